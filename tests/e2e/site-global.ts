import { loadSiteConfig } from "../../app/config/site-config";
import { readSiteEnv } from "../../app/config/vite-plugin";

/*
 * Content modules read the site config as the build does, through the compile-time constant
 * __SITE_CONFIG__; tests that import them outside Vite set it first (import this module first).
 */
(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = loadSiteConfig(readSiteEnv("production"));
