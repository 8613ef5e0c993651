import { describe, expect, it } from "vitest";
import { formatIso } from "./dates";
import {
  currentPeriodReturn,
  dueDateForFirstUse,
  dueDateRuleRows,
  firstUseInPeriod,
  LATE_FILING_MAX_MONTHS,
  LATE_FILING_MAX_RATE,
  LATE_FILING_RATE_PER_MONTH,
  latePenalty,
  monthInPeriod,
  periodEnd,
  periodStartYear,
} from "./form2290";

describe("dueDateForFirstUse", () => {
  it("gives the last day of the next month, moved off weekends, for each month of 2026", () => {
    const due = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => formatIso(dueDateForFirstUse(2026, m)));
    expect(due).toEqual([
      "2026-03-02", // February 28 is a Saturday.
      "2026-03-31",
      "2026-04-30",
      "2026-06-01", // May 31 is a Sunday.
      "2026-06-30",
      "2026-07-31",
      "2026-08-31", // July: the annual return date.
      "2026-09-30",
      "2026-11-02", // October 31 is a Saturday.
      "2026-11-30",
      "2026-12-31",
      "2027-02-01", // December's use is due January 31 of the next year, a Sunday.
    ]);
  });

  it("moves past federal holidays for each month of 2027", () => {
    const due = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => formatIso(dueDateForFirstUse(2027, m)));
    expect(due).toEqual([
      "2027-03-01", // February 28 is a Sunday.
      "2027-03-31",
      "2027-04-30",
      "2027-06-01", // May 31 is Memorial Day.
      "2027-06-30",
      "2027-08-02", // July 31 is a Saturday.
      "2027-08-31",
      "2027-09-30",
      "2027-11-01", // October 31 is a Sunday.
      "2027-11-30",
      "2028-01-03", // December 31 is the observed New Year's Day, then a weekend.
      "2028-01-31",
    ]);
  });

  it("handles leap-year February and a Saturday August 31 before Labor Day", () => {
    expect(formatIso(dueDateForFirstUse(2028, 1))).toBe("2028-02-29");
    expect(formatIso(dueDateForFirstUse(2024, 7))).toBe("2024-09-03");
  });

  it("rejects a month that does not exist", () => {
    expect(() => dueDateForFirstUse(2026, 0)).toThrow(RangeError);
    expect(() => dueDateForFirstUse(2026, 13)).toThrow(RangeError);
    expect(() => dueDateForFirstUse(2026, 1.5)).toThrow(RangeError);
    expect(() => dueDateForFirstUse(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe("latePenalty", () => {
  it("charges 4.5% of the tax a month", () => {
    expect(LATE_FILING_RATE_PER_MONTH).toBe(0.045);
    expect(latePenalty(550, 3)).toEqual({ ok: true, value: { penalty: 74.25, rate: 0.135, capped: false } });
    expect(latePenalty(550, 1)).toEqual({ ok: true, value: { penalty: 24.75, rate: 0.045, capped: false } });
    expect(latePenalty(550, 0)).toEqual({ ok: true, value: { penalty: 0, rate: 0, capped: false } });
    expect(latePenalty(0, 4)).toEqual({ ok: true, value: { penalty: 0, rate: 0.18, capped: false } });
  });

  it("stops at 5 months, 22.5%", () => {
    expect(LATE_FILING_MAX_MONTHS).toBe(5);
    expect(LATE_FILING_MAX_RATE).toBe(0.225);
    expect(latePenalty(550, 5)).toEqual({ ok: true, value: { penalty: 123.75, rate: 0.225, capped: false } });
    expect(latePenalty(550, 6)).toEqual({ ok: true, value: { penalty: 123.75, rate: 0.225, capped: true } });
    expect(latePenalty(550, 120)).toEqual({ ok: true, value: { penalty: 123.75, rate: 0.225, capped: true } });
  });

  it("rounds to the cent", () => {
    // 100.10 * 0.045 = 4.5045
    expect(latePenalty(100.1, 1)).toMatchObject({ ok: true, value: { penalty: 4.5 } });
    // 33.33 * 0.045 * 2 = 2.9997
    expect(latePenalty(33.33, 2)).toMatchObject({ ok: true, value: { penalty: 3 } });
    // 1.11 * 0.135 = 0.14985
    expect(latePenalty(1.11, 3)).toMatchObject({ ok: true, value: { penalty: 0.15 } });
    expect(latePenalty(12_345.67, 5)).toMatchObject({ ok: true, value: { penalty: 2777.78 } });
  });

  it("explains bad inputs in plain English", () => {
    expect(latePenalty(-1, 2)).toEqual({ ok: false, error: "tax-negative" });
    expect(latePenalty(Number.NaN, 2)).toEqual({ ok: false, error: "tax-not-a-number" });
    expect(latePenalty(Number.POSITIVE_INFINITY, 2)).toMatchObject({ ok: false });
    expect(latePenalty(550, -1)).toEqual({ ok: false, error: "months-negative" });
    expect(latePenalty(550, 1.5)).toEqual({
      ok: false,
      error: "months-not-whole",
    });
    expect(latePenalty(550, Number.NaN)).toEqual({
      ok: false,
      error: "months-not-a-number",
    });
    expect(latePenalty(550, Number.POSITIVE_INFINITY)).toMatchObject({ ok: false });
  });
});

describe("dueDateRuleRows", () => {
  it("lists each month of first use with the last day of the next month", () => {
    const rows = dueDateRuleRows();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ firstUseMonth: 1, dueMonth: 2, dueDay: 28, leapYearDay: true, nextYear: false });
    expect(rows[3]).toEqual({ firstUseMonth: 4, dueMonth: 5, dueDay: 31, leapYearDay: false, nextYear: false });
    expect(rows[11]).toEqual({ firstUseMonth: 12, dueMonth: 1, dueDay: 31, leapYearDay: false, nextYear: true });
  });
});

/** "2026-11-28" as a calendar date. */
const day = (iso: string) => {
  const [year = 0, month = 0, date = 0] = iso.split("-").map(Number);
  return { year, month, day: date };
};

describe("the tax period that holds today", () => {
  it("runs July 1 to June 30, turning over between June 30 and July 1", () => {
    expect(periodStartYear(day("2027-06-30"))).toBe(2026);
    expect(formatIso(periodEnd(day("2027-06-30")))).toBe("2027-06-30");
    expect(periodStartYear(day("2027-07-01"))).toBe(2027);
    expect(formatIso(periodEnd(day("2027-07-01")))).toBe("2028-06-30");
    expect(periodStartYear(day("2026-12-31"))).toBe(2026);
    expect(periodStartYear(day("2027-01-01"))).toBe(2026);
  });

  it("puts a month of first use in the period's year: July to December in the first, January to June in the second", () => {
    const today = day("2026-11-28");
    expect(firstUseInPeriod(7, today)).toEqual({ year: 2026, month: 7 });
    expect(firstUseInPeriod(12, today)).toEqual({ year: 2026, month: 12 });
    expect(firstUseInPeriod(1, today)).toEqual({ year: 2027, month: 1 });
    expect(firstUseInPeriod(6, today)).toEqual({ year: 2027, month: 6 });
    // February picked in February is this February, not next year's.
    expect(firstUseInPeriod(2, day("2027-02-10"))).toEqual({ year: 2027, month: 2 });
    expect(firstUseInPeriod(7, day("2027-06-30"))).toEqual({ year: 2026, month: 7 });
    expect(firstUseInPeriod(7, day("2027-07-01"))).toEqual({ year: 2027, month: 7 });
  });

  it("finds a first use's month only within the current period", () => {
    const today = day("2026-11-28");
    expect(monthInPeriod({ year: 2026, month: 9 }, today)).toBe(9);
    expect(monthInPeriod({ year: 2027, month: 3 }, today)).toBe(3);
    expect(monthInPeriod({ year: 2026, month: 3 }, today)).toBeNull();
    expect(monthInPeriod({ year: 2027, month: 9 }, today)).toBeNull();
  });
});

describe("currentPeriodReturn", () => {
  const seen = (month: number, iso: string) => {
    const { firstUse, due, monthsLate } = currentPeriodReturn(month, day(iso));
    return { firstUse: `${firstUse.year}-${firstUse.month}`, due: formatIso(due), monthsLate };
  };

  it("is not late until the day after its due date, moved off a weekend: September 2026's is due Monday, Nov 2", () => {
    // October 31, 2026, the stated date, is a Saturday.
    expect(seen(9, "2026-10-31")).toEqual({ firstUse: "2026-9", due: "2026-11-02", monthsLate: 0 });
    expect(seen(9, "2026-11-01")).toEqual({ firstUse: "2026-9", due: "2026-11-02", monthsLate: 0 });
    expect(seen(9, "2026-11-02")).toEqual({ firstUse: "2026-9", due: "2026-11-02", monthsLate: 0 });
    expect(seen(9, "2026-11-03")).toEqual({ firstUse: "2026-9", due: "2026-11-02", monthsLate: 1 });
    // A part of a month counts as a month: one month to Dec 2, then two.
    expect(seen(9, "2026-12-02")).toEqual({ firstUse: "2026-9", due: "2026-11-02", monthsLate: 1 });
    expect(seen(9, "2026-12-03")).toEqual({ firstUse: "2026-9", due: "2026-11-02", monthsLate: 2 });
  });

  it("counts the July return's months late from August 31 to the end of the period, then starts the next period's", () => {
    expect(seen(7, "2026-11-28")).toEqual({ firstUse: "2026-7", due: "2026-08-31", monthsLate: 3 });
    expect(seen(7, "2027-06-30")).toEqual({ firstUse: "2026-7", due: "2026-08-31", monthsLate: 10 });
    // July 1, 2027: the period July 2027 to June 2028, its return due Tuesday, August 31, 2027.
    expect(seen(7, "2027-07-01")).toEqual({ firstUse: "2027-7", due: "2027-08-31", monthsLate: 0 });
  });

  it("gives a first use later in the period a due date still ahead", () => {
    expect(seen(3, "2026-11-28")).toEqual({ firstUse: "2027-3", due: "2027-04-30", monthsLate: 0 });
    expect(seen(2, "2026-11-28")).toEqual({ firstUse: "2027-2", due: "2027-03-31", monthsLate: 0 });
    expect(seen(12, "2026-11-28")).toEqual({ firstUse: "2026-12", due: "2027-02-01", monthsLate: 0 });
  });
});
