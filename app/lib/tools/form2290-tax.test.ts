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
  A: [91.67, 83.33, 75.0, 66.67, 58.33, 50.0, 41.67, 33.33, 25.0, 16.67, 8.33],
  B: [111.83, 101.67, 91.5, 81.33, 71.17, 61.0, 50.83, 40.67, 30.5, 20.33, 10.17],
  C: [132.0, 120.0, 108.0, 96.0, 84.0, 72.0, 60.0, 48.0, 36.0, 24.0, 12.0],
  D: [152.17, 138.33, 124.5, 110.67, 96.83, 83.0, 69.17, 55.33, 41.5, 27.67, 13.83],
  E: [172.33, 156.67, 141.0, 125.33, 109.67, 94.0, 78.33, 62.67, 47.0, 31.33, 15.67],
  F: [192.5, 175.0, 157.5, 140.0, 122.5, 105.0, 87.5, 70.0, 52.5, 35.0, 17.5],
  G: [212.67, 193.33, 174.0, 154.67, 135.33, 116.0, 96.67, 77.33, 58.0, 38.67, 19.33],
  H: [232.83, 211.67, 190.5, 169.33, 148.17, 127.0, 105.83, 84.67, 63.5, 42.33, 21.17],
  I: [253.0, 230.0, 207.0, 184.0, 161.0, 138.0, 115.0, 92.0, 69.0, 46.0, 23.0],
  J: [273.17, 248.33, 223.5, 198.67, 173.83, 149.0, 124.17, 99.33, 74.5, 49.67, 24.83],
  K: [293.33, 266.67, 240.0, 213.33, 186.67, 160.0, 133.33, 106.67, 80.0, 53.33, 26.67],
  L: [313.5, 285.0, 256.5, 228.0, 199.5, 171.0, 142.5, 114.0, 85.5, 57.0, 28.5],
  M: [333.67, 303.33, 273.0, 242.67, 212.33, 182.0, 151.67, 121.33, 91.0, 60.67, 30.33],
  N: [353.83, 321.67, 289.5, 257.33, 225.17, 193.0, 160.83, 128.67, 96.5, 64.33, 32.17],
  O: [374.0, 340.0, 306.0, 272.0, 238.0, 204.0, 170.0, 136.0, 102.0, 68.0, 34.0],
  P: [394.17, 358.33, 322.5, 286.67, 250.83, 215.0, 179.17, 143.33, 107.5, 71.67, 35.83],
  Q: [414.33, 376.67, 339.0, 301.33, 263.67, 226.0, 188.33, 150.67, 113.0, 75.33, 37.67],
  R: [434.5, 395.0, 355.5, 316.0, 276.5, 237.0, 197.5, 158.0, 118.5, 79.0, 39.5],
  S: [454.67, 413.33, 372.0, 330.67, 289.33, 248.0, 206.67, 165.33, 124.0, 82.67, 41.33],
  T: [474.83, 431.67, 388.5, 345.33, 302.17, 259.0, 215.83, 172.67, 129.5, 86.33, 43.17],
  U: [495.0, 450.0, 405.0, 360.0, 315.0, 270.0, 225.0, 180.0, 135.0, 90.0, 45.0],
  V: [504.17, 458.33, 412.5, 366.67, 320.83, 275.0, 229.17, 183.33, 137.5, 91.67, 45.83],
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
  A: [68.75, 62.49, 56.25, 50.0, 43.74, 37.5, 31.25, 24.99, 18.75, 12.5, 6.24],
  B: [83.87, 76.25, 68.62, 60.99, 53.37, 45.75, 38.12, 30.5, 22.87, 15.24, 7.62],
  C: [99.0, 90.0, 81.0, 72.0, 63.0, 54.0, 45.0, 36.0, 27.0, 18.0, 9.0],
  D: [114.12, 103.74, 93.37, 83.0, 72.62, 62.25, 51.87, 41.49, 31.12, 20.75, 10.37],
  E: [129.24, 117.5, 105.75, 93.99, 82.25, 70.5, 58.74, 47.0, 35.25, 23.49, 11.75],
  F: [144.37, 131.25, 118.12, 105.0, 91.87, 78.75, 65.62, 52.5, 39.37, 26.25, 13.12],
  G: [159.5, 144.99, 130.5, 116.0, 101.49, 87.0, 72.5, 57.99, 43.5, 29.0, 14.49],
  H: [174.62, 158.75, 142.87, 126.99, 111.12, 95.25, 79.37, 63.5, 47.62, 31.74, 15.87],
  I: [189.75, 172.5, 155.25, 138.0, 120.75, 103.5, 86.25, 69.0, 51.75, 34.5, 17.25],
  J: [204.87, 186.24, 167.62, 149.0, 130.37, 111.75, 93.12, 74.49, 55.87, 37.25, 18.62],
  K: [219.99, 200.0, 180.0, 159.99, 140.0, 120.0, 99.99, 80.0, 60.0, 39.99, 20.0],
  L: [235.12, 213.75, 192.37, 171.0, 149.62, 128.25, 106.87, 85.5, 64.12, 42.75, 21.37],
  M: [250.25, 227.49, 204.75, 182.0, 159.24, 136.5, 113.75, 90.99, 68.25, 45.5, 22.74],
  N: [265.37, 241.25, 217.12, 192.99, 168.87, 144.75, 120.62, 96.5, 72.37, 48.24, 24.12],
  O: [280.5, 255.0, 229.5, 204.0, 178.5, 153.0, 127.5, 102.0, 76.5, 51.0, 25.5],
  P: [295.62, 268.74, 241.87, 215.0, 188.12, 161.25, 134.37, 107.49, 80.62, 53.75, 26.87],
  Q: [310.74, 282.5, 254.25, 225.99, 197.75, 169.5, 141.24, 113.0, 84.75, 56.49, 28.25],
  R: [325.87, 296.25, 266.62, 237.0, 207.37, 177.75, 148.12, 118.5, 88.87, 59.25, 29.62],
  S: [341.0, 309.99, 279.0, 248.0, 216.99, 186.0, 155.0, 123.99, 93.0, 62.0, 30.99],
  T: [356.12, 323.75, 291.37, 258.99, 226.62, 194.25, 161.87, 129.5, 97.12, 64.74, 32.37],
  U: [371.25, 337.5, 303.75, 270.0, 236.25, 202.5, 168.75, 135.0, 101.25, 67.5, 33.75],
  V: [378.12, 343.74, 309.37, 275.0, 240.62, 206.25, 171.87, 137.49, 103.12, 68.75, 34.37],
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
      expect([taxForFirstUseCents(category, 7, false), taxForFirstUseCents(category, 7, true)]).toEqual(
        annual[category].map(cents),
      );
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
    expect([7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6].map(monthsInPeriod)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
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
    for (const weight of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => weightCategory(weight)).toThrow(RangeError);
  });
});

