import { describe, expect, it } from "vitest";
import { type CalendarDate, compareDates, formatIso } from "./dates";
import { federalHolidays, isBusinessDay, nextBusinessDay } from "./holidays";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const listed = (year: number) => federalHolidays(year).map((h) => `${formatIso(h.date)} ${h.name}`);

describe("federal holidays", () => {
  it("lists 2026 on its observed dates", () => {
    expect(listed(2026)).toEqual([
      "2026-01-01 New Year's Day",
      "2026-01-19 Martin Luther King Jr. Day",
      "2026-02-16 Washington's Birthday",
      "2026-05-25 Memorial Day",
      "2026-06-19 Juneteenth National Independence Day",
      "2026-07-03 Independence Day (observed)",
      "2026-09-07 Labor Day",
      "2026-10-12 Columbus Day",
      "2026-11-11 Veterans Day",
      "2026-11-26 Thanksgiving Day",
      "2026-12-25 Christmas Day",
    ]);
  });

  it("lists 2027, including December 31 for New Year's Day 2028, which falls on a Saturday", () => {
    expect(listed(2027)).toEqual([
      "2027-01-01 New Year's Day",
      "2027-01-18 Martin Luther King Jr. Day",
      "2027-02-15 Washington's Birthday",
      "2027-05-31 Memorial Day",
      "2027-06-18 Juneteenth National Independence Day (observed)",
      "2027-07-05 Independence Day (observed)",
      "2027-09-06 Labor Day",
      "2027-10-11 Columbus Day",
      "2027-11-11 Veterans Day",
      "2027-11-25 Thanksgiving Day",
      "2027-12-24 Christmas Day (observed)",
      "2027-12-31 New Year's Day (observed)",
    ]);
  });

  it("leaves New Year's Day out of 2028, since it is observed in 2027", () => {
    expect(listed(2028)).toEqual([
      "2028-01-17 Martin Luther King Jr. Day",
      "2028-02-21 Washington's Birthday",
      "2028-05-29 Memorial Day",
      "2028-06-19 Juneteenth National Independence Day",
      "2028-07-04 Independence Day",
      "2028-09-04 Labor Day",
      "2028-10-09 Columbus Day",
      "2028-11-10 Veterans Day (observed)",
      "2028-11-23 Thanksgiving Day",
      "2028-12-25 Christmas Day",
    ]);
  });

  it("moves a Sunday New Year's Day to Monday January 2", () => {
    expect(listed(2023)[0]).toBe("2023-01-02 New Year's Day (observed)");
    expect(listed(2022).at(-1)).toBe("2022-12-26 Christmas Day (observed)");
  });

  it("keeps every year's list in date order and inside the year", () => {
    for (let year = 2020; year <= 2040; year++) {
      const dates = federalHolidays(year).map((h) => h.date);
      expect(dates.every((date) => date.year === year)).toBe(true);
      expect([...dates].sort(compareDates)).toEqual(dates);
      // Ten or eleven holidays a year, plus the next New Year's Day when it is observed on December 31.
      expect(dates.length).toBeGreaterThanOrEqual(10);
      expect(dates.length).toBeLessThanOrEqual(12);
    }
  });
});

describe("business days", () => {
  it("excludes weekends and observed holidays", () => {
    expect(isBusinessDay(d(2026, 4, 30))).toBe(true);
    expect(isBusinessDay(d(2026, 5, 2))).toBe(false);
    expect(isBusinessDay(d(2026, 5, 3))).toBe(false);
    expect(isBusinessDay(d(2026, 7, 3))).toBe(false);
    expect(isBusinessDay(d(2026, 11, 27))).toBe(true);
    expect(isBusinessDay(d(2027, 12, 31))).toBe(false);
  });

  it("returns a business day itself", () => {
    expect(nextBusinessDay(d(2026, 4, 30))).toEqual(d(2026, 4, 30));
  });

  it("moves past weekends, holidays, and both together", () => {
    expect(nextBusinessDay(d(2027, 1, 31))).toEqual(d(2027, 2, 1));
    expect(nextBusinessDay(d(2026, 7, 3))).toEqual(d(2026, 7, 6));
    expect(nextBusinessDay(d(2026, 12, 25))).toEqual(d(2026, 12, 28));
    expect(nextBusinessDay(d(2027, 5, 31))).toEqual(d(2027, 6, 1));
    // Saturday, then Labor Day on Monday.
    expect(nextBusinessDay(d(2024, 8, 31))).toEqual(d(2024, 9, 3));
    // Observed New Year's Day on Friday, then the weekend, across the year end.
    expect(nextBusinessDay(d(2027, 12, 31))).toEqual(d(2028, 1, 3));
  });
});
