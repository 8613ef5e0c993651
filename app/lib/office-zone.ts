import type { ZoneTable } from "./tools/dates";

/**
 * The office's time zone with its offsets for 2026-2031, worked out by app/config/vite-plugin.ts.
 * Browser code reads it here, so it travels once in the cached scripts, not in every page's HTML
 * or island props.
 */
export const officeZone: ZoneTable = __OFFICE_ZONE__;
