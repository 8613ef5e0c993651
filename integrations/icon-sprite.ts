import { createHash } from "node:crypto";
import { applyEdits, attribute, elements, innerSource, parseDocument, type Edit, type Element } from "./html-tree.ts";

/*
 * React renders lucide's icons into every page at build time, drawing included. The drawings
 * are the same on every page and cost 0.3-1 KB of brotli per page, sent again with each page a
 * visitor opens. So they move into one sprite file under /_astro/, named by its content's hash
 * and cached for a year like the stylesheet; each page keeps its <svg> (size, class, colour,
 * aria-hidden) with a <use> of the icon's symbol in place of the drawing. How lucide strokes
 * (fill, stroke, its width, caps and joins) moves into the symbol too, and lucide's class names,
 * which no rule reads, go: another 0.1-0.2 KB per page. An icon inside an island stays whole:
 * React hydrates that markup and has to find it as it rendered it.
 */

/** The attributes of lucide's <svg> that say how it draws; on the symbol they reach the drawing through <use>. */
const strokeAttributes = ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

/** The icon a lucide <svg> draws, from its class ("lucide lucide-arrow-right h-4 w-4"). */
const iconName = (el: Element): string | undefined =>
  el.tagName === "svg" ? attribute(el, "class")?.match(/(?:^|\s)lucide-([a-z0-9-]+)(?:\s|$)/)?.[1] : undefined;

function insideIsland(el: Element): boolean {
  for (let node = el.parentNode; node; node = "parentNode" in node ? node.parentNode : null) {
    if (node.nodeName === "astro-island" || node.nodeName === "#document-fragment") return true;
  }
  return false;
}

/** The lucide icons a page draws outside its islands, with their drawings as written. */
function pageIcons(html: string): { el: Element; name: string; drawing: string }[] {
  return [...elements(parseDocument(html))].flatMap((el) => {
    const name = iconName(el);
    if (!name || insideIsland(el)) return [];
    const stroke = strokeAttributes.flatMap((attr) => {
      const value = attribute(el, attr);
      return value === undefined ? [] : [` ${attr}="${value}"`];
    });
    return [{ el, name, drawing: `<symbol id="${name}" viewBox="${attribute(el, "viewBox") ?? "0 0 24 24"}"${stroke.join("")}>${innerSource(html, el)}</symbol>` }];
  });
}

/** Adds the page's icons to `symbols` (name → symbol); one name drawn two ways is a build error. */
export function collectIcons(html: string, symbols: Map<string, string>): void {
  for (const { name, drawing } of pageIcons(html)) {
    const known = symbols.get(name);
    if (known !== undefined && known !== drawing) throw new Error(`The icon ${name} is drawn two ways; the sprite holds one drawing per name`);
    symbols.set(name, drawing);
  }
}

export interface Sprite {
  /** Where it goes in the build, "_astro/icons.<hash>.svg". */
  file: string;
  svg: string;
}

/** The sprite of these symbols, in name order so the same icons give the same bytes. */
export function spriteOf(symbols: ReadonlyMap<string, string>): Sprite {
  const body = [...symbols.keys()].sort().map((name) => symbols.get(name)).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
  return { file: `_astro/icons.${hash}.svg`, svg };
}

/**
 * Edits that take out of the icon's start tag what the symbol now says, `xmlns` (which means
 * nothing in HTML) and lucide's class names, leaving the rest of the tag as written.
 */
function startTagEdits(html: string, el: Element): Edit[] {
  const located = el.sourceCodeLocation!.attrs ?? {};
  return el.attrs.flatMap(({ name }): Edit[] => {
    const at = located[name];
    if (!at) return [];
    // Each attribute goes with the space before it.
    const whole = { start: /\s/.test(html[at.startOffset - 1] ?? "") ? at.startOffset - 1 : at.startOffset, end: at.endOffset };
    if (name === "xmlns" || strokeAttributes.includes(name)) return [{ ...whole, text: "" }];
    if (name !== "class") return [];
    const written = /^class="([^"]*)"$/.exec(html.slice(at.startOffset, at.endOffset))?.[1];
    if (written === undefined) throw new Error(`An icon's class is not written as class="…": ${html.slice(at.startOffset, at.endOffset)}`);
    const kept = written.split(/\s+/).filter((token) => token !== "" && token !== "lucide" && !token.startsWith("lucide-"));
    return [{ ...whole, text: kept.length === 0 ? "" : `${html.slice(whole.start, at.startOffset)}class="${kept.join(" ")}"` }];
  });
}

/** The page with each icon outside its islands drawn from the sprite at `/<file>`. */
export function drawFromSprite(html: string, sprite: Sprite): string {
  return applyEdits(
    html,
    pageIcons(html).flatMap(({ el, name }) => {
      const { startTag, endTag } = el.sourceCodeLocation!;
      return [...startTagEdits(html, el), { start: startTag!.endOffset, end: endTag!.startOffset, text: `<use href="/${sprite.file}#${name}"/>` }];
    }),
  );
}
