import type { LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * Helpers for what the build hands to code that runs in the browser (islands and small scripts),
 * so that code carries no lucide runtime. The office's time-zone table reaches it as a
 * compile-time constant instead (app/lib/office-zone.ts).
 */

/** An icon's SVG markup, for a widget that shows it in the browser without lucide's runtime. */
export function iconSvg(Icon: LucideIcon, className: string): string {
  return renderToStaticMarkup(<Icon aria-hidden="true" className={className} />);
}
