/*
 * Weight-distance tax rates: what a truck pays for each mile it runs in a state, by its weight.
 * Only the states whose current tables the office has confirmed are here: Kentucky, New Mexico and
 * New York. Oregon's table was amended by HB 3991 (2025) and Connecticut's middle brackets were
 * not found, so neither has figures until the office confirms them. Who is taxed (the weight
 * over which each state's tax starts) is in thresholds.ts; app/lib/tools/weight-distance.ts
 * computes the tax from these rates.
 *
 * Each table is written as its source prints it: the same units, the same brackets.
 */

/** A weight bracket as printed: `fromLb` to `toLb` pounds, both included; `toLb` null is "and over". */
export interface WeightRange {
  readonly fromLb: number;
  readonly toLb: number | null;
}

export const weightDistanceRates = {
  /**
   * The day these rates were last checked against the office's reference compilation
   * (calculator-data.md of 2026-11-26, section 5), which read them from stored copies of the
   * sources below, not the live pages.
   */
  checked: { year: 2026, month: 11, day: 26 },
  /**
   * Kentucky weight distance tax (KYU): one rate in dollars a mile for every motor vehicle with a
   * combined licensed weight over thresholds.kentucky.overLb (KRS 138.660(3), effective July 15,
   * 1996; no later amendment found).
   */
  kentucky: {
    source: "KRS 138.660(3)",
    url: "https://legalfix.com/statutes/state-codes/kentucky/chapter-138/section-138-660",
    dollarsPerMile: 0.0285,
  },
  /**
   * New Mexico weight distance tax, in mills a mile (a mill is a thousandth of a dollar), by
   * declared gross weight (NMSA 1978 § 7-15A-6(A), current through 2024, ch. 69; last amended
   * 2004). `oneWayHaul`: § 7-15A-6(B) taxes a vehicle customarily used for one-way hauls, running
   * empty at least `minEmptyPercent` percent of its registration-year miles and so classified on
   * its sworn application, at `share` (two-thirds) of the table's rate.
   */
  newMexico: {
    source: "NMSA 1978 § 7-15A-6",
    url: "https://law.justia.com/codes/new-mexico/2013/chapter-7/article-15a/section-7-15a-6/",
    brackets: [
      { fromLb: 26_001, toLb: 28_000, millsPerMile: 11.01 },
      { fromLb: 28_001, toLb: 30_000, millsPerMile: 11.88 },
      { fromLb: 30_001, toLb: 32_000, millsPerMile: 12.77 },
      { fromLb: 32_001, toLb: 34_000, millsPerMile: 13.64 },
      { fromLb: 34_001, toLb: 36_000, millsPerMile: 14.52 },
      { fromLb: 36_001, toLb: 38_000, millsPerMile: 15.39 },
      { fromLb: 38_001, toLb: 40_000, millsPerMile: 16.73 },
      { fromLb: 40_001, toLb: 42_000, millsPerMile: 18.05 },
      { fromLb: 42_001, toLb: 44_000, millsPerMile: 19.36 },
      { fromLb: 44_001, toLb: 46_000, millsPerMile: 20.69 },
      { fromLb: 46_001, toLb: 48_000, millsPerMile: 22.01 },
      { fromLb: 48_001, toLb: 50_000, millsPerMile: 23.33 },
      { fromLb: 50_001, toLb: 52_000, millsPerMile: 24.65 },
      { fromLb: 52_001, toLb: 54_000, millsPerMile: 25.96 },
      { fromLb: 54_001, toLb: 56_000, millsPerMile: 27.29 },
      { fromLb: 56_001, toLb: 58_000, millsPerMile: 28.62 },
      { fromLb: 58_001, toLb: 60_000, millsPerMile: 29.93 },
      { fromLb: 60_001, toLb: 62_000, millsPerMile: 31.24 },
      { fromLb: 62_001, toLb: 64_000, millsPerMile: 32.58 },
      { fromLb: 64_001, toLb: 66_000, millsPerMile: 33.9 },
      { fromLb: 66_001, toLb: 68_000, millsPerMile: 35.21 },
      { fromLb: 68_001, toLb: 70_000, millsPerMile: 36.52 },
      { fromLb: 70_001, toLb: 72_000, millsPerMile: 37.86 },
      { fromLb: 72_001, toLb: 74_000, millsPerMile: 39.26 },
      { fromLb: 74_001, toLb: 76_000, millsPerMile: 40.71 },
      { fromLb: 76_001, toLb: 78_000, millsPerMile: 42.21 },
      { fromLb: 78_001, toLb: null, millsPerMile: 43.78 },
    ],
    oneWayHaul: { share: { numerator: 2, denominator: 3 }, minEmptyPercent: 45 },
  },
  /**
   * New York highway use tax, gross weight method, Schedule 1 (the rates for all taxable miles,
   * supplemental tax included), Table 1: laden miles, in dollars a mile by gross weight. Over the
   * last bracket's top weight, `overTop` adds its rate for each `tonLb` ton or part of a ton.
   * Unladen miles are taxed by unladen weight (Tables 2 and 3), not here. The page shows no date;
   * no 2025 or 2026 change was found.
   */
  newYork: {
    source: "NY Tax Law § 503; Department of Taxation and Finance, Highway use tax rates, Schedule 1",
    url: "https://www.tax.ny.gov/e-services/huwf/hutwf_rate_sch1.htm",
    brackets: [
      { fromLb: 18_001, toLb: 20_000, dollarsPerMile: 0.0084 },
      { fromLb: 20_001, toLb: 22_000, dollarsPerMile: 0.0098 },
      { fromLb: 22_001, toLb: 24_000, dollarsPerMile: 0.0112 },
      { fromLb: 24_001, toLb: 26_000, dollarsPerMile: 0.0126 },
      { fromLb: 26_001, toLb: 28_000, dollarsPerMile: 0.0133 },
      { fromLb: 28_001, toLb: 30_000, dollarsPerMile: 0.014 },
      { fromLb: 30_001, toLb: 32_000, dollarsPerMile: 0.0147 },
      { fromLb: 32_001, toLb: 34_000, dollarsPerMile: 0.0154 },
      { fromLb: 34_001, toLb: 36_000, dollarsPerMile: 0.0161 },
      { fromLb: 36_001, toLb: 38_000, dollarsPerMile: 0.0168 },
      { fromLb: 38_001, toLb: 40_000, dollarsPerMile: 0.0175 },
      { fromLb: 40_001, toLb: 42_000, dollarsPerMile: 0.0182 },
      { fromLb: 42_001, toLb: 44_000, dollarsPerMile: 0.0196 },
      { fromLb: 44_001, toLb: 46_000, dollarsPerMile: 0.021 },
      { fromLb: 46_001, toLb: 48_000, dollarsPerMile: 0.0224 },
      { fromLb: 48_001, toLb: 50_000, dollarsPerMile: 0.0238 },
      { fromLb: 50_001, toLb: 52_000, dollarsPerMile: 0.0252 },
      { fromLb: 52_001, toLb: 54_000, dollarsPerMile: 0.0266 },
      { fromLb: 54_001, toLb: 56_000, dollarsPerMile: 0.028 },
      { fromLb: 56_001, toLb: 58_000, dollarsPerMile: 0.0294 },
      { fromLb: 58_001, toLb: 60_000, dollarsPerMile: 0.0308 },
      { fromLb: 60_001, toLb: 62_000, dollarsPerMile: 0.0322 },
      { fromLb: 62_001, toLb: 64_000, dollarsPerMile: 0.0336 },
      { fromLb: 64_001, toLb: 66_000, dollarsPerMile: 0.0357 },
      { fromLb: 66_001, toLb: 68_000, dollarsPerMile: 0.0378 },
      { fromLb: 68_001, toLb: 70_000, dollarsPerMile: 0.0399 },
      { fromLb: 70_001, toLb: 72_000, dollarsPerMile: 0.042 },
      { fromLb: 72_001, toLb: 74_000, dollarsPerMile: 0.0455 },
      { fromLb: 74_001, toLb: 76_000, dollarsPerMile: 0.049 },
      { fromLb: 76_001, toLb: 78_000, dollarsPerMile: 0.0518 },
      { fromLb: 78_001, toLb: 80_000, dollarsPerMile: 0.0546 },
    ],
    overTop: { dollarsPerMilePerTon: 0.0028, tonLb: 2_000 },
  },
} as const;
