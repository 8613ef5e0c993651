import { readFile } from "node:fs/promises";
import path from "node:path";
import { StepError } from "./step-report.ts";

/** A built module's static imports of its neighbours: `import"./x.js"` and `from"./x.js"`, not `import("./x.js")`. */
const staticImport = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

export interface ModuleGraph {
  /** The module's code, as built. */
  code(url: string): Promise<string>;
  /** The module and every module it imports statically, then theirs: what it needs before it runs. */
  closure(url: string): Promise<string[]>;
}

/**
 * The static imports among the modules built under `root` (site paths, "/_astro/x.js"), each file
 * read once. The browser finds those imports one level at a time, a round trip each; listed, they
 * can all be asked for at once. A module the build does not hold stops the build.
 */
export function moduleGraph(root: string): ModuleGraph {
  const codes = new Map<string, Promise<string>>();
  const code = (url: string) => {
    let found = codes.get(url);
    if (!found) {
      found = readFile(path.join(root, url), "utf8").catch(() => {
        throw new StepError("hydration-scripts", `an island needs ${url}, which is not in the build.`);
      });
      codes.set(url, found);
    }
    return found;
  };
  const closure = async (entry: string) => {
    const seen = new Set<string>();
    const visit = async (url: string): Promise<void> => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const [, name] of (await code(url)).matchAll(staticImport))
        await visit(path.posix.join(path.posix.dirname(url), name!));
    };
    await visit(entry);
    return [...seen];
  };
  return { code, closure };
}
