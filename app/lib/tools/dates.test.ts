import { describe, expect, it } from "vitest";
import {
  addDays,
  type CalendarDate,
  compareDates,
  dayOfWeek,
  daysBetween,
  formatIso,
  lastDayOfMonth,
  nowIn,
  todayIn,
  zoneTable,
} from "./dates";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe("calendar arithmetic", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays(d(2026, 12, 31), 1)).toEqual(d(2027, 1, 1));
    expect(addDays(d(2027, 1, 1), -1)).toEqual(d(2026, 12, 31));
    expect(addDays(d(2028, 2, 28), 1)).toEqual(d(2028, 2, 29));
    expect(addDays(d(2026, 2, 28), 1)).toEqual(d(2026, 3, 1));
    expect(addDays(d(2026, 3, 1), -1)).toEqual(d(2026, 2, 28));
    expect(addDays(d(2026, 1, 31), 0)).toEqual(d(2026, 1, 31));
    expect(addDays(d(2026, 1, 1), 365)).toEqual(d(2027, 1, 1));
    expect(addDays(d(2028, 1, 1), 365)).toEqual(d(2028, 12, 31));
  });

  it("is not thrown off by daylight-saving changes", () => {
    expect(addDays(d(2026, 3, 7), 1)).toEqual(d(2026, 3, 8));
    expect(addDays(d(2026, 3, 8), 1)).toEqual(d(2026, 3, 9));
    expect(addDays(d(2026, 11, 1), 1)).toEqual(d(2026, 11, 2));
    expect(daysBetween(d(2026, 3, 1), d(2026, 4, 1))).toBe(31);
    expect(daysBetween(d(2026, 10, 31), d(2026, 11, 2))).toBe(2);
  });

  it("compares dates as -1, 0 or 1", () => {
    expect(compareDates(d(2026, 4, 30), d(2026, 5, 1))).toBe(-1);
    expect(compareDates(d(2027, 1, 1), d(2026, 12, 31))).toBe(1);
    expect(compareDates(d(2026, 4, 30), d(2026, 4, 30))).toBe(0);
    expect([d(2027, 1, 1), d(2026, 1, 2), d(2026, 1, 1)].sort(compareDates)).toEqual([
      d(2026, 1, 1),
      d(2026, 1, 2),
      d(2027, 1, 1),
    ]);
  });

  it("counts whole days from a to b", () => {
    expect(daysBetween(d(2026, 12, 31), d(2027, 2, 1))).toBe(32);
    expect(daysBetween(d(2027, 2, 1), d(2026, 12, 31))).toBe(-32);
    expect(daysBetween(d(2026, 1, 1), d(2027, 1, 1))).toBe(365);
    expect(daysBetween(d(2028, 1, 1), d(2029, 1, 1))).toBe(366);
    expect(daysBetween(d(2026, 4, 30), d(2026, 4, 30))).toBe(0);
  });

  it("numbers weekdays from Sunday = 0", () => {
    expect(dayOfWeek(d(2026, 4, 30))).toBe(4);
    expect(dayOfWeek(d(2026, 1, 31))).toBe(6);
    expect(dayOfWeek(d(2027, 1, 31))).toBe(0);
    expect(dayOfWeek(d(2000, 1, 1))).toBe(6);
    expect(dayOfWeek(d(2027, 2, 1))).toBe(1);
  });

  it("knows the last day of each month, leap years included", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => lastDayOfMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(lastDayOfMonth(2028, 2)).toBe(29);
    expect(lastDayOfMonth(2000, 2)).toBe(29);
    expect(lastDayOfMonth(2100, 2)).toBe(28);
  });
});

describe("formatting", () => {
  it("writes ISO dates with padding", () => {
    expect(formatIso(d(2026, 4, 30))).toBe("2026-04-30");
    expect(formatIso(d(2027, 1, 5))).toBe("2027-01-05");
  });
});

