import { describe, expect, it } from "vitest";
import {
  annualTaxCents,
  categoryWeights,
  form2290Tax,
  type Form2290Vehicle,
  monthsInPeriod,
  SUSPENDED_CATEGORY,
  suspensionMileLimit,
  type TaxableCategory,
  taxableCategories,
  taxForFirstUseCents,
  weightCategory,
} from "./form2290-tax";
import { thresholds } from "~/data/thresholds";

/*
 * The expected amounts are the IRS's published tables, typed as printed (Instructions for Form
 * 2290, Table I and Table II, and the annual columns 1(a) and 1(b) of Form 2290 page 2, as
 * transcribed in the office's reference: /work/shared/reference/calculator-data.md, section 1 and
 * Appendix A). The module computes them; these tests check every published cell.
 */

/** Columns of the IRS tables: the calendar month of first use, August (11 months) to June (1). */
const tableMonths = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6] as const;

/** Table I, vehicles except logging: dollars by month of first use, Aug ... Jun. */
const tableI: Record<TaxableCategory, readonly number[]> = {
  A: [91.67, 83.33, 75.00, 66.67, 58.33, 50.00, 41.67, 33.33, 25.00, 16.67, 8.33],
  B: [111.83, 101.67, 91.50, 81.33, 71.17, 61.00, 50.83, 40.67, 30.50, 20.33, 10.17],
  C: [132.00, 120.00, 108.00, 96.00, 84.00, 72.00, 60.00, 48.00, 36.00, 24.00, 12.00],
  D: [152.17, 138.33, 124.50, 110.67, 96.83, 83.00, 69.17, 55.33, 41.50, 27.67, 13.83],
  E: [172.33, 156.67, 141.00, 125.33, 109.67, 94.00, 78.33, 62.67, 47.00, 31.33, 15.67],
  F: [192.50, 175.00, 157.50, 140.00, 122.50, 105.00, 87.50, 70.00, 52.50, 35.00, 17.50],
  G: [212.67, 193.33, 174.00, 154.67, 135.33, 116.00, 96.67, 77.33, 58.00, 38.67, 19.33],
  H: [232.83, 211.67, 190.50, 169.33, 148.17, 127.00, 105.83, 84.67, 63.50, 42.33, 21.17],
  I: [253.00, 230.00, 207.00, 184.00, 161.00, 138.00, 115.00, 92.00, 69.00, 46.00, 23.00],
  J: [273.17, 248.33, 223.50, 198.67, 173.83, 149.00, 124.17, 99.33, 74.50, 49.67, 24.83],
  K: [293.33, 266.67, 240.00, 213.33, 186.67, 160.00, 133.33, 106.67, 80.00, 53.33, 26.67],
  L: [313.50, 285.00, 256.50, 228.00, 199.50, 171.00, 142.50, 114.00, 85.50, 57.00, 28.50],
  M: [333.67, 303.33, 273.00, 242.67, 212.33, 182.00, 151.67, 121.33, 91.00, 60.67, 30.33],
  N: [353.83, 321.67, 289.50, 257.33, 225.17, 193.00, 160.83, 128.67, 96.50, 64.33, 32.17],
  O: [374.00, 340.00, 306.00, 272.00, 238.00, 204.00, 170.00, 136.00, 102.00, 68.00, 34.00],
  P: [394.17, 358.33, 322.50, 286.67, 250.83, 215.00, 179.17, 143.33, 107.50, 71.67, 35.83],
  Q: [414.33, 376.67, 339.00, 301.33, 263.67, 226.00, 188.33, 150.67, 113.00, 75.33, 37.67],
  R: [434.50, 395.00, 355.50, 316.00, 276.50, 237.00, 197.50, 158.00, 118.50, 79.00, 39.50],
  S: [454.67, 413.33, 372.00, 330.67, 289.33, 248.00, 206.67, 165.33, 124.00, 82.67, 41.33],
  T: [474.83, 431.67, 388.50, 345.33, 302.17, 259.00, 215.83, 172.67, 129.50, 86.33, 43.17],
  U: [495.00, 450.00, 405.00, 360.00, 315.00, 270.00, 225.00, 180.00, 135.00, 90.00, 45.00],
  V: [504.17, 458.33, 412.50, 366.67, 320.83, 275.00, 229.17, 183.33, 137.50, 91.67, 45.83],
};

