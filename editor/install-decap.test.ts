import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { installedAt, installPinned, type Pin } from "./install-decap";

/*
 * The installer through npm and tar, with a small package the site's own install pinned (so it is
 * in npm's cache): Decap's tarball is 16 MB.
 */

const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package-lock.json"), "utf8")) as {
  packages: Record<string, { version: string; integrity: string }>;
};
const name = "mini-svg-data-uri";
const pin: Pin = { name, ...lock.packages[`node_modules/${name}`]! };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function home() {
  const dir = mkdtempSync(path.join(tmpdir(), "install-decap-"));
  dirs.push(dir);
  return dir;
}

it("unpacks the pinned version and removes the former install and other versions", async () => {
  const into = home();
  mkdirSync(path.join(into, "node_modules", "decap-cms"), { recursive: true });
  mkdirSync(path.join(into, `${name}-0.0.1`));
  const target = await installPinned(pin, into);
  expect(target).toBe(installedAt(pin, into));
  const unpacked = JSON.parse(readFileSync(path.join(target, "package.json"), "utf8")) as Pin;
  expect([unpacked.name, unpacked.version]).toEqual([pin.name, pin.version]);
  expect(readdirSync(into)).toEqual([path.basename(target)]);
  // Once there, it is not fetched again: a pin it no longer matches would be refused.
  await expect(installPinned({ ...pin, integrity: "sha512-other" }, into)).resolves.toBe(target);
});

it("refuses a tarball whose integrity is not the pinned one, and leaves nothing", async () => {
  const into = home();
  await expect(installPinned({ ...pin, integrity: "sha512-other" }, into)).rejects.toThrow(
    `${name}@${pin.version} from the registry is not the one pinned`,
  );
  expect(readdirSync(into)).toEqual([]);
});
