import { describe, expect, it } from "vitest";
import { rateFor, taxForMiles, totalTax, type WeightDistanceState, weightDistanceStates } from "./weight-distance";
import { parseWholeNumber } from "./numbers";
import { thresholds } from "~/data/thresholds";
import { weightDistanceRates } from "~/data/weight-distance";

/*
 * Expected rates are the published tables, typed as printed (the office's reference,
 * /work/shared/reference/calculator-data.md section 5): New Mexico NMSA 7-15A-6 in mills, written
 * here in dollars (11.01 mills = $0.01101); New York Schedule 1, Table 1; Kentucky KRS 138.660(3).
 */

/** Both ends of every New Mexico bracket (each boundary and the pound after it), dollars a mile. */
const newMexicoEdges: [number, number][] = [
  [26_000, 0],
  [26_001, 0.01101],
  [28_000, 0.01101],
  [28_001, 0.01188],
  [30_000, 0.01188],
  [30_001, 0.01277],
  [32_000, 0.01277],
  [32_001, 0.01364],
  [34_000, 0.01364],
  [34_001, 0.01452],
  [36_000, 0.01452],
  [36_001, 0.01539],
  [38_000, 0.01539],
  [38_001, 0.01673],
  [40_000, 0.01673],
  [40_001, 0.01805],
  [42_000, 0.01805],
  [42_001, 0.01936],
  [44_000, 0.01936],
  [44_001, 0.02069],
  [46_000, 0.02069],
  [46_001, 0.02201],
  [48_000, 0.02201],
  [48_001, 0.02333],
  [50_000, 0.02333],
  [50_001, 0.02465],
  [52_000, 0.02465],
  [52_001, 0.02596],
  [54_000, 0.02596],
  [54_001, 0.02729],
  [56_000, 0.02729],
  [56_001, 0.02862],
  [58_000, 0.02862],
  [58_001, 0.02993],
  [60_000, 0.02993],
  [60_001, 0.03124],
  [62_000, 0.03124],
  [62_001, 0.03258],
  [64_000, 0.03258],
  [64_001, 0.0339],
  [66_000, 0.0339],
  [66_001, 0.03521],
  [68_000, 0.03521],
  [68_001, 0.03652],
  [70_000, 0.03652],
  [70_001, 0.03786],
  [72_000, 0.03786],
  [72_001, 0.03926],
  [74_000, 0.03926],
  [74_001, 0.04071],
  [76_000, 0.04071],
  [76_001, 0.04221],
  [78_000, 0.04221],
  [78_001, 0.04378],
  [200_000, 0.04378],
];

/** Both ends of every New York Table 1 bracket, dollars a mile. */
const newYorkEdges: [number, number][] = [
  [18_000, 0],
  [18_001, 0.0084],
  [20_000, 0.0084],
  [20_001, 0.0098],
  [22_000, 0.0098],
  [22_001, 0.0112],
  [24_000, 0.0112],
  [24_001, 0.0126],
  [26_000, 0.0126],
  [26_001, 0.0133],
  [28_000, 0.0133],
  [28_001, 0.014],
  [30_000, 0.014],
  [30_001, 0.0147],
  [32_000, 0.0147],
  [32_001, 0.0154],
  [34_000, 0.0154],
  [34_001, 0.0161],
  [36_000, 0.0161],
  [36_001, 0.0168],
  [38_000, 0.0168],
  [38_001, 0.0175],
  [40_000, 0.0175],
  [40_001, 0.0182],
  [42_000, 0.0182],
  [42_001, 0.0196],
  [44_000, 0.0196],
  [44_001, 0.021],
  [46_000, 0.021],
  [46_001, 0.0224],
  [48_000, 0.0224],
  [48_001, 0.0238],
  [50_000, 0.0238],
  [50_001, 0.0252],
  [52_000, 0.0252],
  [52_001, 0.0266],
  [54_000, 0.0266],
  [54_001, 0.028],
  [56_000, 0.028],
  [56_001, 0.0294],
  [58_000, 0.0294],
  [58_001, 0.0308],
  [60_000, 0.0308],
  [60_001, 0.0322],
  [62_000, 0.0322],
  [62_001, 0.0336],
  [64_000, 0.0336],
  [64_001, 0.0357],
  [66_000, 0.0357],
  [66_001, 0.0378],
  [68_000, 0.0378],
  [68_001, 0.0399],
  [70_000, 0.0399],
  [70_001, 0.042],
  [72_000, 0.042],
  [72_001, 0.0455],
  [74_000, 0.0455],
  [74_001, 0.049],
  [76_000, 0.049],
  [76_001, 0.0518],
  [78_000, 0.0518],
  [78_001, 0.0546],
  [80_000, 0.0546],
];

