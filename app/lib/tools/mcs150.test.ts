import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate, compareDates, formatIso, lastDayOfMonth } from "./dates";
import { biennialUpdate, monthsByLastDigit, parseUsdot } from "./mcs150";

const day = (iso: string): CalendarDate => {
  const [year, month, date] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: date! };
};

/** The due date, the window's first day, whether today is in it and the overdue date (or null), as ISO dates, or the error. */
function due(usdot: string, today: string) {
  const result = biennialUpdate(usdot, day(today));
  if (!result.ok) return result.error;
  const value = result.value;
  if (value.kind !== "due") return value.kind;
  return {
    deadline: formatIso(value.deadline),
    opens: formatIso(value.earlyFilingOpens),
    inWindow: value.inEarlyFilingWindow,
    overdue: value.overdue && formatIso(value.overdue),
  };
}

describe("biennialUpdate", () => {
  it.each([
    ["1230", 10, "2027-10-31"],
    ["1231", 1, "2027-01-31"],
    ["1232", 2, "2027-02-28"],
    ["1233", 3, "2027-03-31"],
    ["1234", 4, "2027-04-30"],
    ["1235", 5, "2027-05-31"],
    ["1236", 6, "2027-06-30"],
    ["1237", 7, "2027-07-31"],
    ["1238", 8, "2027-08-31"],
    ["1239", 9, "2027-09-30"],
  ])("takes the month from the last digit: %s files in month %i, by the last day (%s)", (usdot, month, deadline) => {
    const result = biennialUpdate(usdot, day("2026-11-26"));
    expect(result).toMatchObject({ ok: true, value: { kind: "due", usdot, month, parity: "odd", year: 2027 } });
    expect(due(usdot, "2026-11-26")).toMatchObject({ deadline });
  });

  it("takes odd or even years from the next-to-last digit, 0 counting as even", () => {
    // The reference's examples: 12345 May of even years, 21800 October even, 1234561 January even, 37 July odd.
    expect(biennialUpdate("12345", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { parity: "even", year: 2026, month: 5 },
    });
    expect(biennialUpdate("21800", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { parity: "even", year: 2026, month: 10 },
    });
    expect(biennialUpdate("1234561", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { parity: "even", year: 2026, month: 1 },
    });
    expect(biennialUpdate("37", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { parity: "odd", year: 2027, month: 7 },
    });
    expect(biennialUpdate("12355", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { parity: "odd", year: 2027, month: 5 },
    });
  });

  it("is still due this month on any day of the due month, the last day included", () => {
    expect(due("12345", "2026-05-01")).toEqual({
      deadline: "2026-05-31",
      opens: "2025-06-01",
      inWindow: true,
      overdue: null,
    });
    expect(due("12345", "2026-05-31")).toEqual({
      deadline: "2026-05-31",
      opens: "2025-06-01",
      inWindow: true,
      overdue: null,
    });
  });

  it("moves two years on the day after the deadline", () => {
    expect(due("12345", "2026-06-01")).toEqual({
      deadline: "2028-05-31",
      opens: "2027-06-01",
      inWindow: false,
      overdue: "2026-05-31",
    });
  });

  it("opens the early-filing window 12 months before the deadline", () => {
    expect(due("12345", "2025-05-31")).toEqual({
      deadline: "2026-05-31",
      opens: "2025-06-01",
      inWindow: false,
      overdue: "2024-05-31",
    });
    expect(due("12345", "2025-06-01")).toEqual({
      deadline: "2026-05-31",
      opens: "2025-06-01",
      inWindow: true,
      overdue: null,
    });
  });

  it("handles the turn of the year", () => {
    // October, odd years: due next October from both sides of New Year.
    expect(due("10", "2026-12-31")).toEqual({
      deadline: "2027-10-31",
      opens: "2026-11-01",
      inWindow: true,
      overdue: null,
    });
    expect(due("10", "2027-01-01")).toEqual({
      deadline: "2027-10-31",
      opens: "2026-11-01",
      inWindow: true,
      overdue: null,
    });
    // January, even years: January 2026 has passed, so January 2028.
    expect(due("101", "2026-12-31")).toEqual({
      deadline: "2028-01-31",
      opens: "2027-02-01",
      inWindow: false,
      overdue: "2026-01-31",
    });
    expect(due("101", "2027-01-01")).toEqual({
      deadline: "2028-01-31",
      opens: "2027-02-01",
      inWindow: false,
      overdue: "2026-01-31",
    });
    // January, odd years: due a month later.
    expect(due("111", "2026-12-31")).toEqual({
      deadline: "2027-01-31",
      opens: "2026-02-01",
      inWindow: true,
      overdue: null,
    });
    expect(due("111", "2027-01-01")).toEqual({
      deadline: "2027-01-31",
      opens: "2026-02-01",
      inWindow: true,
      overdue: null,
    });
  });

  it("uses February 29 in a leap year", () => {
    expect(due("22", "2027-02-28")).toEqual({
      deadline: "2028-02-29",
      opens: "2027-03-01",
      inWindow: false,
      overdue: "2026-02-28",
    });
    expect(due("22", "2027-03-01")).toEqual({
      deadline: "2028-02-29",
      opens: "2027-03-01",
      inWindow: true,
      overdue: null,
    });
    expect(due("22", "2028-03-01")).toEqual({
      deadline: "2030-02-28",
      opens: "2029-03-01",
      inWindow: false,
      overdue: "2028-02-29",
    });
  });

  describe("overdue: the due date just passed, until the next one's 12 months start", () => {
    it("is null up to and on the due date, and names it from the day after (review finding H2)", () => {
      // 3000020: October, even years.
      expect(due("3000020", "2026-10-30")).toEqual({
        deadline: "2026-10-31",
        opens: "2025-11-01",
        inWindow: true,
        overdue: null,
      });
      expect(due("3000020", "2026-10-31")).toEqual({
        deadline: "2026-10-31",
        opens: "2025-11-01",
        inWindow: true,
        overdue: null,
      });
      expect(due("3000020", "2026-11-01")).toEqual({
        deadline: "2028-10-31",
        opens: "2027-11-01",
        inWindow: false,
        overdue: "2026-10-31",
      });
      // The review's case: four weeks after the due date, the next one is two years on and the passed one is named.
      expect(due("3000020", "2026-11-28")).toEqual({
        deadline: "2028-10-31",
        opens: "2027-11-01",
        inWindow: false,
        overdue: "2026-10-31",
      });
    });

    it("names it up to the last day of the 12 months after it, and not once the next due date's window opens", () => {
      expect(due("3000020", "2027-10-31")).toEqual({
        deadline: "2028-10-31",
        opens: "2027-11-01",
        inWindow: false,
        overdue: "2026-10-31",
      });
      expect(due("3000020", "2027-11-01")).toEqual({
        deadline: "2028-10-31",
        opens: "2027-11-01",
        inWindow: true,
        overdue: null,
      });
    });

    it("carries a January due date over the turn of the year", () => {
      // 3000021: January, even years.
      expect(due("3000021", "2026-01-31")).toEqual({
        deadline: "2026-01-31",
        opens: "2025-02-01",
        inWindow: true,
        overdue: null,
      });
      expect(due("3000021", "2026-02-01")).toEqual({
        deadline: "2028-01-31",
        opens: "2027-02-01",
        inWindow: false,
        overdue: "2026-01-31",
      });
      expect(due("3000021", "2026-12-31")).toEqual({
        deadline: "2028-01-31",
        opens: "2027-02-01",
        inWindow: false,
        overdue: "2026-01-31",
      });
      expect(due("3000021", "2027-01-01")).toEqual({
        deadline: "2028-01-31",
        opens: "2027-02-01",
        inWindow: false,
        overdue: "2026-01-31",
      });
      expect(due("3000021", "2027-01-31")).toEqual({
        deadline: "2028-01-31",
        opens: "2027-02-01",
        inWindow: false,
        overdue: "2026-01-31",
      });
      expect(due("3000021", "2027-02-01")).toEqual({
        deadline: "2028-01-31",
        opens: "2027-02-01",
        inWindow: true,
        overdue: null,
      });
    });

    it("names February 29 in the year after a leap year, until March 1", () => {
      expect(due("22", "2028-02-29")).toEqual({
        deadline: "2028-02-29",
        opens: "2027-03-01",
        inWindow: true,
        overdue: null,
      });
      expect(due("22", "2029-02-28")).toEqual({
        deadline: "2030-02-28",
        opens: "2029-03-01",
        inWindow: false,
        overdue: "2028-02-29",
      });
      expect(due("22", "2029-03-01")).toEqual({
        deadline: "2030-02-28",
        opens: "2029-03-01",
        inWindow: true,
        overdue: null,
      });
    });

    it("is the due date 24 months before the next one, on every day it is set", () => {
      // Every day of 2026-2029 for a number in each parity and month: overdue is set exactly outside the window.
      for (const usdot of ["3000020", "3000031", "3000022", "3000039"]) {
        for (let today = day("2026-01-01"); today.year < 2030; today = addDays(today, 1)) {
          const result = biennialUpdate(usdot, today);
          if (!result.ok || result.value.kind !== "due") throw new Error(usdot);
          const { deadline, overdue, inEarlyFilingWindow } = result.value;
          const where = `${usdot} on ${formatIso(today)}`;
          expect(overdue === null, where).toBe(inEarlyFilingWindow);
          if (overdue) {
            expect(overdue, where).toEqual({
              year: deadline.year - 2,
              month: deadline.month,
              day: lastDayOfMonth(deadline.year - 2, deadline.month),
            });
            expect(compareDates(today, overdue), where).toBeGreaterThan(0);
          }
        }
      }
    });
  });

  it("reads the number as typed: spaces around it and leading zeros dropped", () => {
    expect(biennialUpdate("  0012345 ", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { usdot: "12345", month: 5, year: 2026 },
    });
    expect(biennialUpdate("12345678", day("2026-01-15"))).toMatchObject({
      ok: true,
      value: { month: 8, parity: "odd" },
    });
  });

  it("sends a one-digit number to the office, with its month", () => {
    expect(biennialUpdate("7", day("2026-01-15"))).toEqual({
      ok: true,
      value: { kind: "ask-the-office", usdot: "7", month: 7 },
    });
    expect(biennialUpdate("0005", day("2026-01-15"))).toEqual({
      ok: true,
      value: { kind: "ask-the-office", usdot: "5", month: 5 },
    });
    expect(due("7", "2026-01-15")).toBe("ask-the-office");
  });

  it("rejects what is not a USDOT number", () => {
    expect(due("", "2026-01-15")).toBe("empty");
    expect(due("   ", "2026-01-15")).toBe("empty");
    expect(due("12a45", "2026-01-15")).toBe("not-digits");
    expect(due("1 234", "2026-01-15")).toBe("not-digits");
    expect(due("12,345", "2026-01-15")).toBe("not-digits");
    expect(due("-12345", "2026-01-15")).toBe("not-digits");
    expect(due("12.5", "2026-01-15")).toBe("not-digits");
    expect(due("USDOT 12345", "2026-01-15")).toBe("not-digits");
    expect(due("123456789", "2026-01-15")).toBe("too-long");
    expect(due("0", "2026-01-15")).toBe("zero");
    expect(due("000", "2026-01-15")).toBe("zero");
  });
});

describe("parseUsdot", () => {
  it("gives the number without leading zeros", () => {
    expect(parseUsdot(" 0123 ")).toEqual({ ok: true, value: "123" });
    expect(parseUsdot("000012345678")).toEqual({ ok: true, value: "12345678" });
  });
});

describe("monthsByLastDigit", () => {
  it("lists 1 to 9, then 0, each with the month biennialUpdate gives a number ending in it", () => {
    const rows = monthsByLastDigit();
    expect(rows.map((row) => row.digit)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    for (const { digit, month } of rows) {
      expect(biennialUpdate(`1${digit}`, day("2026-01-15")), String(digit)).toMatchObject({
        ok: true,
        value: { month },
      });
    }
  });
});