/**
 * Table II, logging vehicles: dollars by month of first use, Aug ... Jun.
 *
 * V / March (4 months): one transcription of the table (an unrelated e-file codebase) prints
 * 137.50; send2290-app's transcription prints 137.49. The module gives 137.49: Table II is 75% of
 * the rounded Table I cell with any part of a cent dropped, 0.75 x 183.33 = 137.4975 -> 137.49, the
 * rule that reproduces all other 241 cells of Table II. Rounding 75% of the exact 183.333... would
 * give 137.50, but that rule misses 110 of the 242 cells as send2290 prints them (109 besides this
 * one). The same row settles it: both transcriptions print V / September as 343.74, where 75% of
 * the exact 458.333... (or of 412.50 x 10/12) is 343.75. Only a rule that first rounds the Table I
 * cell and then drops the part of a cent gives 343.74, and that rule gives 137.49 for March; a
 * table printing 137.50 there would follow no rule its other cells follow. (The IRS PDF itself
 * could not be fetched from this machine; this is the IRS's table read against itself.)
 */
const tableII: Record<TaxableCategory, readonly number[]> = {
  A: [68.75, 62.49, 56.25, 50.00, 43.74, 37.50, 31.25, 24.99, 18.75, 12.50, 6.24],
  B: [83.87, 76.25, 68.62, 60.99, 53.37, 45.75, 38.12, 30.50, 22.87, 15.24, 7.62],
  C: [99.00, 90.00, 81.00, 72.00, 63.00, 54.00, 45.00, 36.00, 27.00, 18.00, 9.00],
  D: [114.12, 103.74, 93.37, 83.00, 72.62, 62.25, 51.87, 41.49, 31.12, 20.75, 10.37],
  E: [129.24, 117.50, 105.75, 93.99, 82.25, 70.50, 58.74, 47.00, 35.25, 23.49, 11.75],
  F: [144.37, 131.25, 118.12, 105.00, 91.87, 78.75, 65.62, 52.50, 39.37, 26.25, 13.12],
  G: [159.50, 144.99, 130.50, 116.00, 101.49, 87.00, 72.50, 57.99, 43.50, 29.00, 14.49],
  H: [174.62, 158.75, 142.87, 126.99, 111.12, 95.25, 79.37, 63.50, 47.62, 31.74, 15.87],
  I: [189.75, 172.50, 155.25, 138.00, 120.75, 103.50, 86.25, 69.00, 51.75, 34.50, 17.25],
  J: [204.87, 186.24, 167.62, 149.00, 130.37, 111.75, 93.12, 74.49, 55.87, 37.25, 18.62],
  K: [219.99, 200.00, 180.00, 159.99, 140.00, 120.00, 99.99, 80.00, 60.00, 39.99, 20.00],
  L: [235.12, 213.75, 192.37, 171.00, 149.62, 128.25, 106.87, 85.50, 64.12, 42.75, 21.37],
  M: [250.25, 227.49, 204.75, 182.00, 159.24, 136.50, 113.75, 90.99, 68.25, 45.50, 22.74],
  N: [265.37, 241.25, 217.12, 192.99, 168.87, 144.75, 120.62, 96.50, 72.37, 48.24, 24.12],
  O: [280.50, 255.00, 229.50, 204.00, 178.50, 153.00, 127.50, 102.00, 76.50, 51.00, 25.50],
  P: [295.62, 268.74, 241.87, 215.00, 188.12, 161.25, 134.37, 107.49, 80.62, 53.75, 26.87],
  Q: [310.74, 282.50, 254.25, 225.99, 197.75, 169.50, 141.24, 113.00, 84.75, 56.49, 28.25],
  R: [325.87, 296.25, 266.62, 237.00, 207.37, 177.75, 148.12, 118.50, 88.87, 59.25, 29.62],
  S: [341.00, 309.99, 279.00, 248.00, 216.99, 186.00, 155.00, 123.99, 93.00, 62.00, 30.99],
  T: [356.12, 323.75, 291.37, 258.99, 226.62, 194.25, 161.87, 129.50, 97.12, 64.74, 32.37],
  U: [371.25, 337.50, 303.75, 270.00, 236.25, 202.50, 168.75, 135.00, 101.25, 67.50, 33.75],
  V: [378.12, 343.74, 309.37, 275.00, 240.62, 206.25, 171.87, 137.49, 103.12, 68.75, 34.37],
};

