import { thresholds } from "~/data/thresholds";
import { type WeightRange, weightDistanceRates } from "~/data/weight-distance";
import { rateFor, type WeightDistanceState } from "./weight-distance";

/*
 * The New Mexico and New York rates side by side, one row per weight bracket, for the table the
 * weight-distance section shows without JavaScript. Every row is read from app/data through
 * rateFor, so the table and the estimate cannot disagree; Kentucky has one rate and is a sentence.
 */

/**
 * Decimals each state's rate is written with, as its source prints it: Kentucky's $0.0285 and New
 * York's $0.0140 in dollars; New Mexico's in mills to the hundredth (11.01 mills = $0.01101).
 */
export const rateDecimals: Readonly<Record<WeightDistanceState, number>> = { KY: 4, NM: 5, NY: 4 };

/** A state's rate for a row: no tax at that weight, a rate a mile, or New York's rate over its table. */
export type RateCell =
  | { kind: "none" }
  | { kind: "rate"; dollarsPerMile: number }
  /** The top bracket's rate plus `perTon` dollars a mile for each ton or part of a ton over `overLb`. */
  | { kind: "per-ton"; dollarsPerMile: number; perTon: number; overLb: number };

export interface RateRow {
  readonly range: WeightRange;
  readonly newMexico: RateCell;
  readonly newYork: RateCell;
}

const { newMexico, newYork } = weightDistanceRates;
const newYorkTop = newYork.brackets[newYork.brackets.length - 1]!;

function taxableRate(state: "NM" | "NY", weightLb: number): number {
  const rate = rateFor(state, weightLb);
  if (rate.kind !== "taxable") throw new Error(`${state} does not tax ${weightLb} lb`);
  return rate.dollarsPerMile;
}

/** New York over its table's top weight: the top rate, plus `perTon` a mile for each ton or part of a ton over `overLb`. */
export const newYorkOverTop = {
  overLb: newYorkTop.toLb,
  dollarsPerMile: taxableRate("NY", newYorkTop.toLb),
  perTon: newYork.overTop.dollarsPerMilePerTon,
} as const;

/** New Mexico's one-way haul share of the rate, written as a fraction: "2/3". */
export const oneWayShare = `${newMexico.oneWayHaul.share.numerator}/${newMexico.oneWayHaul.share.denominator}`;

function cell(state: "NM" | "NY", range: WeightRange): RateCell {
  if (state === "NY" && range.fromLb > newYorkOverTop.overLb) return { kind: "per-ton", ...newYorkOverTop };
  const low = rateFor(state, range.fromLb);
  // A row never straddles a bracket: the rate at its top weight is the rate at its bottom.
  const high = rateFor(state, range.toLb ?? range.fromLb);
  if (
    low.kind !== high.kind ||
    (low.kind === "taxable" && high.kind === "taxable" && low.dollarsPerMile !== high.dollarsPerMile)
  ) {
    throw new Error(`The ${state} rate changes inside ${range.fromLb}-${range.toLb ?? "up"} lb`);
  }
  return low.kind === "taxable" ? { kind: "rate", dollarsPerMile: low.dollarsPerMile } : { kind: "none" };
}

/** Rows from the lightest weight either state taxes, split wherever either state's rate changes. */
export function weightDistanceRateRows(): RateRow[] {
  const starts = new Set<number>([
    thresholds.newMexico.overLb + 1,
    thresholds.newYork.overLb + 1,
    ...newMexico.brackets.map((b) => b.fromLb),
    ...newYork.brackets.map((b) => b.fromLb),
    newYorkTop.toLb + 1,
  ]);
  const sorted = [...starts].sort((a, b) => a - b);
  return sorted.map((fromLb, i) => {
    const next = sorted[i + 1];
    const range: WeightRange = { fromLb, toLb: next === undefined ? null : next - 1 };
    return { range, newMexico: cell("NM", range), newYork: cell("NY", range) };
  });
}
