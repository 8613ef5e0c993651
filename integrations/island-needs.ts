import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { pressedProperty } from "../app/scripts/pressed-before-hydration.ts";
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

/**
 * Whether an island of these entries replays presses made before it ran
 * (app/lib/use-pressed-before-hydration.ts), which its code shows by naming what the page's loader
 * notes on a pressed button; only such a page's loader listens for them.
 */
export async function replaysPresses(entries: readonly string[], graph: ModuleGraph): Promise<boolean> {
  for (const entry of entries)
    for (const url of await graph.closure(entry)) if ((await graph.code(url)).includes(pressedProperty)) return true;
  return false;
}
