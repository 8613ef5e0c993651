import { readdir } from "node:fs/promises";
import path from "node:path";

/** The pre-rendered pages of a build, as paths relative to build/client ("about/index.html"). */
export async function builtPages(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith(".html")) files.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  await walk(root);
  return files.sort();
}

export function urlPathOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");
}
