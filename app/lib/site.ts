import type { SiteConfig } from "~/config/site-config";

export type { Schedule, SiteConfig } from "~/config/site-config";

/** The business identity, validated at build time. Components import this, never the environment. */
export const site: SiteConfig = __SITE_CONFIG__;
