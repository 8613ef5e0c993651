import data from "./dates.json" with { type: "json" };
import type { Dates, YearDay } from "./schemas";

export type { YearDay };

/**
 * The yearly dates the site states (app/data/dates.json): service pages in every language, the
 * deadline rules and the calendar read them from here (app/lib/tools/deadlines.ts builds its
 * events from them), and each language writes them its own way (formats.<locale>.dayMonth).
 */
export const dates: Dates = data;
