import { thresholds } from "~/data/thresholds";
import { type WeightRange, weightDistanceRates } from "~/data/weight-distance";

/*
 * Weight-distance tax for one truck in Kentucky, New Mexico and New York: the rate for its weight
 * in each state (app/data/weight-distance.json) and the tax on the miles it ran there. Oregon and
 * Connecticut are left out until their current tables are confirmed.
 *
 * Rates are printed to a hundredth of a mill ($0.00001), so they are held as whole numbers of
 * that unit and the tax is worked out in whole numbers, rounded once at the end. The reference
 * gives no state's rounding rule: each state's tax is rounded to the nearest cent, halves up, the
 * usual rule for money and the one the IRS's Form 2290 tables use. A state's return may round per
 * vehicle or per line, so its total can differ from this by a cent.
 */

export const weightDistanceStates = ["KY", "NM", "NY"] as const;
export type WeightDistanceState = (typeof weightDistanceStates)[number];

/** Rates are whole numbers of this part of a dollar: a hundredth of a mill. */
const UNITS_PER_DOLLAR = 100_000;
const UNITS_PER_MILL = UNITS_PER_DOLLAR / 1_000;
const UNITS_PER_CENT = UNITS_PER_DOLLAR / 100;

export type StateRate =
  /** At or under `overLb`, the weight over which the state's tax starts (app/data/thresholds.json). */
  | { kind: "not-taxable"; overLb: number }
  /** The bracket the weight falls in, and its rate in dollars a mile (for showing; the tax is worked out exactly). */
  | { kind: "taxable"; bracket: WeightRange; dollarsPerMile: number };

interface Rate {
  bracket: WeightRange;
  units: number;
}

