import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { applyEdits, attribute, elements, parseDocument, span, type Element } from "./html-tree.ts";
import { StepError } from "./step-report.ts";

/*
 * Astro writes a page's bundled <script> as <script type="module" src> and its stylesheet as a
 * <link> in the head. The browser fetches both as soon as it reads the tags, and the stylesheet
 * holds the first paint until it arrives, so on a slow link they share the connection with the
 * first paint and hold it back. Nothing they add is needed to read the page: every page works
 * without JavaScript, and the rules its markup uses are inlined (critical-css.ts). So this
 * rewrites those tags into one small inline loader (app/scripts/after-paint-loader.ts) that adds
 * them once the page is on screen. A browser without JavaScript gets the stylesheet from a
 * <noscript> link instead. Islands are untouched: their client:* directive loads them.
 */

/**
 * A page inlines every rule it uses but Tailwind's hover variants (critical-css.ts), so only a
 * device with a mouse needs the stylesheet applied. A phone still downloads it, into the cache
 * for the next page, and is spared restyling the whole page for rules that change nothing on it:
 * one 63 ms task of style recalculation in Chromium's trace of /ru/irp-new-registration under
 * Lighthouse here, which its simulation counts four times over as blocking time.
 */
export const stylesheetMedia = "(hover: hover)";

const loaderEntry = fileURLToPath(new URL("../app/scripts/after-paint-loader.ts", import.meta.url));
const recorderEntry = fileURLToPath(new URL("../app/scripts/record-presses.ts", import.meta.url));
const loaders = new Map<string, Promise<string>>();

export interface AfterPaint {
  styles: readonly string[];
  scripts: readonly string[];
  /** Whether the loader notes presses made before the islands run (app/scripts/pressed-before-hydration.ts). */
  recordPresses?: boolean;
}

/** The inline loader for these stylesheet and script URLs, which adds them in document order. */
export function afterPaintLoader({ styles, scripts, recordPresses = false }: AfterPaint): Promise<string> {
  const key = JSON.stringify([styles, scripts, recordPresses]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = build({
      entryPoints: [loaderEntry],
      // From the start, since a visitor may press before the page is on screen; until then it only listens.
      inject: recordPresses ? [recorderEntry] : [],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2020",
      write: false,
      define: {
        PAGE_STYLES: JSON.stringify(styles),
        PAGE_SCRIPTS: JSON.stringify(scripts),
        STYLESHEET_MEDIA: JSON.stringify(stylesheetMedia),
      },
    }).then((output) => `<script>${output.outputFiles[0]!.text.trim()}</script>`);
    loaders.set(key, loader);
  }
  return loader;
}

/** A file Astro bundled into the build (/_astro/…), as opposed to a data block or another host's file. */
export const isBundled = (url: string | undefined): url is string => url?.startsWith("/_astro/") === true;

/** The page's <link rel="stylesheet"> to a stylesheet Astro bundled. */
export const isBundledStylesheet = (el: Element): boolean =>
  el.tagName === "link" && attribute(el, "rel") === "stylesheet" && isBundled(attribute(el, "href"));

/** A stylesheet or script the site serves itself ("/x.css"), in a tag the browser fetches while it parses. */
function ownFile(el: Element): string | undefined {
  const url =
    el.tagName === "script"
      ? attribute(el, "src")
      : el.tagName === "link" && attribute(el, "rel")?.split(/\s+/).includes("stylesheet")
        ? attribute(el, "href")
        : undefined;
  return url?.startsWith("/") && !url.startsWith("//") ? url : undefined;
}

/**
 * The page with its bundled stylesheets and module scripts loaded after first paint, and how many;
 * unchanged if it has none. A stylesheet or script of the site's own left in another tag stops
 * the build: Astro writes its tags another way, and the page would fetch it before its first paint.
 * `recordPresses`: the page's islands replay presses made before they ran (island-needs.ts).
 */
export async function loadAfterFirstPaint(
  html: string,
  page: string,
  { recordPresses = false }: { recordPresses?: boolean } = {},
): Promise<{ html: string; changed: number }> {
  const all = [...elements(parseDocument(html))];
  const styles = all.filter(isBundledStylesheet);
  // Astro's bundled page scripts; an island's own code is loaded by its client directive instead.
  const scripts = all.filter(
    (el) => el.tagName === "script" && attribute(el, "type") === "module" && isBundled(attribute(el, "src")),
  );
  const missed = all.find((el) => ownFile(el) !== undefined && !styles.includes(el) && !scripts.includes(el));
  if (missed) {
    throw new StepError(
      "after-paint",
      `${page} would still load ${ownFile(missed)} before its first paint: <${missed.tagName}> as written is not what the step moves. Did Astro change how it writes the tag?`,
    );
  }
  if (styles.length === 0 && scripts.length === 0) return { html, changed: 0 };
  const body = all.find((el) => el.tagName === "body")?.sourceCodeLocation?.endTag;
  if (!body) throw new Error("A page with bundled stylesheets or scripts has no </body>");
  const url = (el: Element, name: string) => attribute(el, name)!;
  const loader = await afterPaintLoader({
    styles: styles.map((el) => url(el, "href")),
    scripts: scripts.map((el) => url(el, "src")),
    recordPresses,
  });
  const edited = applyEdits(html, [
    ...styles.map((el) => ({
      ...span(el),
      text: `<noscript><link rel="stylesheet" href="${url(el, "href")}" media="${stylesheetMedia}"></noscript>`,
    })),
    ...scripts.map((el) => ({ ...span(el), text: "" })),
    { start: body.startOffset, end: body.startOffset, text: loader },
  ]);
  return { html: edited, changed: styles.length + scripts.length };
}

/**
 * Registers `client:afterpaint` (app/scripts/client-afterpaint.ts): an island starts once the
 * page is on screen and the visitor has acted. The site and the build steps' fixture site both use it.
 */
export function clientAfterpaint(): AstroIntegration {
  return {
    name: "client-afterpaint",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("../app/scripts/client-afterpaint.ts", import.meta.url)),
        });
      },
    },
  };
}