/** Form 2290 page 2: the full-period tax, column 1(a), and for logging vehicles column 1(b). */
const annual: Record<TaxableCategory, readonly [number, number]> = {
  A: [100.0, 75.0],
  B: [122.0, 91.5],
  C: [144.0, 108.0],
  D: [166.0, 124.5],
  E: [188.0, 141.0],
  F: [210.0, 157.5],
  G: [232.0, 174.0],
  H: [254.0, 190.5],
  I: [276.0, 207.0],
  J: [298.0, 223.5],
  K: [320.0, 240.0],
  L: [342.0, 256.5],
  M: [364.0, 273.0],
  N: [386.0, 289.5],
  O: [408.0, 306.0],
  P: [430.0, 322.5],
  Q: [452.0, 339.0],
  R: [474.0, 355.5],
  S: [496.0, 372.0],
  T: [518.0, 388.5],
  U: [540.0, 405.0],
  V: [550.0, 412.5],
};

const cents = (dollars: number) => Math.round(dollars * 100);

describe("taxForFirstUseCents", () => {
  it.each(taxableCategories)("reproduces Table I, category %s, August to June", (category) => {
    const computed = tableMonths.map((month) => taxForFirstUseCents(category, month, false));
    expect(computed).toEqual(tableI[category].map(cents));
  });

  it.each(taxableCategories)("reproduces Table II (logging), category %s, August to June", (category) => {
    const computed = tableMonths.map((month) => taxForFirstUseCents(category, month, true));
    expect(computed).toEqual(tableII[category].map(cents));
  });

  it("covers both whole tables, 22 categories by 11 months", () => {
    expect(Object.keys(tableI)).toEqual([...taxableCategories]);
    expect(Object.keys(tableII)).toEqual([...taxableCategories]);
    for (const table of [tableI, tableII]) for (const row of Object.values(table)) expect(row).toHaveLength(11);
  });

  it("gives 137.49 for the disputed Table II cell V / March, by the rule its row's September cell (343.74) requires", () => {
    expect(taxForFirstUseCents("V", 9, true)).toBe(34_374);
    expect(taxForFirstUseCents("V", 3, true)).toBe(13_749);
    expect(taxForFirstUseCents("V", 3, false)).toBe(18_333);
  });

  it("keeps the cent the IRS drops in Table II where 75% of the exact tax would round up", () => {
    // A, September: 75% of 83.333... is 62.50 exactly, but the table (75% of 83.33) prints 62.49.
    expect(taxForFirstUseCents("A", 9, true)).toBe(6_249);
    // F, October: 0.75 x 157.50 = 118.125, printed 118.12.
    expect(taxForFirstUseCents("F", 10, true)).toBe(11_812);
  });

  it("gives the full-period tax for a July first use", () => {
    for (const category of taxableCategories) {
      expect([taxForFirstUseCents(category, 7, false), taxForFirstUseCents(category, 7, true)]).toEqual(annual[category].map(cents));
    }
  });

  it("rejects a month that does not exist", () => {
    expect(() => taxForFirstUseCents("A", 0, false)).toThrow(RangeError);
    expect(() => taxForFirstUseCents("A", 13, false)).toThrow(RangeError);
  });
});

describe("annualTaxCents", () => {
  it.each(taxableCategories)("matches Form 2290 columns 1(a) and 1(b) for category %s", (category) => {
    expect([annualTaxCents(category, false), annualTaxCents(category, true)]).toEqual(annual[category].map(cents));
  });
});