const toUnits = (dollars: number) => Math.round(dollars * UNITS_PER_DOLLAR);

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not ${what}: ${value}`);
}

function inRange(weightLb: number, range: WeightRange): boolean {
  return weightLb >= range.fromLb && (range.toLb === null || weightLb <= range.toLb);
}

function kentuckyRate(weightLb: number): Rate | undefined {
  const { overLb } = thresholds.kentucky;
  if (weightLb <= overLb) return undefined;
  return { bracket: { fromLb: overLb + 1, toLb: null }, units: toUnits(weightDistanceRates.kentucky.dollarsPerMile) };
}

function newMexicoRate(weightLb: number): Rate | undefined {
  if (weightLb <= thresholds.newMexico.overLb) return undefined;
  const row = weightDistanceRates.newMexico.brackets.find((b) => inRange(weightLb, b));
  if (!row) throw new RangeError(`No New Mexico bracket for ${weightLb} lb`);
  return { bracket: { fromLb: row.fromLb, toLb: row.toLb }, units: Math.round(row.millsPerMile * UNITS_PER_MILL) };
}

/**
 * New York over the table's top weight: the top rate plus the per-ton rate for each ton or part
 * of a ton over it, so 80,001-82,000 lb is one ton and each next 2,000 lb one more; the bracket
 * returned is that ton's.
 */
function newYorkRate(weightLb: number): Rate | undefined {
  if (weightLb <= thresholds.newYork.overLb) return undefined;
  const { brackets, overTop } = weightDistanceRates.newYork;
  const row = brackets.find((b) => inRange(weightLb, b));
  if (row) return { bracket: { fromLb: row.fromLb, toLb: row.toLb }, units: toUnits(row.dollarsPerMile) };
  const top = brackets[brackets.length - 1];
  if (!top || weightLb <= top.toLb) throw new RangeError(`No New York bracket for ${weightLb} lb`);
  const tons = Math.ceil((weightLb - top.toLb) / overTop.tonLb);
  return {
    bracket: { fromLb: top.toLb + (tons - 1) * overTop.tonLb + 1, toLb: top.toLb + tons * overTop.tonLb },
    units: toUnits(top.dollarsPerMile) + tons * toUnits(overTop.dollarsPerMilePerTon),
  };
}

const rates: Record<WeightDistanceState, { rate: (weightLb: number) => Rate | undefined; overLb: number }> = {
  KY: { rate: kentuckyRate, overLb: thresholds.kentucky.overLb },
  NM: { rate: newMexicoRate, overLb: thresholds.newMexico.overLb },
  NY: { rate: newYorkRate, overLb: thresholds.newYork.overLb },
};

function lookUp(state: WeightDistanceState, weightLb: number): Rate | undefined {
  assertWhole(weightLb, "a weight in whole pounds");
  return rates[state].rate(weightLb);
}

/** The per-mile rate in `state` for a truck of `weightLb` pounds (the weight each state taxes by). */
export function rateFor(state: WeightDistanceState, weightLb: number): StateRate {
  const rate = lookUp(state, weightLb);
  if (!rate) return { kind: "not-taxable", overLb: rates[state].overLb };
  return { kind: "taxable", bracket: rate.bracket, dollarsPerMile: rate.units / UNITS_PER_DOLLAR };
}

export interface WeightDistanceOptions {
  /** The truck is classified in New Mexico as a one-way hauler (NMSA 7-15A-6(B)); no effect elsewhere. */
  newMexicoOneWayHaul: boolean;
}

export type StateTax =
  | { kind: "not-taxable"; overLb: number }
  /** `oneWayHaul`: New Mexico's tax is the table rate's share for one-way hauls (weightDistanceRates.newMexico.oneWayHaul). */
  | {
      kind: "taxable";
      bracket: WeightRange;
      dollarsPerMile: number;
      miles: number;
      oneWayHaul: boolean;
      taxCents: number;
    };

/** Round half up of numerator / denominator, both whole and 0 or more. */
const roundedQuotient = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * The tax in `state` on `miles` whole miles (New York: laden miles) for a truck of `weightLb`,
 * in cents. Miles and weight are whole numbers, as the tools' fields read them (parseWholeNumber
 * refuses a fraction); anything else is a mistake in the caller and throws.
 */
export function taxForMiles(
  state: WeightDistanceState,
  weightLb: number,
  miles: number,
  options: WeightDistanceOptions = { newMexicoOneWayHaul: false },
): StateTax {
  assertWhole(miles, "a whole number of miles");
  const rate = lookUp(state, weightLb);
  if (!rate) return { kind: "not-taxable", overLb: rates[state].overLb };
  const oneWayHaul = state === "NM" && options.newMexicoOneWayHaul;
  const { numerator, denominator } = oneWayHaul
    ? weightDistanceRates.newMexico.oneWayHaul.share
    : { numerator: 1, denominator: 1 };
  return {
    kind: "taxable",
    bracket: rate.bracket,
    dollarsPerMile: rate.units / UNITS_PER_DOLLAR,
    miles,
    oneWayHaul,
    taxCents: roundedQuotient(miles * rate.units * numerator, UNITS_PER_CENT * denominator),
  };
}

export interface WeightDistanceTotal {
  states: Record<WeightDistanceState, StateTax>;
  /** The sum of the states' rounded taxes, as the returns would add up. */
  totalCents: number;
}

/** The tax in all three states for one truck of `weightLb`, with its miles in each. */
export function totalTax(
  weightLb: number,
  miles: Record<WeightDistanceState, number>,
  options: WeightDistanceOptions = { newMexicoOneWayHaul: false },
): WeightDistanceTotal {
  const states = {
    KY: taxForMiles("KY", weightLb, miles.KY, options),
    NM: taxForMiles("NM", weightLb, miles.NM, options),
    NY: taxForMiles("NY", weightLb, miles.NY, options),
  };
  const totalCents = Object.values(states).reduce((sum, tax) => sum + (tax.kind === "taxable" ? tax.taxCents : 0), 0);
  return { states, totalCents };
}
