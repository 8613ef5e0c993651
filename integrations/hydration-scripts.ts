import { createHash } from "node:crypto";
import { applyEdits, attribute, elements, innerSource, parseDocument, span } from "./html-tree.ts";

/*
 * Astro writes its island runtime (the <astro-island> element, 4.4 KB) and each client
 * directive's code inline into every page that has an island, so that islands can start before
 * the parser reaches them (withastro/astro#17017: intended, with no option to change it). Here
 * every island starts after first paint (client:afterpaint), so the inline copy buys nothing and
 * costs 1.6 KB of brotli in the first round trip of each such page, sent again with every page.
 * So a page's hydration scripts move, in the order Astro wrote them (the runtime reads the
 * global the directives create), into one file under /_astro/ named by its content and cached
 * for a year. The page names it as a module script, which after-paint.ts then loads after first
 * paint like the page's other scripts; defining <astro-island> then starts every island.
 */

/** Astro's code that defines <astro-island>. */
const isRuntime = (code: string) => code.includes('customElements.define("astro-island"');
/** A client directive's code, which registers itself on self.Astro and announces it ("astro:afterpaint"). */
const isDirective = (code: string) => code.includes("(self.Astro||(self.Astro={}))") && /window\.dispatchEvent\(new Event\("astro:[\w-]+"\)\)/.test(code);

/** Where a page's hydration code goes in the build: "_astro/hydration.<hash>.js", named by its content. */
export function hydrationFile(code: string): string {
  return `_astro/hydration.${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
}

/**
 * The page with Astro's inline hydration scripts replaced by one module script, and that
 * script's file and code (undefined for a page without islands). A page with islands but no
 * runtime found stops the build: it means Astro changed how it writes the runtime, and this
 * step would silently do nothing.
 */
export function externalHydrationScripts(html: string): { html: string; file?: { name: string; code: string } } {
  const all = [...elements(parseDocument(html))];
  const scripts = all.flatMap((el) => {
    if (el.tagName !== "script" || attribute(el, "src") !== undefined || attribute(el, "type") !== undefined) return [];
    const code = innerSource(html, el);
    return isRuntime(code) || isDirective(code) ? [{ el, code }] : [];
  });
  const hasIslands = all.some((el) => el.tagName === "astro-island");
  if (hasIslands && !scripts.some(({ code }) => isRuntime(code))) {
    throw new Error("A page has islands but no inline <astro-island> runtime: Astro changed how it writes it, see integrations/hydration-scripts.ts");
  }
  if (scripts.length === 0) return { html };
  const code = scripts.map((script) => script.code.trim()).join("\n");
  const name = hydrationFile(code);
  const edits = scripts.map(({ el }, index) => ({ ...span(el), text: index === 0 ? `<script type="module" src="/${name}"></script>` : "" }));
  return { html: applyEdits(html, edits), file: { name, code } };
}