/** The rate as a number, 0 for "not taxable at this weight". */
function dollarsPerMile(state: WeightDistanceState, weightLb: number): number {
  const rate = rateFor(state, weightLb);
  return rate.kind === "taxable" ? rate.dollarsPerMile : 0;
}

describe("rateFor", () => {
  it.each(newMexicoEdges)("New Mexico: %i lb pays $%s a mile", (weightLb, rate) => {
    expect(dollarsPerMile("NM", weightLb)).toBe(rate);
  });

  it.each(newYorkEdges)("New York: %i lb pays $%s a mile", (weightLb, rate) => {
    expect(dollarsPerMile("NY", weightLb)).toBe(rate);
  });

  it("New York over 80,000 lb adds $0.0028 for each ton or part of a ton", () => {
    expect(rateFor("NY", 80_001)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 80_001, toLb: 82_000 },
      dollarsPerMile: 0.0574,
    });
    expect(rateFor("NY", 82_000)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 80_001, toLb: 82_000 },
      dollarsPerMile: 0.0574,
    });
    expect(rateFor("NY", 82_001)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 82_001, toLb: 84_000 },
      dollarsPerMile: 0.0602,
    });
    // 20 NYCRR 481.3 lists 98,001-100,000 lb at the base .059; Schedule 1 is 1.4 times that.
    expect(dollarsPerMile("NY", 100_000)).toBe(0.0826);
    expect(dollarsPerMile("NY", 100_001)).toBe(0.0854);
  });

  it("Kentucky taxes over 59,999 lb at one rate", () => {
    expect(rateFor("KY", 0)).toEqual({ kind: "not-taxable", overLb: 59_999 });
    expect(rateFor("KY", 59_999)).toEqual({ kind: "not-taxable", overLb: 59_999 });
    expect(rateFor("KY", 60_000)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 60_000, toLb: null },
      dollarsPerMile: 0.0285,
    });
    expect(dollarsPerMile("KY", 80_000)).toBe(0.0285);
    expect(dollarsPerMile("KY", 200_000)).toBe(0.0285);
  });

  it("names the bracket and the state's threshold", () => {
    expect(rateFor("NM", 26_000)).toEqual({ kind: "not-taxable", overLb: thresholds.newMexico.overLb });
    expect(rateFor("NM", 26_001)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 26_001, toLb: 28_000 },
      dollarsPerMile: 0.01101,
    });
    expect(rateFor("NM", 78_001)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 78_001, toLb: null },
      dollarsPerMile: 0.04378,
    });
    expect(rateFor("NY", 18_000)).toEqual({ kind: "not-taxable", overLb: thresholds.newYork.overLb });
  });

  it("refuses a weight that is not whole pounds, 0 or more", () => {
    for (const weight of [-1, 26_000.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      for (const state of weightDistanceStates) expect(() => rateFor(state, weight)).toThrow(RangeError);
    }
  });
});

