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

/**
 * The office's time zone for the browser, with its offsets worked out at build time for a fixed
 * period, so the page never waits for the browser's first time-zone lookup (a long task on a slow
 * phone: Lighthouse's blocking time went from about 100 ms to 400-1,100 ms without the table).
 * The period is fixed, not counted from the build's clock, so a build gives the same bytes on any
 * day (decision 0010); outside it the browser's own time-zone data answers, correctly but slower.
 */
const zonePeriod = { from: new Date(Date.UTC(2026, 0, 1)), days: 366 * 6 };

let zone: ZoneTable | undefined;

export function officeZone(): ZoneTable {
  zone ??= zoneTable(site.timeZone, zonePeriod.from, zonePeriod.days);
  return zone;
}
