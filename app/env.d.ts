import type { OfficeHours, SiteConfig } from "./config/site-config";
import type { ZoneTable } from "./lib/tools/dates";

declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate after first paint, once on screen and the visitor has acted: app/scripts/client-afterpaint.ts. */
      "client:afterpaint"?: boolean;
    }
  }

  /** The validated site config, injected at build time by app/config/vite-plugin.ts. */
  const __SITE_CONFIG__: SiteConfig;
  /** The office's time-zone table, from the same plugin (read through app/lib/office-zone.ts). */
  const __OFFICE_ZONE__: ZoneTable;
  /** The office's schedules, from the same plugin (read through app/lib/office-hours.ts). */
  const __OFFICE_HOURS__: OfficeHours;
}