describe("wall-clock date and time in a time zone", () => {
  it("gives Chicago's date when UTC has already reached the next day", () => {
    const instant = new Date("2027-01-01T03:00:00Z");
    expect(todayIn("America/Chicago", instant)).toEqual(d(2026, 12, 31));
    expect(todayIn("UTC", instant)).toEqual(d(2027, 1, 1));
    expect(todayIn("Asia/Tokyo", new Date("2026-12-31T20:00:00Z"))).toEqual(d(2027, 1, 1));
  });

  it("turns on local midnight, in CST (UTC-6) and CDT (UTC-5)", () => {
    expect(todayIn("America/Chicago", new Date("2026-01-15T05:59:00Z"))).toEqual(d(2026, 1, 14));
    expect(todayIn("America/Chicago", new Date("2026-01-15T06:00:00Z"))).toEqual(d(2026, 1, 15));
    expect(todayIn("America/Chicago", new Date("2026-06-15T04:59:00Z"))).toEqual(d(2026, 6, 14));
    expect(todayIn("America/Chicago", new Date("2026-06-15T05:00:00Z"))).toEqual(d(2026, 6, 15));
  });

  it("gives minutes since local midnight", () => {
    expect(nowIn("America/Chicago", new Date("2027-01-01T03:00:00Z"))).toEqual({
      date: d(2026, 12, 31),
      minutes: 21 * 60,
    });
    expect(nowIn("America/Chicago", new Date("2026-06-15T05:00:00Z"))).toEqual({ date: d(2026, 6, 15), minutes: 0 });
    expect(nowIn("America/Chicago", new Date("2026-01-15T05:59:00Z"))).toEqual({
      date: d(2026, 1, 14),
      minutes: 23 * 60 + 59,
    });
  });

  it("follows the spring-forward and fall-back jumps", () => {
    // 2026-03-08: 2:00 CST jumps to 3:00 CDT at 08:00 UTC.
    expect(nowIn("America/Chicago", new Date("2026-03-08T07:59:00Z")).minutes).toBe(60 + 59);
    expect(nowIn("America/Chicago", new Date("2026-03-08T08:00:00Z")).minutes).toBe(3 * 60);
    // 2026-11-01: 2:00 CDT falls back to 1:00 CST at 07:00 UTC.
    expect(nowIn("America/Chicago", new Date("2026-11-01T06:59:00Z")).minutes).toBe(60 + 59);
    expect(nowIn("America/Chicago", new Date("2026-11-01T07:00:00Z")).minutes).toBe(60);
  });
});

describe("zoneTable", () => {
  const from = new Date("2026-01-01T00:00:00Z");
  const chicago = zoneTable("America/Chicago", from, 800);

  it("records each daylight-saving change to the minute", () => {
    expect(chicago.offsets).toEqual([
      [from.getTime(), -360],
      [Date.parse("2026-03-08T08:00:00Z"), -300],
      [Date.parse("2026-11-01T07:00:00Z"), -360],
      [Date.parse("2027-03-14T08:00:00Z"), -300],
      [Date.parse("2027-11-07T07:00:00Z"), -360],
    ]);
    expect(chicago.untilMs).toBe(from.getTime() + 800 * 86_400_000);
  });

  it("gives the same wall clock as the browser's time-zone data, inside and outside its period", () => {
    const step = 97 * 60_000; // not a divisor of an hour or a day, so every minute of the hour comes up
    for (let ms = from.getTime() - 3 * 86_400_000; ms < chicago.untilMs + 3 * 86_400_000; ms += step) {
      const now = new Date(ms);
      expect(nowIn(chicago, now), now.toISOString()).toEqual(nowIn("America/Chicago", now));
    }
  });

  it("handles zones without daylight saving and with half-hour offsets", () => {
    expect(zoneTable("America/Phoenix", from, 400).offsets).toEqual([[from.getTime(), -420]]);
    const kolkata = zoneTable("Asia/Kolkata", from, 30);
    expect(kolkata.offsets).toEqual([[from.getTime(), 330]]);
    expect(nowIn(kolkata, new Date("2026-01-10T20:00:00Z"))).toEqual({ date: d(2026, 1, 11), minutes: 90 });
  });
});
