import data from "./weight-distance.json" with { type: "json" };
import type { WeightDistanceRates } from "./schemas";

/*
 * Weight-distance tax rates: what a truck pays for each mile it runs in a state, by its weight.
 * Only the states whose current tables the office has confirmed are here: Kentucky, New Mexico and
 * New York. Oregon's table was amended by HB 3991 (2025) and Connecticut's middle brackets were
 * not found, so neither has figures until the office confirms them. Who is taxed (the weight
 * over which each state's tax starts) is in thresholds.ts; app/lib/tools/weight-distance.ts
 * computes the tax from these rates.
 *
 * Each table is written as its source prints it: the same units, the same brackets
 * (app/data/weight-distance.json).
 */

/** A weight bracket as printed: `fromLb` to `toLb` pounds, both included; `toLb` null is "and over". */
export interface WeightRange {
  readonly fromLb: number;
  readonly toLb: number | null;
}

export const weightDistanceRates: WeightDistanceRates = data;
