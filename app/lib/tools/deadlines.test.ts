import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate, compareDates, dayOfWeek, daysBetween, formatIso, todayIn } from "./dates";
import { contentFor } from "~/content";
import { type DatedDeadline, deadlineRules, deadlinesForYear, deadlineTitle, nextDeadline } from "./deadlines";
import { isBusinessDay } from "./holidays";

const { deadlineCalendar: deadlineCalendarCopy, deadlineRules: deadlineRuleWords } = contentFor("en");

/* The dates with their English words, as the calendar and the page put them together. */
const titled = (year: number) =>
  deadlinesForYear(year).map((x) => ({ ...x, title: deadlineTitle(x, deadlineCalendarCopy.eventTitles, "en") }));
const rules = deadlineRules.map((rule) => ({ ...rule, ...deadlineRuleWords[rule.id] }));

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const listed = (year: number) =>
  titled(year).map(
    (x) => `${formatIso(x.date)} ${x.kind} ${x.title}${x.shifted ? ` (from ${formatIso(x.originalDate)})` : ""}`,
  );

describe("deadline rules", () => {
  it("states each rule once, with text", () => {
    expect(rules.map((r) => r.id)).toEqual([
      "ifta-quarterly",
      "state-quarterly-returns",
      "oregon-weight-mile",
      "ifta-renewal",
      "form-2290",
      "irp-registration-year",
      "dot-biennial-update",
      "ucr-registration",
    ]);
    for (const rule of rules) expect(rule.rule.length).toBeGreaterThan(40);
  });

  it("gives the MCS-150 update no fixed date", () => {
    const rule = rules.find((r) => r.id === "dot-biennial-update");
    expect(rule?.events).toEqual([]);
    expect(rule?.rule).toContain("last digit of your USDOT number");
    expect(rule?.rule).toContain("within 30 days");
  });
});

