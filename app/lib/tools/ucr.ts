import { ucrTables } from "~/data/ucr";

export interface UcrBracket {
  min: number;
  /** null for the open-ended top bracket. */
  max: number | null;
  /** Dollars for the registration year. */
  fee: number;
}

/** The newest registration year whose fees are published (the last in app/data/ucr.json). */
const newestTable = ucrTables.years.at(-1)!;

/** The brackets of the newest published registration year. */
export const ucrBrackets: readonly UcrBracket[] = newestTable.brackets;

export const lastPublishedUcrYear = newestTable.year;

export function bracketFor(count: number, brackets: readonly UcrBracket[] = ucrBrackets): UcrBracket {
  const bracket = brackets.find((b) => count >= b.min && (b.max === null || count <= b.max));
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
  const table = ucrTables.years.find((entry) => entry.year === year);
  const feeYear = table?.year ?? lastPublishedUcrYear;
  return { ...bracketFor(count, (table ?? newestTable).brackets), year, feeYear, published: table !== undefined };
}
