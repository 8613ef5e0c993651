import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { ModuleGraph } from "./module-graph.ts";
import { attribute, elements, parseDocument } from "./html-tree.ts";

const needsEntry = fileURLToPath(new URL("../app/scripts/island-needs.ts", import.meta.url));

/** The modules a page's islands start from: each one's component and renderer. */
export function islandEntries(html: string): string[] {
  const islands = [...elements(parseDocument(html))].filter((el) => el.tagName === "astro-island");
  return [
    ...new Set(islands.flatMap((island) => [attribute(island, "component-url"), attribute(island, "renderer-url")])),
  ].filter((url): url is string => url !== undefined);
}

/** Each entry's imports, direct or not, for app/scripts/island-needs.ts. */
export async function islandImports(entries: Iterable<string>, graph: ModuleGraph): Promise<Record<string, string[]>> {
  const imports: Record<string, string[]> = {};
  for (const entry of [...new Set(entries)].sort()) imports[entry] = (await graph.closure(entry)).slice(1);
  return imports;
}

/** The code that asks for what the islands need (app/scripts/island-needs.ts), as a classic script's body. */
export async function islandNeedsScript(imports: Record<string, string[]>): Promise<string> {
  const output = await build({
    entryPoints: [needsEntry],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    define: { ISLAND_IMPORTS: JSON.stringify(imports) },
  });
  return output.outputFiles[0]!.text.trim();
}

