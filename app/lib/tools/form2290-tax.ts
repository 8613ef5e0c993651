import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";

/*
 * The Form 2290 heavy highway vehicle use tax for one vehicle: its weight category, the tax for a
 * full period and for a first use later in the period, in whole cents. The rates are 26 USC
 * 4481(a) (fees.form2290Tax, thresholds.form2290); a first use after July is taxed from the first
 * day of that month to June 30 (4481(c)(1)); a logging truck pays less (4483(e)); a truck expected
 * to stay under the mileage limit has its tax suspended (4483(d)). The due date for each month of
 * first use is dueDateForFirstUse in ./form2290.
 */

/**
 * The weight categories as Form 2290 letters them: A is exactly thresholds.form2290.atLeastLb, each
 * next letter one more step, U the last step up to maximumOverLb, V over it.
 */
export const taxableCategories = [
  "A",
  "B",
  "C",
  "D",
  "E",
  "F",
  "G",
  "H",
  "I",
  "J",
  "K",
  "L",
  "M",
  "N",
  "O",
  "P",
  "Q",
  "R",
  "S",
  "T",
  "U",
  "V",
] as const;
export type TaxableCategory = (typeof taxableCategories)[number];

/** Form 2290's category for a vehicle whose tax is suspended for low mileage: it is reported, with no tax. */
export const SUSPENDED_CATEGORY = "W";

const CENTS_PER_DOLLAR = 100;
const MONTHS_PER_PERIOD = 12;

function assertWeight(weightLb: number): void {
  if (!Number.isFinite(weightLb) || weightLb < 0) throw new RangeError(`Not a weight: ${weightLb}`);
}

/**
 * The category for a taxable gross weight, or "not-taxable" under thresholds.form2290.atLeastLb.
 * A part of a step counts as a whole step ("or fraction thereof"), so 55,001 lb is already B.
 */
export function weightCategory(weightLb: number): TaxableCategory | "not-taxable" {
  assertWeight(weightLb);
  const { atLeastLb, stepLb, maximumOverLb } = thresholds.form2290;
  if (weightLb < atLeastLb) return "not-taxable";
  const steps = weightLb > maximumOverLb ? taxableCategories.length - 1 : Math.ceil((weightLb - atLeastLb) / stepLb);
  const category = taxableCategories[steps];
  if (!category) throw new RangeError(`No category for ${weightLb} lb`);
  return category;
}

/** The taxable gross weights of a category, in lb: A is exactly the threshold, V has no upper end. */
export function categoryWeights(category: TaxableCategory): { fromLb: number; toLb: number | null } {
  const { atLeastLb, stepLb, maximumOverLb } = thresholds.form2290;
  const steps = taxableCategories.indexOf(category);
  if (steps === 0) return { fromLb: atLeastLb, toLb: atLeastLb };
  if (steps === taxableCategories.length - 1) return { fromLb: maximumOverLb + 1, toLb: null };
  return { fromLb: atLeastLb + (steps - 1) * stepLb + 1, toLb: atLeastLb + steps * stepLb };
}

/**
 * The most public-highway miles a vehicle may run in the period and keep its tax suspended: the
 * suspension ends only when use "exceeds" the limit, so the limit itself is still suspended
 * (26 USC 4483(d)(1), (d)(5) for agricultural vehicles).
 */
export function suspensionMileLimit(agricultural: boolean): number {
  const { suspendedMiles, suspendedAgriculturalMiles } = thresholds.form2290;
  return agricultural ? suspendedAgriculturalMiles : suspendedMiles;
}

/**
 * Months taxed for a first use in calendar month `firstUseMonth` (1-12): the month of first use
 * through June, so July is the whole period (12) and June is 1, the column of the IRS tables.
 */
export function monthsInPeriod(firstUseMonth: number): number {
  if (!Number.isInteger(firstUseMonth) || firstUseMonth < 1 || firstUseMonth > MONTHS_PER_PERIOD) {
    throw new RangeError(`No such month of first use: ${firstUseMonth}`);
  }
  const periodStart = dates.form2290.taxYearStart.month;
  return MONTHS_PER_PERIOD - ((firstUseMonth - periodStart + MONTHS_PER_PERIOD) % MONTHS_PER_PERIOD);
}

