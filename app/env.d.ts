import type { SiteConfig } from "./config/site-config";

declare global {
  /** The validated site config, injected at build time by app/config/vite-plugin.ts. */
  const __SITE_CONFIG__: SiteConfig;
}
