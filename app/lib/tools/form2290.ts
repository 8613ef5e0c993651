import { dates } from "~/data/dates";
import { type CalendarDate, compareDates, lastDayOfMonth, monthsOrPart } from "./dates";
import { nextBusinessDay } from "./holidays";
import type { Result } from "./result";

/**
 * The stated Form 2290 due date for a vehicle first used in `month` (1-12) of `year`: the last day
 * of the following month, before any move off a weekend or holiday.
 */
export function statedDueDateForFirstUse(year: number, month: number): CalendarDate {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`No such month of first use: ${year}-${month}`);
  }
  const dueYear = month === 12 ? year + 1 : year;
  const dueMonth = month === 12 ? 1 : month + 1;
  return { year: dueYear, month: dueMonth, day: lastDayOfMonth(dueYear, dueMonth) };
}

/**
 * The Form 2290 due date for a vehicle first used in `month` (1-12) of `year`: the stated date,
 * moved to the next business day. A first use in July gives the annual August 31 date.
 */
export function dueDateForFirstUse(year: number, month: number): CalendarDate {
  return nextBusinessDay(statedDueDateForFirstUse(year, month));
}

/** A month of a year; month is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The tax period: July 1 to June 30 (app/data/dates.json). */
const { taxYearStart, taxYearEnd } = dates.form2290;

/** The first year of the tax period that `today` falls in. */
export const periodStartYear = (today: CalendarDate) =>
  today.month >= taxYearStart.month ? today.year : today.year - 1;

/** The last day of the tax period that `today` falls in. */
export const periodEnd = (today: CalendarDate): CalendarDate => ({
  year: periodStartYear(today) + 1,
  month: taxYearEnd.month,
  day: taxYearEnd.day,
});

/** A month of first use picked from the current period's months (1-12) as a month of a year. */
export function firstUseInPeriod(month: number, today: CalendarDate): YearMonth {
  const start = periodStartYear(today);
  return { year: month >= taxYearStart.month ? start : start + 1, month };
}

/** The month (1-12) of a first use in the current period, or null for one in another period. */
export function monthInPeriod(firstUse: YearMonth, today: CalendarDate): number | null {
  const { year, month } = firstUseInPeriod(firstUse.month, today);
  return year === firstUse.year && month === firstUse.month ? month : null;
}

/**
 * The return of the current tax period for a vehicle first used in `month` (1-12) of it (July for a
 * vehicle in use all period), seen from `today`: its due date, and once that has passed, the whole
 * months late, a part of a month counting as one (the penalty's count). A first use still ahead in
 * the period has its due date ahead too, so it is never late.
 */
export interface PeriodReturn {
  firstUse: YearMonth;
  due: CalendarDate;
  /** 0 until the day after `due`. */
  monthsLate: number;
}

export function currentPeriodReturn(month: number, today: CalendarDate): PeriodReturn {
  const firstUse = firstUseInPeriod(month, today);
  const due = dueDateForFirstUse(firstUse.year, firstUse.month);
  return { firstUse, due, monthsLate: compareDates(today, due) > 0 ? monthsOrPart(due, today) : 0 };
}

/*
 * Filing Form 2290 late costs 4.5% of the tax for each month or part of a month it is late, for at
 * most 5 months, so at most 22.5% (the IRS's Form 2290 penalty guidance). The 4.5% is the 5%
 * failure-to-file rate less the 0.5% failure-to-pay rate for the same month (IRC 6651(a), (c)(1)).
 * Not included: that 0.5% a month for paying late, which keeps running after 5 months, and interest.
 */
// Tenths of a percent keep the arithmetic on whole cents exact (0.045 * 5 is 0.22499999999999998).
const RATE_PER_MILLE = 45;
export const LATE_FILING_RATE_PER_MONTH = RATE_PER_MILLE / 1000;
export const LATE_FILING_MAX_MONTHS = 5;
export const LATE_FILING_MAX_RATE = (RATE_PER_MILLE * LATE_FILING_MAX_MONTHS) / 1000;

export interface LatePenalty {
  /** Dollars, rounded to the cent. */
  penalty: number;
  /** The share of the tax charged, at most LATE_FILING_MAX_RATE. */
  rate: number;
  /** True when the months late went past the cap. */
  capped: boolean;
}

/** What can be wrong with the estimate's two numbers; each language's penalty copy words it. */
export type PenaltyError =
  "tax-not-a-number" | "tax-negative" | "months-not-a-number" | "months-negative" | "months-not-whole";

/** The late-filing penalty on `tax` dollars for `monthsLate` whole months (count part of a month as a month). */
export function latePenalty(tax: number, monthsLate: number): Result<LatePenalty, PenaltyError> {
  if (!Number.isFinite(tax)) return { ok: false, error: "tax-not-a-number" };
  if (tax < 0) return { ok: false, error: "tax-negative" };
  if (!Number.isFinite(monthsLate)) return { ok: false, error: "months-not-a-number" };
  if (monthsLate < 0) return { ok: false, error: "months-negative" };
  if (!Number.isInteger(monthsLate)) return { ok: false, error: "months-not-whole" };
  const months = Math.min(monthsLate, LATE_FILING_MAX_MONTHS);
  const taxCents = Math.round(tax * 100);
  return {
    ok: true,
    value: {
      penalty: Math.round((taxCents * RATE_PER_MILLE * months) / 1000) / 100,
      rate: (RATE_PER_MILLE * months) / 1000,
      capped: monthsLate > LATE_FILING_MAX_MONTHS,
    },
  };
}

/** One row of the due-date rule: a month of first use and the last day of the month after it. */
export interface DueRuleRow {
  firstUseMonth: number;
  dueMonth: number;
  /** The last day of the due month in a common year. */
  dueDay: number;
  /** February: one day more in a leap year. */
  leapYearDay: boolean;
  /** December's return is due in January of the next year. */
  nextYear: boolean;
}

/** The rule for any year, each language words the rows: month of first use, and the last day of the next month. */
export function dueDateRuleRows(): DueRuleRow[] {
  return Array.from({ length: 12 }, (_, i) => {
    const dueMonth = ((i + 1) % 12) + 1;
    return {
      firstUseMonth: i + 1,
      dueMonth,
      dueDay: lastDayOfMonth(2027, dueMonth),
      leapYearDay: dueMonth === 2,
      nextYear: dueMonth === 1,
    };
  });
}
