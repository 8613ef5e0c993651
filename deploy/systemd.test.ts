import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";

/* The service units the README installs, read by systemd's own checker as systemd would read them. */

const unit = path.resolve(import.meta.dirname, "trucking-site.service");
const editorUnit = path.resolve(import.meta.dirname, "trucking-editor.service");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function verify(file: string) {
  const result = spawnSync("/usr/bin/systemd-analyze", ["verify", file], { encoding: "utf8" });
  if (result.error)
    throw new Error(`systemd-analyze is not installed (${result.error.message}); scripts/test-all.sh installs it`);
  // It exits 0 on most mistakes and says what it ignored: any word from it is a finding.
  return `${result.stdout}${result.stderr}`.trim();
}

it.each([unit, editorUnit])("systemd reads %s without a complaint", (file) => {
  expect(verify(file)).toBe("");
});

it("a mistake in the unit is reported, so the check above is a real one", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
  dirs.push(dir);
  const broken = path.join(dir, "trucking-site.service");
  writeFileSync(broken, readFileSync(unit, "utf8").replace("Restart=on-failure", "Restart=sometimes"));
  expect(verify(broken)).toContain("Failed to parse service restart specifier");
});
