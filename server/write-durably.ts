import { randomUUID } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";

/** The end of a file's name while it is being written (a dot starts it). */
export const temporarySuffix = ".tmp";

/**
 * Writes a whole file or nothing: a temporary file, flushed, renamed over the target, the folder
 * flushed. A reader never sees it half-written: the server after a crash, `npm run messages`
 * while the server runs, or `astro dev` reloading a fact the editor saved. A write that fails (a
 * full disk, say) removes its temporary file.
 */
export async function writeDurably(file: string, content: string): Promise<void> {
  const dir = path.dirname(file);
  // Dot-prefixed, so readers that list the folder never mistake it for one of theirs.
  const temporary = path.join(dir, `.${path.basename(file)}.${randomUUID()}${temporarySuffix}`);
  const handle = await open(temporary, "wx");
  try {
    try {
      await handle.writeFile(content, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The rename itself is only durable once the folder's entry is on disk.
  const folder = await open(dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