describe("deadlinesForYear", () => {
  it("lists 2026 in date order, moving only IFTA and Form 2290 due dates off weekends", () => {
    expect(listed(2026)).toEqual([
      "2026-01-31 due KY, NM, NY and CT Q4 2025 returns due",
      "2026-02-02 due IFTA Q4 2025 return due (from 2026-01-31)",
      "2026-02-28 due Oregon weight-mile Q4 2025 report due (quarterly filers)",
      "2026-02-28 due Last day to put the new 2026 IFTA decals on the truck (Illinois, if renewed by Dec 31)",
      "2026-03-31 due Illinois IRP registration expires (renew before this date)",
      "2026-04-30 due IFTA Q1 2026 return due",
      "2026-04-30 due KY, NM, NY and CT Q1 2026 returns due",
      "2026-05-31 due Oregon weight-mile Q1 2026 report due (quarterly filers)",
      "2026-07-31 due IFTA Q2 2026 return due",
      "2026-07-31 due KY, NM, NY and CT Q2 2026 returns due",
      "2026-08-31 due Oregon weight-mile Q2 2026 report due (quarterly filers)",
      "2026-08-31 due Form 2290 return due for the July 2026 to June 2027 tax year",
      "2026-10-01 start Illinois IFTA renewal for 2027 opens",
      "2026-10-15 reminder IFTA renewal: the best time is late October to early November",
      "2026-10-31 due KY, NM, NY and CT Q3 2026 returns due",
      "2026-11-02 due IFTA Q3 2026 return due (from 2026-10-31)",
      "2026-11-30 due Oregon weight-mile Q3 2026 report due (quarterly filers)",
      "2026-12-31 due Illinois IFTA renewal for 2027 due (a license not renewed is suspended Jan 1)",
      "2026-12-31 due UCR registration for 2027 due",
    ]);
  });

  it("moves the Q4 2026 return from Sunday January 31, 2027 to Monday February 1", () => {
    const q4 = titled(2027).find((x) => x.id === "ifta-q4-return-2027");
    expect(q4).toMatchObject({
      title: "IFTA Q4 2026 return due",
      originalDate: d(2027, 1, 31),
      date: d(2027, 2, 1),
      shifted: true,
      kind: "due",
      ruleId: "ifta-quarterly",
    });
  });

  it("lists 2027, leaving UCR and the IFTA renewal on December 31 although that day is a federal holiday", () => {
    expect(isBusinessDay(d(2027, 12, 31))).toBe(false);
    expect(listed(2027)).toEqual([
      "2027-01-31 due KY, NM, NY and CT Q4 2026 returns due",
      "2027-02-01 due IFTA Q4 2026 return due (from 2027-01-31)",
      "2027-02-28 due Oregon weight-mile Q4 2026 report due (quarterly filers)",
      "2027-02-28 due Last day to put the new 2027 IFTA decals on the truck (Illinois, if renewed by Dec 31)",
      "2027-03-31 due Illinois IRP registration expires (renew before this date)",
      "2027-04-30 due IFTA Q1 2027 return due",
      "2027-04-30 due KY, NM, NY and CT Q1 2027 returns due",
      "2027-05-31 due Oregon weight-mile Q1 2027 report due (quarterly filers)",
      "2027-07-31 due KY, NM, NY and CT Q2 2027 returns due",
      "2027-08-02 due IFTA Q2 2027 return due (from 2027-07-31)",
      "2027-08-31 due Oregon weight-mile Q2 2027 report due (quarterly filers)",
      "2027-08-31 due Form 2290 return due for the July 2027 to June 2028 tax year",
      "2027-10-01 start Illinois IFTA renewal for 2028 opens",
      "2027-10-15 reminder IFTA renewal: the best time is late October to early November",
      "2027-10-31 due KY, NM, NY and CT Q3 2027 returns due",
      "2027-11-01 due IFTA Q3 2027 return due (from 2027-10-31)",
      "2027-11-30 due Oregon weight-mile Q3 2027 report due (quarterly filers)",
      "2027-12-31 due Illinois IFTA renewal for 2028 due (a license not renewed is suspended Jan 1)",
      "2027-12-31 due UCR registration for 2028 due",
    ]);
  });

  it("moves a due date past a federal holiday: Form 2290 in 2024, Saturday August 31 then Labor Day", () => {
    const form2290 = titled(2024).find((x) => x.ruleId === "form-2290");
    expect(form2290).toMatchObject({ originalDate: d(2024, 8, 31), date: d(2024, 9, 3), shifted: true });
  });

  it("moves only the IFTA returns and Form 2290, and lands every moved date on the first business day", () => {
    const moving = rules.flatMap((r) => r.events.filter((e) => e.movesToBusinessDay).map((e) => e.key));
    expect(moving).toEqual([
      "ifta-q4-return",
      "ifta-q1-return",
      "ifta-q2-return",
      "ifta-q3-return",
      "form-2290-annual-return",
    ]);
    for (let year = 2024; year <= 2040; year++) {
      const list = titled(year);
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
      expect([...list].sort((a, b) => compareDates(a.date, b.date))).toEqual(list);
      for (const x of list) {
        expect(x.originalDate.year).toBe(year);
        expect(x.shifted).toBe(compareDates(x.date, x.originalDate) !== 0);
        if (!moving.some((key) => x.id === `${key}-${year}`)) {
          expect(x.date, x.id).toEqual(x.originalDate);
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

describe("the Illinois dates", () => {
  const inYear = (year: number, ruleId: string) => titled(year).filter((x) => x.ruleId === ruleId);

  it("reminds of the Illinois IRP expiry on March 31, even on a Sunday (2024, 2030)", () => {
    for (const year of [2026, 2027, 2024, 2030]) {
      const [expiry, ...rest] = inYear(year, "irp-registration-year");
      expect(rest).toEqual([]);
      expect(expiry).toMatchObject({ date: d(year, 3, 31), kind: "due", shifted: false });
      expect(expiry?.title).toContain("Illinois IRP registration expires");
    }
    // No January 1 "calendar-year" event: it does not apply to an Illinois registration.
    expect(titled(2026).some((x) => x.date.month === 1 && x.date.day === 1)).toBe(false);
  });

  it("gives the IFTA renewal its window, the office's best time, the Dec 31 deadline and the end-of-February decal date", () => {
    expect(inYear(2026, "ifta-renewal").map((x) => `${formatIso(x.date)} ${x.kind}`)).toEqual([
      "2026-02-28 due",
      "2026-10-01 start",
      "2026-10-15 reminder",
      "2026-12-31 due",
    ]);
    const deadline = inYear(2028, "ifta-renewal").find((x) => x.id === "ifta-renewal-deadline-2028");
    // Sunday, December 31, 2028: Illinois suspends the license on January 1, so the date does not move.
    expect(dayOfWeek(d(2028, 12, 31))).toBe(0);
    expect(deadline).toMatchObject({
      date: d(2028, 12, 31),
      shifted: false,
      title: expect.stringContaining("suspended"),
    });
  });

  it("puts the decal date on the last day of February, February 29 in a leap year", () => {
    expect(inYear(2027, "ifta-renewal")[0]).toMatchObject({ id: "ifta-decals-displayed-2027", date: d(2027, 2, 28) });
    expect(inYear(2028, "ifta-renewal")[0]).toMatchObject({ id: "ifta-decals-displayed-2028", date: d(2028, 2, 29) });
  });

  it("no longer says new decals must be displayed from January 1", () => {
    for (const rule of rules) expect(rule.rule).not.toMatch(/must be displayed from January 1/);
    const renewal = rules.find((r) => r.id === "ifta-renewal")?.rule ?? "";
    expect(renewal).toContain("October 1 to December 31");
    expect(renewal).toContain("last day of February");
  });
});

describe("state returns", () => {
  it("puts the KY, NM, NY and CT returns on the IFTA dates, as stated, even on a weekend", () => {
    for (const year of [2026, 2027]) {
      const state = titled(year).filter((x) => x.ruleId === "state-quarterly-returns");
      expect(state.map((x) => formatIso(x.originalDate))).toEqual([
        `${year}-01-31`,
        `${year}-04-30`,
        `${year}-07-31`,
        `${year}-10-31`,
      ]);
      for (const x of state) expect(x.date).toEqual(x.originalDate);
    }
    // Saturday, January 31, 2026: IFTA moves to Monday, the state returns keep the stated date.
    const jan2026 = titled(2026).filter((x) => x.originalDate.month === 1);
    expect(jan2026.map((x) => `${x.ruleId} ${formatIso(x.date)}`)).toEqual([
      "state-quarterly-returns 2026-01-31",
      "ifta-quarterly 2026-02-02",
    ]);
  });

  it("gives Oregon's quarterly reports their own dates: May 31, Aug 31, Nov 30 and the end of February", () => {
    const oregon = (year: number) =>
      titled(year)
        .filter((x) => x.ruleId === "oregon-weight-mile")
        .map((x) => `${formatIso(x.date)} ${x.title}`);
    expect(oregon(2027)).toEqual([
      "2027-02-28 Oregon weight-mile Q4 2026 report due (quarterly filers)",
      "2027-05-31 Oregon weight-mile Q1 2027 report due (quarterly filers)",
      "2027-08-31 Oregon weight-mile Q2 2027 report due (quarterly filers)",
      "2027-11-30 Oregon weight-mile Q3 2027 report due (quarterly filers)",
    ]);
    // In a leap year too: ORS 825.492(2) says February 28 (review of 2026-11-28, L5).
    expect(oregon(2028)[0]).toContain("2028-02-28");
  });
});

describe("nextDeadline", () => {
  const both: DatedDeadline[] = [...titled(2026), ...titled(2027)];

  it("uses Chicago's date late on December 31, when UTC is already in January", () => {
    const today = todayIn("America/Chicago", new Date("2027-01-01T03:00:00Z"));
    expect(today).toEqual(d(2026, 12, 31));
    // Two deadlines fall on December 31: the first in the list wins.
    expect(nextDeadline(today, both)).toMatchObject({ id: "ifta-renewal-deadline-2026", daysLeft: 0 });
    expect(
      nextDeadline(
        today,
        both.filter((x) => x.ruleId === "ucr-registration"),
      ),
    ).toMatchObject({
      id: "ucr-registration-2026",
      daysLeft: 0,
    });
    // Going by UTC's date would skip the IFTA renewal and UCR deadlines that are still due today in Chicago.
    expect(nextDeadline(todayIn("UTC", new Date("2027-01-01T03:00:00Z")), both)).toMatchObject({
      id: "ky-nm-ny-ct-q4-return-2027",
      daysLeft: 30,
    });
  });

  it("counts the days left to a moved due date", () => {
    const ifta = both.filter((x) => x.ruleId === "ifta-quarterly");
    expect(nextDeadline(d(2027, 1, 2), ifta)).toMatchObject({ id: "ifta-q4-return-2027", daysLeft: 30 });
    // Its stated date has passed, but the moved one has not.
    expect(nextDeadline(d(2027, 2, 1), ifta)).toMatchObject({ id: "ifta-q4-return-2027", daysLeft: 0 });
    expect(nextDeadline(d(2027, 2, 2), ifta)).toMatchObject({ id: "ifta-q1-return-2027", daysLeft: 87 });
    expect(daysBetween(d(2027, 2, 2), d(2027, 4, 30))).toBe(87);
  });

  it("does not need the list sorted, and returns null past the last date", () => {
    expect(nextDeadline(d(2026, 3, 1), [...both].reverse())).toMatchObject({
      id: "irp-illinois-expiry-2026",
      daysLeft: 30,
    });
    expect(nextDeadline(d(2028, 1, 1), both)).toBeNull();
  });
});
