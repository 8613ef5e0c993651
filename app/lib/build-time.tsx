import type { LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "./site";
import { zoneTable, type ZoneTable } from "./tools/dates";

/*
 * Helpers for what the build hands to code that runs in the browser (islands and small scripts),
 * so that code carries neither lucide's runtime nor a time-zone lookup.
 */

/** An icon's SVG markup, for a widget that shows it in the browser without lucide's runtime. */
export function iconSvg(Icon: LucideIcon, className: string): string {
  return renderToStaticMarkup(<Icon aria-hidden="true" className={className} />);
}

/** The office's time zone for the browser, with its offsets for about two years from the build. */
export function officeZone(): ZoneTable {
  return zoneTable(site.timeZone, new Date(), 800);
}