describe("the rate tables", () => {
  it("start just over each state's threshold and leave no gap or overlap", () => {
    const { newMexico, newYork } = weightDistanceRates;
    expect(newMexico.brackets[0]?.fromLb).toBe(thresholds.newMexico.overLb + 1);
    expect(newYork.brackets[0]?.fromLb).toBe(thresholds.newYork.overLb + 1);
    for (const brackets of [newMexico.brackets, newYork.brackets]) {
      brackets.slice(1).forEach((bracket, i) => expect(bracket.fromLb).toBe((brackets[i]?.toLb ?? Number.NaN) + 1));
    }
    expect(newMexico.brackets.at(-1)?.toLb).toBeNull();
    expect(newYork.brackets.at(-1)?.toLb).toBe(80_000);
    expect(newMexico.brackets).toHaveLength(27);
    expect(newYork.brackets).toHaveLength(31);
  });

  it("say where they come from", () => {
    for (const state of [weightDistanceRates.kentucky, weightDistanceRates.newMexico, weightDistanceRates.newYork]) {
      expect(state.url).toMatch(/^https:\/\//);
      expect(state.source).not.toBe("");
    }
  });
});

describe("taxForMiles", () => {
  it("multiplies the miles by the rate, in cents", () => {
    expect(taxForMiles("KY", 60_000, 1_000)).toEqual({
      kind: "taxable",
      bracket: { fromLb: 60_000, toLb: null },
      dollarsPerMile: 0.0285,
      miles: 1_000,
      oneWayHaul: false,
      taxCents: 2_850,
    });
    expect(taxForMiles("NM", 80_000, 1_000)).toMatchObject({ taxCents: 4_378 });
    expect(taxForMiles("NY", 80_000, 1_000)).toMatchObject({ taxCents: 5_460 });
    expect(taxForMiles("NY", 82_001, 12_345)).toMatchObject({ taxCents: 74_317 }); // 12,345 x 0.0602 = 743.169
  });

  it("rounds to the nearest cent, halves up, once", () => {
    expect(taxForMiles("KY", 60_000, 1)).toMatchObject({ taxCents: 3 }); // 2.85 cents
    expect(taxForMiles("KY", 60_000, 10)).toMatchObject({ taxCents: 29 }); // 28.5 cents
    expect(taxForMiles("NM", 26_001, 500)).toMatchObject({ taxCents: 551 }); // 550.5 cents
    expect(taxForMiles("NM", 26_001, 1)).toMatchObject({ taxCents: 1 }); // 1.101 cents
    expect(taxForMiles("NY", 18_001, 1)).toMatchObject({ taxCents: 1 }); // 0.84 cents
    // 0.0084 is not exact in binary floating point; 1,000,000 miles must still be $8,400.00.
    expect(taxForMiles("NY", 18_001, 1_000_000)).toMatchObject({ taxCents: 840_000 });
  });

  it("is 0 for 0 miles", () => {
    for (const state of weightDistanceStates)
      expect(taxForMiles(state, 80_000, 0)).toMatchObject({ kind: "taxable", taxCents: 0 });
  });

  it("is not taxable at or under the state's threshold, whatever the miles", () => {
    expect(taxForMiles("KY", 59_999, 1_000)).toEqual({ kind: "not-taxable", overLb: 59_999 });
    expect(taxForMiles("NM", 26_000, 1_000)).toEqual({ kind: "not-taxable", overLb: 26_000 });
    expect(taxForMiles("NY", 18_000, 1_000)).toEqual({ kind: "not-taxable", overLb: 18_000 });
  });

  it("takes two-thirds in New Mexico for a one-way hauler, and only there", () => {
    const oneWay = { newMexicoOneWayHaul: true };
    expect(taxForMiles("NM", 26_001, 1_000, oneWay)).toMatchObject({
      oneWayHaul: true,
      dollarsPerMile: 0.01101,
      taxCents: 734,
    });
    expect(taxForMiles("NM", 30_001, 1_000, oneWay)).toMatchObject({ taxCents: 851 }); // 2/3 x 1,277 = 851.33
    expect(taxForMiles("NM", 80_000, 1_000, oneWay)).toMatchObject({ taxCents: 2_919 }); // 2/3 x 4,378 = 2,918.67
    expect(taxForMiles("NM", 26_001, 1, oneWay)).toMatchObject({ taxCents: 1 }); // 0.734 cents
    expect(taxForMiles("KY", 60_000, 1_000, oneWay)).toMatchObject({ oneWayHaul: false, taxCents: 2_850 });
    expect(taxForMiles("NY", 80_000, 1_000, oneWay)).toMatchObject({ oneWayHaul: false, taxCents: 5_460 });
  });

  it("refuses miles that are not whole, 0 or more: the tools read miles with parseWholeNumber", () => {
    expect(parseWholeNumber("1,234.5")).toEqual({ ok: false, error: "not-whole" });
    for (const miles of [12.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => taxForMiles("NY", 80_000, miles)).toThrow(RangeError);
    }
    // Even where the weight is not taxed.
    expect(() => taxForMiles("KY", 10_000, 0.5)).toThrow(RangeError);
  });
});

describe("totalTax", () => {
  it("adds up the three states' rounded taxes", () => {
    const total = totalTax(80_000, { KY: 1_000, NM: 1_000, NY: 1_000 });
    expect(total.totalCents).toBe(2_850 + 4_378 + 5_460);
    expect(total.states.NM).toMatchObject({ kind: "taxable", taxCents: 4_378 });
    // 2.85, 4.378 and 5.46 cents round one by one to 3 + 4 + 5; rounding their sum, 12.688, would give 13.
    expect(totalTax(80_000, { KY: 1, NM: 1, NY: 1 }).totalCents).toBe(3 + 4 + 5);
  });

  it("counts only the states that tax the weight", () => {
    const total = totalTax(20_000, { KY: 1_000, NM: 1_000, NY: 1_000 });
    expect(total.states.KY).toEqual({ kind: "not-taxable", overLb: 59_999 });
    expect(total.states.NM).toEqual({ kind: "not-taxable", overLb: 26_000 });
    expect(total.totalCents).toBe(840);
  });

  it("passes the one-way haul to New Mexico", () => {
    expect(totalTax(80_000, { KY: 0, NM: 1_000, NY: 0 }, { newMexicoOneWayHaul: true }).totalCents).toBe(2_919);
  });
});
