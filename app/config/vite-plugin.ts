import { fileURLToPath } from "node:url";
import { loadEnv, type Plugin } from "vite";
import { zoneTable, type ZoneTable } from "../lib/tools/dates.ts";
import {
  emailServiceWarnings,
  loadSiteConfig,
  officeFactFiles,
  siteEnvKeys,
  type OfficeHours,
  type SiteConfig,
  type SiteEnv,
} from "./site-config.ts";

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

/*
 * The office's time zone for the browser carries its offsets, worked out here for a fixed period,
 * so the page never waits for the browser's first time-zone lookup (a long task on a slow phone:
 * Lighthouse's blocking time went from about 100 ms to 400-1,100 ms without the table). The period
 * is fixed, not counted from the build's clock, so a build gives the same bytes on any day
 * (decision 0010); outside it the browser's own time-zone data answers, correctly but slower.
 */
const zonePeriod = { from: new Date(Date.UTC(2026, 0, 1)), days: 366 * 6 };

/**
 * The compile-time constants: the whole config, and apart from it the office's time-zone table
 * and schedules, which the open-now script and the date islands read from their cached bundles
 * (app/lib/office-zone.ts, app/lib/office-hours.ts) rather than from every page, without
 * carrying the whole config.
 */
function browserConstants(config: SiteConfig): {
  __SITE_CONFIG__: SiteConfig;
  __OFFICE_ZONE__: ZoneTable;
  __OFFICE_HOURS__: OfficeHours;
} {
  return {
    __SITE_CONFIG__: config,
    __OFFICE_ZONE__: zoneTable(config.timeZone, zonePeriod.from, zonePeriod.days),
    __OFFICE_HOURS__: { dropOff: config.dropOffHours, contact: config.contactHours },
  };
}

/**
 * Validates the site config from the environment (and .env files) when Vite starts, and hands it
 * to the app as compile-time constants (`browserConstants`).
 */
export function siteConfigPlugin(): Plugin {
  return {
    name: "site-config",
    config(_, { mode }) {
      const config = loadSiteConfig(readSiteEnv(mode));
      for (const warning of emailServiceWarnings(config)) {
        console.warn(`site-config: ${warning}`);
      }
      const constants = Object.entries(browserConstants(config)).map(([name, value]) => [name, JSON.stringify(value)]);
      return { define: Object.fromEntries(constants) };
    },
    // The config is compiled into every page: `astro dev` restarts when the office's facts change.
    configureServer(server) {
      const files = Object.values(officeFactFiles).map((url) => fileURLToPath(url));
      server.watcher.add(files);
      server.watcher.on("change", (changed) => {
        if (files.includes(changed)) void server.restart();
      });
    },
  };
}