describe("monthsInPeriod", () => {
  it("counts the month of first use through June", () => {
    expect([7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map(monthsInPeriod)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("rejects what is not a calendar month", () => {
    for (const month of [0, 13, -1, 6.5, Number.NaN]) expect(() => monthsInPeriod(month)).toThrow(RangeError);
  });
});

describe("weightCategory", () => {
  it.each([
    [0, "not-taxable"],
    [54_999, "not-taxable"],
    [55_000, "A"],
    [55_001, "B"],
    [56_000, "B"],
    [56_001, "C"],
    [64_500, "K"],
    [74_001, "U"],
    [75_000, "U"],
    [75_001, "V"],
    [80_000, "V"],
    [200_000, "V"],
  ] as const)("puts %i lb in %s", (weightLb, category) => {
    expect(weightCategory(weightLb)).toBe(category);
  });

  it("counts part of a 1,000 lb step as a whole step", () => {
    expect(weightCategory(55_000.5)).toBe("B");
  });

  it("has a letter for each step from the threshold to the maximum, and one over it", () => {
    const { atLeastLb, stepLb, maximumOverLb } = thresholds.form2290;
    expect(taxableCategories).toHaveLength((maximumOverLb - atLeastLb) / stepLb + 2);
  });

  it("rejects what is not a weight", () => {
    for (const weight of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => weightCategory(weight)).toThrow(RangeError);
  });
});

describe("suspensionMileLimit", () => {
  it("is 5,000 miles, 7,500 for an agricultural vehicle", () => {
    expect(suspensionMileLimit(false)).toBe(5_000);
    expect(suspensionMileLimit(true)).toBe(7_500);
  });
});

describe("form2290Tax", () => {
  const truck: Form2290Vehicle = { weightLb: 80_000, firstUseMonth: 7, logging: false, suspended: false, agricultural: false };

  it("taxes a heavy truck for the whole period from July", () => {
    expect(form2290Tax(truck)).toEqual({ kind: "taxable", category: "V", months: 12, annualCents: 55_000, taxCents: 55_000 });
  });

  it("prorates a later first use and reduces it for logging", () => {
    expect(form2290Tax({ ...truck, firstUseMonth: 10 })).toMatchObject({ kind: "taxable", months: 9, taxCents: 41_250 });
    expect(form2290Tax({ ...truck, firstUseMonth: 10, logging: true })).toEqual({
      kind: "taxable",
      category: "V",
      months: 9,
      annualCents: 41_250,
      taxCents: 30_937,
    });
    expect(form2290Tax({ ...truck, weightLb: 55_000, firstUseMonth: 6 })).toMatchObject({ category: "A", taxCents: 833 });
  });

  it("leaves a truck under the taxable weight out, suspended or not", () => {
    expect(form2290Tax({ ...truck, weightLb: 54_999 })).toEqual({ kind: "not-taxable" });
    expect(form2290Tax({ ...truck, weightLb: 54_999, suspended: true })).toEqual({ kind: "not-taxable" });
  });

  it("suspends the tax (category W) of a truck expected to run 5,000 miles or fewer, logging or not", () => {
    const suspended = { kind: "suspended", category: SUSPENDED_CATEGORY, taxCents: 0, mileLimit: 5_000 };
    expect(SUSPENDED_CATEGORY).toBe("W");
    expect(form2290Tax({ ...truck, suspended: true })).toEqual(suspended);
    expect(form2290Tax({ ...truck, suspended: true, logging: true, firstUseMonth: 1 })).toEqual(suspended);
  });

  it("states an agricultural vehicle's limit as 7,500 miles", () => {
    expect(form2290Tax({ ...truck, suspended: true, agricultural: true })).toEqual({ kind: "suspended", category: "W", taxCents: 0, mileLimit: 7_500 });
    expect(form2290Tax({ ...truck, agricultural: true })).toMatchObject({ kind: "taxable", taxCents: 55_000 });
  });

  it("rejects impossible input", () => {
    expect(() => form2290Tax({ ...truck, firstUseMonth: 13 })).toThrow(RangeError);
    expect(() => form2290Tax({ ...truck, weightLb: 54_999, firstUseMonth: 0 })).toThrow(RangeError);
    expect(() => form2290Tax({ ...truck, weightLb: -5 })).toThrow(RangeError);
  });
});

describe("categoryWeights", () => {
  it("gives each category the weights weightCategory puts in it", () => {
    expect(categoryWeights("A")).toEqual({ fromLb: 55_000, toLb: 55_000 });
    expect(categoryWeights("B")).toEqual({ fromLb: 55_001, toLb: 56_000 });
    expect(categoryWeights("U")).toEqual({ fromLb: 74_001, toLb: 75_000 });
    expect(categoryWeights("V")).toEqual({ fromLb: 75_001, toLb: null });
    for (const category of taxableCategories) {
      const { fromLb, toLb } = categoryWeights(category);
      expect(weightCategory(fromLb)).toBe(category);
      expect(weightCategory(toLb ?? 200_000)).toBe(category);
      if (fromLb > 55_000) expect(weightCategory(fromLb - 1)).not.toBe(category);
    }
  });
});
