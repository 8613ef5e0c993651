import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/*
 * The JavaScript a page loads, read from the build rather than from a browser: the scripts the
 * page's after-paint loader lists, each island's component and renderer, and every module those
 * import. A dynamic import counts, except the site script's enhancements (app/scripts/enhance.ts),
 * each of which loads only on a page that has its element: ["[data-tabs]",()=>import(`./x.js`)].
 */

/** The /_astro/ modules a page names: the loader's list and its islands' component and renderer URLs. */
export function pageEntryScripts(html: string): string[] {
  const listed = [...html.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map(([, url]) => url!);
  const islands = [...html.matchAll(/<astro-island[^>]*>/g)].flatMap(([tag]) =>
    [...tag.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map(([, url]) => url!),
  );
  return [...new Set([...listed, ...islands])];
}

// Minified as [`[data-tabs]`,()=>o(()=>import(`./service-tabs.X.js`),[])]: Vite wraps the import in its preload helper.
const enhancement = /\[\s*["`]([^"`]+)["`]\s*,\s*\(\)\s*=>[^\]]*?import\(\s*["`]\.\/([^"`]+\.js)["`]\s*\)/g;

/**
 * The modules a module imports on a page, as site paths: `from "./x.js"` and `import("./x.js")`,
 * less the enhancements whose element the page lacks (`has` answers). Vite's preload lists name
 * only what the imported modules import themselves, so they add nothing.
 */
function importsOf(url: string, code: string, has: (selector: string) => boolean): string[] {
  const absent = new Set(
    [...code.matchAll(enhancement)].filter(([, selector]) => !has(selector!)).map(([, , name]) => name!),
  );
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["`]\.\/([^"`]+\.js)["`]/g)]
    .map(([, name]) => name!)
    .filter((name) => !absent.has(name))
    .map((name) => path.posix.join(path.posix.dirname(url), name));
}

/** The enhancements a module loads only where their element is, as [selector, site path]. */
export function enhancementsOf(url: string, code: string): [string, string][] {
  return [...code.matchAll(enhancement)].map(([, selector, name]) => [
    selector!,
    path.posix.join(path.posix.dirname(url), name!),
  ]);
}

/** Every module a page loads, from its entry scripts through the import graph; `has` tells whether the page has an element. */
export async function pageScriptGraph(
  root: string,
  html: string,
  has: (selector: string) => boolean,
): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await readFile(path.join(root, url), "utf8");
    await Promise.all(importsOf(url, code, has).map(visit));
  };
  await Promise.all(pageEntryScripts(html).map(visit));
  return [...seen].sort();
}

/** The gzipped size of every module a page loads, in bytes. */
export async function pageScriptBytes(root: string, html: string, has: (selector: string) => boolean): Promise<number> {
  let total = 0;
  for (const url of await pageScriptGraph(root, html, has))
    total += gzipSync(await readFile(path.join(root, url))).length;
  return total;
}
