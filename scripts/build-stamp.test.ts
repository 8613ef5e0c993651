import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildStamp, stampPath, staleBuild } from "./build-stamp";

/* npm start never serves a build older than the sources (scripts/start.ts). */

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A project with a source, a test and a build made from it. */
async function project() {
  const root = await mkdtemp(path.join(tmpdir(), "stamp-"));
  dirs.push(root);
  await mkdir(path.join(root, "app"), { recursive: true });
  await writeFile(path.join(root, "app", "page.ts"), "export const title = 'A';\n");
  await writeFile(path.join(root, "app", "page.test.ts"), "it('x', () => {});\n");
  await mkdir(path.join(root, "build", "client"), { recursive: true });
  await writeFile(path.join(root, "build", "client", "index.html"), "<!doctype html>");
  await writeFile(stampPath(path.join(root, "build")), `${await buildStamp(root)}\n`);
  return root;
}

describe("the build stamp", () => {
  it("finds a build fresh until a source changes, whatever the tests do", async () => {
    const root = await project();
    const build = path.join(root, "build");
    expect(await staleBuild(root, build)).toBeNull();
    await writeFile(path.join(root, "app", "page.test.ts"), "it('y', () => {});\n");
    expect(await staleBuild(root, build)).toBeNull();
    await writeFile(path.join(root, "app", "page.ts"), "export const title = 'B';\n");
    expect(await staleBuild(root, build)).toMatch(/sources changed/);
    await writeFile(path.join(root, "app", "page.ts"), "export const title = 'A';\n");
    await writeFile(path.join(root, "app", "new.ts"), "export {};\n");
    expect(await staleBuild(root, build)).toMatch(/sources changed/);
  });

  it("asks for a build when there is none, or it does not say what it was made from", async () => {
    const root = await project();
    await rm(stampPath(path.join(root, "build")));
    expect(await staleBuild(root, path.join(root, "build"))).toMatch(/does not say/);
    expect(await staleBuild(root, path.join(root, "nothing"))).toMatch(/no build/);
  });

  it("is written by the real build: the build npm test made matches this checkout", async () => {
    // scripts/test-all.sh builds build/ from this checkout before the unit tests.
    expect((await readFile(stampPath("build"), "utf8")).trim()).toBe(await buildStamp(process.cwd()));
    expect(await staleBuild(process.cwd(), "build")).toBeNull();
    // A copy of the checkout with one page's words changed is stale against that build.
    const copy = await mkdtemp(path.join(tmpdir(), "stamp-copy-"));
    dirs.push(copy);
    for (const entry of ["app", "integrations", "public", "astro.config.ts", "package-lock.json", "tsconfig.json"]) {
      await cp(entry, path.join(copy, entry), { recursive: true });
    }
    await writeFile(path.join(copy, "app", "content", "en", "home.ts"), "// changed\n", { flag: "a" });
    await cp(stampPath("build"), stampPath(path.join(copy, "build")));
    await mkdir(path.join(copy, "build", "client"), { recursive: true });
    await writeFile(path.join(copy, "build", "client", "index.html"), "<!doctype html>");
    expect(await staleBuild(copy, path.join(copy, "build"))).toMatch(/sources changed/);
  });
});
