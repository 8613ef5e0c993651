import type { SiteConfig } from "./config/site-config";

declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate once the page is on screen: app/scripts/client-afterpaint.ts. */
      "client:afterpaint"?: boolean;
    }
  }

  /** The validated site config, injected at build time by app/config/vite-plugin.ts. */
  const __SITE_CONFIG__: SiteConfig;
}
