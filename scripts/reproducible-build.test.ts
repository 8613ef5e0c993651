import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

/*
 * The same commit builds to the same bytes on any day: two full builds, one with its clock moved
 * 400 days and 7 hours ahead, compared file by file. scripts/test-all.sh has just built build/
 * from the same commit with the clock as it is and names it in REPRODUCIBLE_BUILD_BASELINE; that
 * build stands for the first, which saves CI one build (about 40 s).
 */

const root = path.resolve(import.meta.dirname, "..");
const dirs = ["build-repro-today", "build-repro-later"];
afterAll(() => {
  for (const dir of dirs) rmSync(path.join(root, dir), { recursive: true, force: true });
});

function build(dir: string, shiftDays: string): Map<string, string> {
  // The build as `npm run build` runs it from a shell: Vitest's own NODE_ENV (test) and its
  // VITEST_* variables would build another site.
  const shellEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    env: {
      ...shellEnv,
      BUILD_DIR: dir,
      CLOCK_SHIFT_DAYS: shiftDays,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(root, "tests", "shifted-clock.mjs")}`.trim(),
    },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  return hashesOf(path.join(root, dir));
}

function hashesOf(base: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(base, file), createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return hashes;
}

it("two builds of one commit, on different days and at different hours, are byte for byte the same", () => {
  const baseline = process.env.REPRODUCIBLE_BUILD_BASELINE;
  const today = baseline ? hashesOf(path.resolve(root, baseline)) : build(dirs[0]!, "0");
  const later = build(dirs[1]!, "400.3");
  expect(today.size).toBeGreaterThan(100);
  const differing = [...today].filter(([file, hash]) => later.get(file) !== hash).map(([file]) => file);
  expect(differing).toEqual([]);
  expect([...later.keys()].sort()).toEqual([...today.keys()].sort());
}, 240_000);
