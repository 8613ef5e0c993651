import { addDays, type CalendarDate, compareDates, lastDayOfMonth } from "./dates";
import type { Result } from "./result";

/*
 * When a carrier's MCS-150 biennial update is next due, from its USDOT number: every 24 months,
 * by the last day of the month its last digit names, in the odd or even years its next-to-last
 * digit names (49 CFR 390.19T(b)(2)-(3), the schedule of 390.19(a)(2)-(3) as published in 2007).
 * An update filed in the 12 months before the due date counts (FMCSA, "When am I required to file
 * a biennial update?", ask.fmcsa.dot.gov answer 122).
 */

/** The longest USDOT number the tool reads (the office's limit); anything longer is a typing slip. */
export const USDOT_MAX_DIGITS = 8;

/** How long before the due date an update already counts for it (FMCSA answer 122). */
export const EARLY_FILING_MONTHS = 12;

/** The month (1-12) by whose last day a USDOT number ending in each digit 0-9 files: 0 is October. */
const monthForLastDigit = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const MONTHS_PER_YEAR = 12;

/**
 * Each last digit with the month it files in, in the order a reader looks one up: 1 (January) to
 * 9 (September), then 0 (October). For the pages' tables, so no language types the schedule again.
 */
export function monthsByLastDigit(): { digit: number; month: number }[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((digit) => ({ digit, month: monthForLastDigit[digit] ?? Number.NaN }));
}

/** What can be wrong with a typed USDOT number; each language's copy words it. */
export type UsdotError = "empty" | "not-digits" | "too-long" | "zero";

export type YearParity = "odd" | "even";

export type BiennialUpdate =
  | {
      kind: "due";
      /** The number read, without leading zeros. */
      usdot: string;
      month: number;
      parity: YearParity;
      /** The year of the next due date: this year's, until its last day has passed. */
      year: number;
      /** The last day of `month` in `year`. */
      deadline: CalendarDate;
      /** The first day an update counts for `deadline`. */
      earlyFilingOpens: CalendarDate;
      /** Today is on or after `earlyFilingOpens`: an update filed now counts for `deadline`. */
      inEarlyFilingWindow: boolean;
      /**
       * The due date 24 months before `deadline`, while it is overdue: it has passed and today is
       * still in the 12 months after it, before an update starts to count for `deadline`. Null
       * otherwise. An update can be filed on any day; the window only decides which date it counts for.
       */
      overdue: CalendarDate | null;
    }
  /**
   * A one-digit number has no next-to-last digit, and the rule does not say which years it files
   * in; the month is known, the year is for the office to confirm with FMCSA.
   */
  | { kind: "ask-the-office"; usdot: string; month: number };

/** A USDOT number as typed: digits only, spaces around it dropped, leading zeros not counted. */
export function parseUsdot(input: string): Result<string, UsdotError> {
  const text = input.trim();
  if (text === "") return { ok: false, error: "empty" };
  if (!/^\d+$/.test(text)) return { ok: false, error: "not-digits" };
  const usdot = text.replace(/^0+/, "");
  if (usdot === "") return { ok: false, error: "zero" };
  if (usdot.length > USDOT_MAX_DIGITS) return { ok: false, error: "too-long" };
  return { ok: true, value: usdot };
}

const digitAt = (usdot: string, fromEnd: number) => Number(usdot[usdot.length - fromEnd]);

/** The next biennial update due date for the USDOT number typed in `input`, seen from `today`. */
export function biennialUpdate(input: string, today: CalendarDate): Result<BiennialUpdate, UsdotError> {
  const parsed = parseUsdot(input);
  if (!parsed.ok) return parsed;
  const usdot = parsed.value;
  const month = monthForLastDigit[digitAt(usdot, 1)];
  if (month === undefined) throw new Error(`No filing month for ${usdot}`);
  if (usdot.length < 2) return { ok: true, value: { kind: "ask-the-office", usdot, month } };

  const parity: YearParity = digitAt(usdot, 2) % 2 === 1 ? "odd" : "even";
  const deadlineIn = (year: number): CalendarDate => ({ year, month, day: lastDayOfMonth(year, month) });
  let year = today.year;
  if ((year % 2 === 1) !== (parity === "odd")) year += 1;
  else if (compareDates(today, deadlineIn(year)) > 0) year += 2;
  const deadline = deadlineIn(year);

  // "The 12 months immediately preceding" the due date start the day after the same date (the
  // last day of the due month) EARLY_FILING_MONTHS months earlier.
  const opensIndex = year * MONTHS_PER_YEAR + (month - 1) - EARLY_FILING_MONTHS;
  const opensYear = Math.floor(opensIndex / MONTHS_PER_YEAR);
  const opensMonth = (opensIndex % MONTHS_PER_YEAR) + 1;
  const earlyFilingOpens = addDays(
    { year: opensYear, month: opensMonth, day: lastDayOfMonth(opensYear, opensMonth) },
    1,
  );
  const inEarlyFilingWindow = compareDates(today, earlyFilingOpens) >= 0;
  const previous = deadlineIn(year - 2);
  const overdue = !inEarlyFilingWindow && compareDates(today, previous) > 0 ? previous : null;

  return {
    ok: true,
    value: { kind: "due", usdot, month, parity, year, deadline, earlyFilingOpens, inEarlyFilingWindow, overdue },
  };
}
