import { spawnSync } from "node:child_process";
import { mkdtemp, open, rm, rmdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * A small file system of the test's own, to fill up or make read-only as a server's disk can be.
 * Mounting needs root (CI and these machines run as root) or passwordless sudo; without either the
 * test fails and says so rather than pretending the disk was full.
 */

function run(...args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync(asRoot ? args[0]! : "sudo", asRoot ? args.slice(1) : ["-n", ...args], { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${args.join(" ")} failed (${result.stderr.trim() || result.error?.message}); these tests mount a tmpfs and need root or passwordless sudo`,
    );
  }
}

export interface SmallDisk {
  dir: string;
  /** Writes one file until the disk says ENOSPC. */
  fill(): Promise<void>;
  /** Deletes what fill() wrote. */
  makeRoom(): Promise<void>;
  readOnly(): void;
  writable(): void;
  unmount(): Promise<void>;
}

export async function mountSmallDisk(sizeKb = 512): Promise<SmallDisk> {
  const dir = await mkdtemp(path.join(tmpdir(), "small-disk-"));
  run("mount", "-t", "tmpfs", "-o", `size=${sizeKb}k`, "tmpfs", dir);
  const filler = path.join(dir, "filler");
  return {
    dir,
    async fill() {
      const handle = await open(filler, "a");
      const block = Buffer.alloc(4096, 1);
      try {
        for (;;) await handle.write(block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        await handle.close();
      }
    },
    makeRoom: () => rm(filler, { force: true }),
    readOnly: () => run("mount", "-o", "remount,ro", dir),
    writable: () => run("mount", "-o", "remount,rw", dir),
    async unmount() {
      run("umount", dir);
      await rmdir(dir);
    },
  };
}
