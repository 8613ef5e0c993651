import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildStamp, stampPath } from "../scripts/build-stamp";

/**
 * The least the production server needs to start: a home page, the not-found pages of each
 * language, the page policies, and the checkout's build stamp, so `npm start` serves it as it is.
 */
export async function fakeBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-build-"));
  await mkdir(path.join(dir, "client"), { recursive: true });
  await writeFile(path.join(dir, "client", "index.html"), "<!doctype html><title>Home</title>");
  await writeFile(path.join(dir, "client", "404.html"), "<!doctype html><title>Not found</title>");
  for (const locale of ["ru", "bg"]) {
    await mkdir(path.join(dir, "client", locale), { recursive: true });
    await writeFile(
      path.join(dir, "client", locale, "404.html"),
      `<!doctype html><title>Not found (${locale})</title>`,
    );
  }
  await writeFile(path.join(dir, "page-policies.json"), "{}");
  await writeFile(stampPath(dir), `${await buildStamp(process.cwd())}\n`);
  return dir;
}
