import { describe, expect, it } from "vitest";
import { formatIso } from "./dates";
import {
  dueDateForFirstUse,
  dueDateRuleRows,
  LATE_FILING_MAX_MONTHS,
  LATE_FILING_MAX_RATE,
  LATE_FILING_RATE_PER_MONTH,
  latePenalty,
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