describe("suspensionMileLimit", () => {
  it("is 5,000 miles, 7,500 for an agricultural vehicle", () => {
    expect(suspensionMileLimit(false)).toBe(5_000);
    expect(suspensionMileLimit(true)).toBe(7_500);
  });
});

describe("form2290Tax", () => {
  const truck: Form2290Vehicle = {
    weightLb: 80_000,
    firstUseMonth: 7,
    logging: false,
    suspended: false,
    agricultural: false,
  };

  it("taxes a heavy truck for the whole period from July", () => {
    expect(form2290Tax(truck)).toEqual({
      kind: "taxable",
      category: "V",
      months: 12,
      annualCents: 55_000,
      taxCents: 55_000,
    });
  });

  it("prorates a later first use and reduces it for logging", () => {
    expect(form2290Tax({ ...truck, firstUseMonth: 10 })).toMatchObject({
      kind: "taxable",
      months: 9,
      taxCents: 41_250,
    });
    expect(form2290Tax({ ...truck, firstUseMonth: 10, logging: true })).toEqual({
      kind: "taxable",
      category: "V",
      months: 9,
      annualCents: 41_250,
      taxCents: 30_937,
    });
    expect(form2290Tax({ ...truck, weightLb: 55_000, firstUseMonth: 6 })).toMatchObject({
      category: "A",
      taxCents: 833,
    });
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
    expect(form2290Tax({ ...truck, suspended: true, agricultural: true })).toEqual({
      kind: "suspended",
      category: "W",
      taxCents: 0,
      mileLimit: 7_500,
    });
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
