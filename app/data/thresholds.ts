import data from "./thresholds.json" with { type: "json" };
import type { Thresholds } from "./schemas";

/**
 * The weight and axle thresholds the site states (app/data/thresholds.json), in gross pounds,
 * truck and trailer together. Each language formats the numbers its own way (app/i18n/format.ts).
 */
export const thresholds: Thresholds = data;
