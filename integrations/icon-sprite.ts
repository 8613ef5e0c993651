import { createHash } from "node:crypto";
import { applyEdits, attribute, elements, innerSource, parseDocument, type Edit, type Element } from "./html-tree.ts";
import { StepError } from "./step-report.ts";

/*
 * React renders lucide's icons into every page at build time, drawing included. The drawings
 * are the same on every page and cost 0.3-1 KB of brotli per page, sent again with each page a
 * visitor opens. So they move into one sprite file under /_astro/, named by its content's hash
 * and cached for a year like the stylesheet; each page keeps its <svg> (size, class, colour,
 * aria-hidden) with a <use> of the icon's symbol in place of the drawing. How lucide strokes
 * (fill, stroke, its width, caps and joins) moves into the symbol too, and lucide's class names,
 * which no rule reads, go: another 0.1-0.2 KB per page.
 *
 * Each <use> names the sprite's symbol in its href, written at build time, so the icons draw
 * without JavaScript too. The browser fetches the sprite once, alongside the page, and does not
 * wait for it to paint the text: until it arrives each icon is an empty box of its own size, so
 * nothing moves. An icon its component marks `data-first-screen` keeps its drawing: the menu
 * button's, since the button shows nothing else. An icon inside an island stays whole too:
 * React hydrates that markup and has to find it as it rendered it.
 *
 * The symbol holds the viewBox, and the icon's classes give its size, so the <svg> around a <use>
 * keeps neither lucide's viewBox nor its width and height.
 */

/** The attributes of lucide's <svg> that say how it draws; on the symbol they reach the drawing through <use>. */
const strokeAttributes = ["fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];

/** What the symbol or the icon's classes say instead, once the drawing is a <use>. */
const boxAttributes = ["viewbox", "width", "height"];

/** A class list that gives an icon its height and width, which lucide's width and height gave. */
const sized = (classes: readonly string[]) =>
  classes.some((c) => /^size-/.test(c)) || (classes.some((c) => /^h-/.test(c)) && classes.some((c) => /^w-/.test(c)));

/** The icon a lucide <svg> draws, from its class ("lucide lucide-arrow-right h-4 w-4"). */
const iconName = (svg: Element): string | undefined =>
  attribute(svg, "class")?.match(/(?:^|\s)lucide-([a-z0-9-]+)(?:\s|$)/)?.[1];

function insideIsland(el: Element): boolean {
  for (let node = el.parentNode; node; node = "parentNode" in node ? node.parentNode : null) {
    if (node.nodeName === "astro-island" || node.nodeName === "#document-fragment") return true;
  }
  return false;
}

/** The mark of an icon that keeps its drawing; the build takes it out. */
const firstScreen = "data-first-screen";

interface PageIcon {
  el: Element;
  name: string;
  drawing: string;
  /** Marked `data-first-screen`: it keeps its drawing. */
  drawn: boolean;
}

/**
 * The lucide icons a page draws outside its islands, with their drawings as written. An icon
 * lucide drew (class "lucide") without its name stops the build: lucide names its icons another
 * way, and the page would keep every drawing.
 */
function pageIcons(html: string, page: string): PageIcon[] {
  return [...elements(parseDocument(html))].flatMap((el) => {
    if (el.tagName !== "svg" || insideIsland(el)) return [];
    const name = iconName(el);
    if (!name && attribute(el, "class")?.split(/\s+/).includes("lucide")) {
      throw new StepError(
        "icon-sprite",
        `an icon in ${page} has no lucide-<name> class to find it in the sprite by. Did lucide's markup change?`,
      );
    }
    if (!name) return [];
    const stroke = strokeAttributes.flatMap((attr) => {
      const value = attribute(el, attr);
      return value === undefined ? [] : [` ${attr}="${value}"`];
    });
    const drawn = attribute(el, firstScreen) !== undefined;
    return [
      {
        el,
        name,
        drawn,
        drawing: `<symbol id="${name}" viewBox="${attribute(el, "viewBox") ?? "0 0 24 24"}"${stroke.join("")}>${innerSource(html, el)}</symbol>`,
      },
    ];
  });
}

/** Adds the page's icons that the sprite draws to `symbols` (name → symbol); one name drawn two ways is a build error. */
export function collectIcons(html: string, page: string, symbols: Map<string, string>): void {
  for (const { name, drawing } of pageIcons(html, page).filter((icon) => !icon.drawn)) {
    const known = symbols.get(name);
    if (known !== undefined && known !== drawing)
      throw new Error(`The icon ${name} is drawn two ways; the sprite holds one drawing per name`);
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
  const body = [...symbols.keys()]
    .sort()
    .map((name) => symbols.get(name))
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
  return { file: `_astro/icons.${hash}.svg`, svg };
}

/**
 * Edits that take out of the icon's start tag `xmlns` (which means nothing in HTML), lucide's
 * class names, the first-screen mark and, when the symbol draws it (`toSymbol`), how it strokes
 * and its box, leaving the rest of the tag as written.
 */
function startTagEdits(html: string, el: Element, toSymbol: boolean): Edit[] {
  const located = el.sourceCodeLocation!.attrs ?? {};
  return el.attrs.flatMap(({ name }): Edit[] => {
    // parse5 locates an attribute under the name as written, lower case ("viewbox" for viewBox).
    const at = located[name] ?? located[name.toLowerCase()];
    if (!at) return [];
    // Each attribute goes with the space before it.
    const whole = {
      start: /\s/.test(html[at.startOffset - 1] ?? "") ? at.startOffset - 1 : at.startOffset,
      end: at.endOffset,
    };
    if (name === "xmlns" || name === firstScreen) return [{ ...whole, text: "" }];
    if (toSymbol && (strokeAttributes.includes(name) || boxAttributes.includes(name.toLowerCase())))
      return [{ ...whole, text: "" }];
    if (name !== "class") return [];
    const written = /^class="([^"]*)"$/.exec(html.slice(at.startOffset, at.endOffset))?.[1];
    if (written === undefined)
      throw new Error(`An icon's class is not written as class="…": ${html.slice(at.startOffset, at.endOffset)}`);
    const kept = written
      .split(/\s+/)
      .filter((token) => token !== "" && token !== "lucide" && !token.startsWith("lucide-"));
    return [
      {
        ...whole,
        text: kept.length === 0 ? "" : `${html.slice(whole.start, at.startOffset)}class="${kept.join(" ")}"`,
      },
    ];
  });
}

/**
 * The page with each icon outside its islands and not marked for the first screen drawn from the
 * sprite at `/<file>`, and how many icons that is.
 */
export function drawFromSprite(html: string, page: string, sprite: Sprite): { html: string; changed: number } {
  const icons = pageIcons(html, page);
  const edits = icons.flatMap(({ el, name, drawn }) => {
    if (drawn) return startTagEdits(html, el, false);
    if (!sized(attribute(el, "class")?.split(/\s+/) ?? []))
      throw new Error(`The icon ${name} is drawn from the sprite and needs its height and width in its classes`);
    const { startTag, endTag } = el.sourceCodeLocation!;
    return [
      ...startTagEdits(html, el, true),
      { start: startTag!.endOffset, end: endTag!.startOffset, text: `<use href="/${sprite.file}#${name}"/>` },
    ];
  });
  return { html: applyEdits(html, edits), changed: icons.filter((icon) => !icon.drawn).length };
}
