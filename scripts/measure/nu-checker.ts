import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/*
 * The W3C Nu HTML checker (vnu-jar, a Java program: Debian's default-jre-headless runs it) over
 * built pages, in one Java process. Its CSS checker predates what Tailwind 4 writes and browsers
 * read (@property, oklab colours with "/" alpha, margin-trim), so its CSS messages are left out;
 * everything it says about the HTML counts.
 */

export interface NuError {
  /** The page, relative to the build's root. */
  file: string;
  line?: number;
  message: string;
}

const run = promisify(execFile);

interface NuReport {
  messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string }[];
}

/** The checker's errors for `files` (relative to `root`); an empty list when every page is valid. */
export async function nuErrors(root: string, files: readonly string[]): Promise<NuError[]> {
  const args = [
    // A run of a few seconds gains nothing from the optimising compiler and a parallel collector,
    // which took two cores for 9 s here; the quick compiler and one collector take one for 6 s
    // (`time java ... -jar vnu.jar` over build/client's 120 pages)
    // (2026-11-29). That compiler's deeper frames need a larger stack for the schema.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-Xss16m",
    "-jar",
    vnuJar,
    "--errors-only",
    "--format",
    "json",
    "--filterpattern",
    "CSS: .*",
    ...files.map((f) => path.join(root, f)),
  ];
  // vnu exits 1 when it finds errors and writes its report to stderr either way.
  const output = await run("java", args, { maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done.stderr,
    (failed: { stderr?: string; code?: number | string }) => {
      if (typeof failed.stderr === "string" && failed.stderr.startsWith("{")) return failed.stderr;
      throw new Error(`The W3C checker did not run (java -jar vnu.jar): ${String(failed.code)} ${failed.stderr ?? ""}`);
    },
  );
  const report = JSON.parse(output) as NuReport;
  return report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => ({
      file: m.url ? path.relative(root, new URL(m.url).pathname).split(path.sep).join("/") : "",
      ...(m.lastLine !== undefined && { line: m.lastLine }),
      message: m.message,
    }));
}
