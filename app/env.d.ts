import type { SiteConfig } from "./config/site-config";

declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate once the page is on screen, or then once scrolled into view: app/scripts/client-afterpaint.ts. */
      "client:afterpaint"?: boolean | "visible";
    }
  }

  /** The validated site config, injected at build time by app/config/vite-plugin.ts. */
  const __SITE_CONFIG__: SiteConfig;
}
