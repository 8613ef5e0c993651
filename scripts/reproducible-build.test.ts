import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

/*
 * The same commit builds to the same bytes on any day: two full builds, one with its clock moved
 * 400 days and 7 hours ahead, compared file by file.
 */

const root = path.resolve(import.meta.dirname, "..");
const dirs = ["build-repro-today", "build-repro-later"];
afterAll(() => {
  for (const dir of dirs) rmSync(path.join(root, dir), { recursive: true, force: true });
});

function build(dir: string, shiftDays: string): Map<string, string> {
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: dir,
      CLOCK_SHIFT_DAYS: shiftDays,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${path.join(root, "tests", "shifted-clock.mjs")}`.trim(),
    },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  const hashes = new Map<string, string>();
  const base = path.join(root, dir);
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(base, file), createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return hashes;
}

it("two builds of one commit, on different days and at different hours, are byte for byte the same", () => {
  const today = build(dirs[0]!, "0");
  const later = build(dirs[1]!, "400.3");
  expect(today.size).toBeGreaterThan(100);
  const differing = [...today].filter(([file, hash]) => later.get(file) !== hash).map(([file]) => file);
  expect(differing).toEqual([]);
  expect([...later.keys()].sort()).toEqual([...today.keys()].sort());
}, 240_000);
