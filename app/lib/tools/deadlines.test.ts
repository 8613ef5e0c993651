import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate, compareDates, daysBetween, formatIso, todayIn } from "./dates";
import { type DatedDeadline, deadlineRules, deadlinesForYear, nextDeadline } from "./deadlines";
import { isBusinessDay } from "./holidays";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const listed = (year: number) =>
  deadlinesForYear(year).map(
    (x) => `${formatIso(x.date)} ${x.kind} ${x.title}${x.shifted ? ` (from ${formatIso(x.originalDate)})` : ""}`,
  );

describe("deadline rules", () => {
  it("states each rule once, with text", () => {
    expect(deadlineRules.map((r) => r.id)).toEqual([
      "ifta-quarterly", "ifta-renewal", "form-2290", "irp-registration-year", "dot-biennial-update", "ucr-registration",
    ]);
    for (const rule of deadlineRules) expect(rule.rule.length).toBeGreaterThan(40);
  });

  it("gives the MCS-150 update no fixed date", () => {
    const rule = deadlineRules.find((r) => r.id === "dot-biennial-update");
    expect(rule?.events).toEqual([]);
    expect(rule?.rule).toContain("last digit of your USDOT number");
    expect(rule?.rule).toContain("within 30 days");
  });
});

describe("deadlinesForYear", () => {
  it("lists 2026 in date order, moving weekend due dates only", () => {
    expect(listed(2026)).toEqual([
      "2026-01-01 start New IFTA decals must be displayed",
      "2026-01-01 start IRP registration year begins (calendar-year jurisdictions)",
      "2026-02-02 due IFTA Q4 2025 return due (from 2026-01-31)",
      "2026-04-30 due IFTA Q1 2026 return due",
      "2026-07-31 due IFTA Q2 2026 return due",
      "2026-08-31 due Form 2290 return due for the July 2026 to June 2027 tax year",
      "2026-10-15 reminder IFTA renewal window opens (late October to early November)",
      "2026-11-02 due IFTA Q3 2026 return due (from 2026-10-31)",
      "2026-12-31 due UCR registration for 2027 due",
    ]);
  });

  it("moves the Q4 2026 return from Sunday January 31, 2027 to Monday February 1", () => {
    const q4 = deadlinesForYear(2027).find((x) => x.id === "ifta-q4-return-2027");
    expect(q4).toMatchObject({
      title: "IFTA Q4 2026 return due",
      originalDate: d(2027, 1, 31),
      date: d(2027, 2, 1),
      shifted: true,
      kind: "due",
      ruleId: "ifta-quarterly",
    });
  });

  it("lists 2027, leaving UCR on December 31 although that day is a federal holiday", () => {
    expect(isBusinessDay(d(2027, 12, 31))).toBe(false);
    expect(listed(2027)).toEqual([
      "2027-01-01 start New IFTA decals must be displayed",
      "2027-01-01 start IRP registration year begins (calendar-year jurisdictions)",
      "2027-02-01 due IFTA Q4 2026 return due (from 2027-01-31)",
      "2027-04-30 due IFTA Q1 2027 return due",
      "2027-08-02 due IFTA Q2 2027 return due (from 2027-07-31)",
      "2027-08-31 due Form 2290 return due for the July 2027 to June 2028 tax year",
      "2027-10-15 reminder IFTA renewal window opens (late October to early November)",
      "2027-11-01 due IFTA Q3 2027 return due (from 2027-10-31)",
      "2027-12-31 due UCR registration for 2028 due",
    ]);
  });

  it("moves a due date past a federal holiday: Form 2290 in 2024, Saturday August 31 then Labor Day", () => {
    const form2290 = deadlinesForYear(2024).find((x) => x.ruleId === "form-2290");
    expect(form2290).toMatchObject({ originalDate: d(2024, 8, 31), date: d(2024, 9, 3), shifted: true });
  });

  it("never moves start dates or reminders, and lands every moved date on the first business day", () => {
    for (let year = 2024; year <= 2040; year++) {
      const list = deadlinesForYear(year);
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
      expect([...list].sort((a, b) => compareDates(a.date, b.date))).toEqual(list);
      for (const x of list) {
        expect(x.originalDate.year).toBe(year);
        expect(x.shifted).toBe(compareDates(x.date, x.originalDate) !== 0);
        if (x.kind !== "due" || x.ruleId === "ucr-registration") {
          expect(x.date).toEqual(x.originalDate);
          continue;
        }
        expect(isBusinessDay(x.date)).toBe(true);
        for (let day = x.originalDate; compareDates(day, x.date) < 0; day = addDays(day, 1)) {
          expect(isBusinessDay(day)).toBe(false);
        }
      }
    }
  });
});

describe("nextDeadline", () => {
  const both: DatedDeadline[] = [...deadlinesForYear(2026), ...deadlinesForYear(2027)];

  it("uses Chicago's date late on December 31, when UTC is already in January", () => {
    const today = todayIn("America/Chicago", new Date("2027-01-01T03:00:00Z"));
    expect(today).toEqual(d(2026, 12, 31));
    expect(nextDeadline(today, both)).toMatchObject({ id: "ucr-registration-2026", daysLeft: 0 });
    // Going by UTC's date would skip the UCR deadline that is still due today in Chicago.
    expect(nextDeadline(todayIn("UTC", new Date("2027-01-01T03:00:00Z")), both)).toMatchObject({
      id: "ifta-decals-displayed-2027",
      daysLeft: 0,
    });
  });

  it("counts the days left to a moved due date", () => {
    expect(nextDeadline(d(2027, 1, 2), both)).toMatchObject({ id: "ifta-q4-return-2027", daysLeft: 30 });
    // Its stated date has passed, but the moved one has not.
    expect(nextDeadline(d(2027, 2, 1), both)).toMatchObject({ id: "ifta-q4-return-2027", daysLeft: 0 });
    expect(nextDeadline(d(2027, 2, 2), both)).toMatchObject({ id: "ifta-q1-return-2027", daysLeft: 87 });
    expect(daysBetween(d(2027, 2, 2), d(2027, 4, 30))).toBe(87);
  });

  it("does not need the list sorted, and returns null past the last date", () => {
    expect(nextDeadline(d(2026, 3, 1), [...both].reverse())).toMatchObject({ id: "ifta-q1-return-2026", daysLeft: 60 });
    expect(nextDeadline(d(2028, 1, 1), both)).toBeNull();
  });
});
