import data from "./dates.json" with { type: "json" };
import type { Dates } from "./schemas";

/** A day of the year: month 1-12 and the day of the month. */
export interface YearDay {
  readonly month: number;
  readonly day: number;
}

/**
 * The yearly dates the site states (app/data/dates.json): service pages in every language, the
 * deadline rules and the calendar read them from here (app/lib/tools/deadlines.ts builds its
 * events from them), and each language writes them its own way (formats.<locale>.dayMonth).
 */
export const dates: Dates = data;