/** The full-period tax of a category, in cents, before any logging reduction (Form 2290 col. 1(a)). */
function regularAnnualCents(category: TaxableCategory): number {
  const { atThreshold, perStep, maximum } = fees.form2290Tax;
  const steps = taxableCategories.indexOf(category);
  const dollars = steps === taxableCategories.length - 1 ? maximum : atThreshold + perStep * steps;
  return dollars * CENTS_PER_DOLLAR;
}

/**
 * The tax in cents for a vehicle of `category` first used in calendar month `firstUseMonth`.
 * Regular vehicles (IRS Table I): the full-period tax times the months over 12, rounded to the
 * nearest cent (the full-period tax is a whole even dollar amount, so no exact half cent occurs).
 * Logging vehicles (Table II): the IRS takes the reduction from the already rounded Table I cell
 * and drops any part of a cent, which is why Table II is sometimes a cent below 75% of the exact
 * prorated tax (A, September: 62.49, not 62.50). Both rules reproduce every cell of the published
 * tables; a July first use gives the full-period tax of Form 2290 columns 1(a) and 1(b).
 */
export function taxForFirstUseCents(category: TaxableCategory, firstUseMonth: number, logging: boolean): number {
  const months = monthsInPeriod(firstUseMonth);
  // Integer cents throughout: round half up of n / 12 is floor((2n + 12) / 24).
  const regular = Math.floor((2 * regularAnnualCents(category) * months + MONTHS_PER_PERIOD) / (2 * MONTHS_PER_PERIOD));
  if (!logging) return regular;
  const share = 100 - fees.form2290Tax.loggingReductionPercent;
  return Math.floor((regular * share) / 100);
}

/** The full-period tax in cents (a July first use): Form 2290 column 1(a), or 1(b) for logging. */
export function annualTaxCents(category: TaxableCategory, logging: boolean): number {
  return taxForFirstUseCents(category, dates.form2290.taxYearStart.month, logging);
}

export interface Form2290Vehicle {
  /** Taxable gross weight in pounds. */
  weightLb: number;
  /** Calendar month (1-12) of first use on public highways in the period; July is the whole period. */
  firstUseMonth: number;
  /** Used only for logging and registered as such (26 USC 4483(e)). */
  logging: boolean;
  /**
   * The owner expects it to run at most suspensionMileLimit(agricultural) miles on public highways
   * in the period: its tax is suspended (26 USC 4483(d)); it is still reported, as category W.
   */
  suspended: boolean;
  /** An agricultural vehicle, whose suspension limit is higher (26 USC 4483(d)(5)). */
  agricultural: boolean;
}

export type Form2290TaxResult =
  /** Under the taxable weight: no return for this vehicle. */
  | { kind: "not-taxable" }
  /** Reported as category W with no tax, while its miles stay at or under `mileLimit`. */
  | { kind: "suspended"; category: typeof SUSPENDED_CATEGORY; taxCents: 0; mileLimit: number }
  | { kind: "taxable"; category: TaxableCategory; months: number; annualCents: number; taxCents: number };

/** The tax on one vehicle for the period of its first use. */
export function form2290Tax(vehicle: Form2290Vehicle): Form2290TaxResult {
  const category = weightCategory(vehicle.weightLb);
  const months = monthsInPeriod(vehicle.firstUseMonth);
  if (category === "not-taxable") return { kind: "not-taxable" };
  if (vehicle.suspended)
    return {
      kind: "suspended",
      category: SUSPENDED_CATEGORY,
      taxCents: 0,
      mileLimit: suspensionMileLimit(vehicle.agricultural),
    };
  return {
    kind: "taxable",
    category,
    months,
    annualCents: annualTaxCents(category, vehicle.logging),
    taxCents: taxForFirstUseCents(category, vehicle.firstUseMonth, vehicle.logging),
  };
}
