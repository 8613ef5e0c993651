import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/*
 * What a build was made from: a hash of the sources that shape it. The build writes it beside its
 * client folder; `npm start` compares it with the checkout's, so it never serves a build older
 * than the sources (scripts/start.ts). Tests are left out: changing one changes no page. The site
 * settings are not in it: a deployer who changes a setting rebuilds with REBUILD=1.
 */

const sourceDirs = ["app", "integrations", "public"];
const sourceFiles = ["astro.config.ts", "package-lock.json", "tsconfig.json"];
// Tests, and the small site the build steps' test builds, shape no page of this one.
const notSource = /\.test\.tsx?$|\.test-helpers\.tsx?$|^integrations\/fixture-site\//;

/** The file, beside `<buildDir>/client`, that holds the stamp of the sources the build was made from. */
export const stampPath = (buildDir: string) => path.join(buildDir, "build-stamp.txt");

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The stamp of the sources in `projectRoot`. */
export async function buildStamp(projectRoot: string): Promise<string> {
  const hash = createHash("sha256");
  const dirs = sourceDirs.map((d) => path.join(projectRoot, d)).filter(existsSync);
  const files = [
    ...(await Promise.all(dirs.map(filesUnder))).flat(),
    ...sourceFiles.map((f) => path.join(projectRoot, f)).filter(existsSync),
  ];
  for (const file of files
    .map((f) => path.relative(projectRoot, f).split(path.sep).join("/"))
    .filter((f) => !notSource.test(f))
    .sort()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(projectRoot, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Why `buildDir` must be built again before it is served, or null when it matches the sources. */
export async function staleBuild(projectRoot: string, buildDir: string): Promise<string | null> {
  if (!existsSync(path.join(buildDir, "client", "index.html"))) return "there is no build yet";
  const stamp = existsSync(stampPath(buildDir)) ? (await readFile(stampPath(buildDir), "utf8")).trim() : null;
  if (stamp === null) return "the build does not say what it was made from";
  return stamp === (await buildStamp(projectRoot)) ? null : "the sources changed since it was built";
}

/**
 * Builds `buildDir` when it is older than the sources (or `always`), saying why; npm start and
 * the tests over build/ both call it, so neither reads an old site.
 */
export async function ensureFreshBuild(buildDir: string, { always = false } = {}): Promise<void> {
  const stale = always ? "REBUILD=1 asks for it" : await staleBuild(process.cwd(), buildDir);
  if (!stale) return;
  console.log(`Building the site first (npm run build): ${stale}.`);
  // The build as a shell runs it: a test runner's NODE_ENV and VITEST_* variables would build another site.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    stdio: "inherit",
    env: { ...env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? "signal"})`);
}
