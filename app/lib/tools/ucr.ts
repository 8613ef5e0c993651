import { fees } from "~/data/fees";

export interface UcrBracket {
  min: number;
  /** null for the open-ended top bracket. */
  max: number | null;
  /** Dollars for the registration year. */
  fee: number;
}

/** The brackets of the newest published registration year (app/data/fees.ts). */
export const ucrBrackets: readonly UcrBracket[] = fees.ucr.brackets;

/** The newest registration year whose fees are published. */
export const lastPublishedUcrYear = Math.max(...fees.ucr.registrationYears);

export function bracketFor(count: number): UcrBracket {
  const bracket = ucrBrackets.find((b) => count >= b.min && (b.max === null || count <= b.max));
  if (!bracket || !Number.isInteger(count)) throw new RangeError(`Not a vehicle count: ${count}`);
  return bracket;
}

/**
 * The fee for `count` vehicles in registration `year`: the published fee, or for a year not yet
 * published the newest published one, with the year it belongs to, so that no fee is stated for
 * a year it was not published for.
 */
export interface UcrFee extends UcrBracket {
  year: number;
  /** The year `fee` is published for: `year` itself, or an earlier one. */
  feeYear: number;
  published: boolean;
}

export function ucrFeeFor(year: number, count: number): UcrFee {
  const published = (fees.ucr.registrationYears as readonly number[]).includes(year);
  return { ...bracketFor(count), year, feeYear: published ? year : lastPublishedUcrYear, published };
}
