import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "./site";
import { zoneTable, type ZoneTable } from "./tools/dates";

/**
 * Markup for the parts of a page that never change in the browser, rendered by the build-time
 * loaders. The components used here never reach the browser bundle: see decision 0005.
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
