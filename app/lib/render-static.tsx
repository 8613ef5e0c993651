import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "./site";
import { zoneTable, type ZoneTable } from "./tools/dates";

/**
 * Markup for the parts of a page that never change in the browser, rendered while the build
 * pre-renders the page. Call it only under `import.meta.env.SSR`, so that the browser bundle
 * drops it and every component it renders (decision 0005); the JavaScript budget test fails
 * if react-dom/server ever reaches the browser.
 */
export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(node);
}

/** An icon's SVG markup, for a widget that shows it in the browser without lucide's runtime. */
export function iconSvg(Icon: LucideIcon, className: string): string {
  return renderToStaticMarkup(<Icon aria-hidden="true" className={className} />);
}

/** The office's time zone for a widget in the browser, with its offsets for about two years from the build. */
export function officeZone(): ZoneTable {
  return zoneTable(site.timeZone, new Date(), 800);
}
