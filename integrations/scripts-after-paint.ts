import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { applyEdits, attribute, elements, parseDocument, span } from "./html-tree.ts";

/*
 * Astro writes a page's bundled <script> as <script type="module" src>. The browser fetches such a
 * script as soon as it reads the tag and runs it before the document's first paint when it
 * arrives in time, so on a slow link the page's enhancements (menus' aria-expanded, tabs, the
 * open-now line) share the connection with the first paint and hold it back. Nothing they do is
 * needed to read the page (every page works without JavaScript), so this rewrites those tags into
 * one small inline loader (app/scripts/after-paint-loader.ts) that adds the same scripts once the
 * page is on screen. Islands are untouched: their client:* directive loads them.
 */

const loaderEntry = fileURLToPath(new URL("../app/scripts/after-paint-loader.ts", import.meta.url));
const loaders = new Map<string, Promise<string>>();

/** The inline loader for these script URLs, which adds them in document order. */
export function afterPaintLoader(sources: readonly string[]): Promise<string> {
  const key = JSON.stringify(sources);
  let loader = loaders.get(key);
  if (!loader) {
    loader = build({
      entryPoints: [loaderEntry],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2020",
      write: false,
      define: { PAGE_SCRIPTS: key },
    }).then((output) => `<script>${output.outputFiles[0]!.text.trim()}</script>`);
    loaders.set(key, loader);
  }
  return loader;
}

/** The page with its bundled module scripts loaded after first paint; unchanged if it has none. */
export async function loadScriptsAfterFirstPaint(html: string): Promise<string> {
  const all = [...elements(parseDocument(html))];
  // Astro's bundled page scripts; an island's own code is loaded by its client directive instead.
  const scripts = all.filter((el) => el.tagName === "script" && attribute(el, "type") === "module" && attribute(el, "src")?.startsWith("/_astro/"));
  if (scripts.length === 0) return html;
  const body = all.find((el) => el.tagName === "body")?.sourceCodeLocation?.endTag;
  if (!body) throw new Error("A page with module scripts has no </body>");
  const loader = await afterPaintLoader(scripts.map((el) => attribute(el, "src")!));
  return applyEdits(html, [
    ...scripts.map((el) => ({ ...span(el), text: "" })),
    { start: body.startOffset, end: body.startOffset, text: loader },
  ]);
}
