import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { access, mkdir, mkdtemp, readFile, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import decap from "./decap.json" with { type: "json" };

/*
 * Decap CMS for the editor: the package's own tarball, whose dist/ holds the ready-made browser
 * bundle the editor serves, and nothing else. `npm install` of the package brought the 730
 * packages Decap is built from (26,000 files), none of them served: 35 s beside the build in a
 * fresh clone's `CI=true bash .ci/run`, against about 2 s for this (2026-11-30, the times of
 * test-reports/editor-install.log). The tarball must match the integrity pinned in decap.json
 * before it is unpacked.
 */

export interface Pin {
  name: string;
  version: string;
  integrity: string;
}

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const home = path.join(here, "decap");
const unpacking = ".unpacking-";

/** Where a pinned package is unpacked: its tarball's `package/`, renamed. */
export const installedAt = (pin: Pin, into = home) => path.join(into, `${pin.name}-${pin.version}`);

/** The bundle the editor serves. */
export const decapDist = path.join(installedAt(decap), "dist");

/**
 * Unpacks the pinned package into `into` unless it is there, and removes whatever else is there
 * (another version, or the former `npm install`'s node_modules/). Returns its directory.
 */
export async function installPinned(pin: Pin = decap, into = home): Promise<string> {
  const target = installedAt(pin, into);
  const present = await access(path.join(target, "package.json")).then(
    () => true,
    () => false,
  );
  if (!present) {
    await mkdir(into, { recursive: true });
    // Unpacked beside its place and renamed into it: a failed install leaves nothing half there.
    const work = await mkdtemp(path.join(into, unpacking));
    try {
      const spec = `${pin.name}@${pin.version}`;
      const packed = await run("npm", ["pack", spec, "--pack-destination", work, "--json", "--silent"]);
      const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
      const tarball = path.join(work, filename);
      const integrity = `sha512-${createHash("sha512")
        .update(await readFile(tarball))
        .digest("base64")}`;
      if (integrity !== pin.integrity)
        throw new Error(`${spec} from the registry is not the one pinned (its integrity is ${integrity})`);
      await run("tar", ["-xzf", tarball, "-C", work]);
      await rename(path.join(work, "package"), target);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  for (const entry of await readdir(into))
    if (entry !== path.basename(target) && !entry.startsWith(unpacking))
      await rm(path.join(into, entry), { recursive: true, force: true });
  return target;
}

/** Installs Decap for a command (`npm test`, `npm run edit`), or stops it with one line saying why. */
export async function installOrExit(): Promise<string> {
  try {
    return await installPinned();
  } catch (error) {
    console.error(`Could not install Decap CMS for the editor: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  console.log(`Decap CMS: ${path.relative(process.cwd(), await installOrExit())}`);
