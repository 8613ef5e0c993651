import type { OfficeHours } from "~/config/site-config";

export type { OfficeHours } from "~/config/site-config";

/**
 * The office's two schedules, apart from the site config (app/config/vite-plugin.ts): the
 * open-now script reads them here, so its bundle carries them and not the whole config.
 */
export const officeHours: OfficeHours = __OFFICE_HOURS__;
