import { loadEnv, type Plugin } from "vite";
import { emailServiceWarnings, loadSiteConfig, siteEnvKeys, type SiteEnv } from "./site-config.ts";

/** The site's variables from the environment, then from .env files, as Vite reads them. */
export function readSiteEnv(mode: string): SiteEnv {
  const fileEnv = loadEnv(mode, process.cwd(), "");
  const env: SiteEnv = {};
  for (const key of siteEnvKeys) {
    const value = process.env[key] ?? fileEnv[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

/**
 * Validates the site config from the environment (and .env files) when Vite starts,
 * and hands it to the app as the compile-time constant __SITE_CONFIG__.
 */
export function siteConfigPlugin(): Plugin {
  return {
    name: "site-config",
    config(_, { mode }) {
      const config = loadSiteConfig(readSiteEnv(mode));
      for (const warning of emailServiceWarnings(config)) {
        console.warn(`site-config: ${warning}`);
      }
      return { define: { __SITE_CONFIG__: JSON.stringify(config) } };
    },
  };
}
