import { createHash } from "node:crypto";
import { applyEdits, attribute, elements, innerSource, parseDocument, span } from "./html-tree.ts";
import { StepError } from "./step-report.ts";

/*
 * Astro writes its island runtime (the <astro-island> element, 4.4 KB) and each client
 * directive's code inline into every page that has an island, so that islands can start before
 * the parser reaches them (withastro/astro#17017: intended, with no option to change it). Here
 * every island starts after first paint (client:afterpaint), so the inline copy buys nothing and
 * costs 1.6 KB of brotli in the first round trip of each such page, sent again with every page.
 * So a page's hydration scripts move, in the order Astro wrote them (the runtime reads the
 * global the directives create), into one file under /_astro/ named by its content and cached
 * for a year. The page names it as a module script, which after-paint.ts then loads after first
 * paint like the page's other scripts; defining <astro-island> then starts every island. The file
 * opens with the code that asks for what the page's islands need (island-needs.ts), so that
 * starts at the same moment, before an island waiting to be scrolled to is.
 */

/** Astro's code that defines <astro-island>. */
const isRuntime = (code: string) => code.includes('customElements.define("astro-island"');
/** The client directive whose code this is: it registers itself on self.Astro and announces itself ("astro:afterpaint"). */
const directiveOf = (code: string) =>
  code.includes("(self.Astro||(self.Astro={}))")
    ? /window\.dispatchEvent\(new Event\("astro:([\w-]+)"\)\)/.exec(code)?.[1]
    : undefined;

/** Where a page's hydration code goes in the build: "_astro/hydration.<hash>.js", named by its content. */
export function hydrationFile(code: string): string {
  return `_astro/hydration.${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
}

/**
 * The page with Astro's inline hydration scripts replaced by one module script, that script's
 * file and code (undefined for a page without islands), and how many scripts moved; the file
 * starts with `needs` (island-needs.ts). A page whose islands need a runtime or a directive not
 * found among its scripts stops the build: Astro changed how it writes them, and the islands
 * would wait for code that never loads.
 */
export function externalHydrationScripts(
  html: string,
  page: string,
  needs = "",
): { html: string; changed: number; file?: { name: string; code: string } } {
  const all = [...elements(parseDocument(html))];
  const scripts = all.flatMap((el) => {
    if (el.tagName !== "script" || attribute(el, "src") !== undefined || attribute(el, "type") !== undefined) return [];
    const code = innerSource(html, el);
    return isRuntime(code) || directiveOf(code) !== undefined ? [{ el, code }] : [];
  });
  const islands = all.filter((el) => el.tagName === "astro-island");
  if (islands.length > 0 && !scripts.some(({ code }) => isRuntime(code))) {
    throw new StepError(
      "hydration-scripts",
      `${page} has islands but no inline <astro-island> runtime was found in it. Did Astro change how it writes the runtime?`,
    );
  }
  const directives = new Set(scripts.flatMap(({ code }) => directiveOf(code) ?? []));
  for (const directive of new Set(islands.map((island) => attribute(island, "client")))) {
    if (directive === undefined || !directives.has(directive)) {
      throw new StepError(
        "hydration-scripts",
        `${page} has client:${directive} islands but that directive's inline script was not found in it. Did Astro change how it writes directives?`,
      );
    }
  }
  if (scripts.length === 0) return { html, changed: 0 };
  const code = [needs, ...scripts.map((script) => script.code.trim())].filter(Boolean).join("\n");
  const name = hydrationFile(code);
  const edits = scripts.map(({ el }, index) => ({
    ...span(el),
    text: index === 0 ? `<script type="module" src="/${name}"></script>` : "",
  }));
  return { html: applyEdits(html, edits), changed: scripts.length, file: { name, code } };
}
