import { describe, expect, it } from "vitest";
import { type CalendarDate, compareDates, formatIso } from "./dates";
import {
  deadlineSchedule,
  deadlinesFeedHref,
  filterQuery,
  matchesFilter,
  readDeadlineFilter,
  remindDaysBefore,
  yearlyDeadlines,
} from "./deadline-list";
import { type DatedDeadline, deadlinesForYear } from "./deadlines";

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe("deadlineSchedule", () => {
  const ids = (list: readonly DatedDeadline[]) => list.map((x) => x.id);
  const dated = (list: readonly DatedDeadline[]) => list.map((x) => `${formatIso(x.date)} ${x.id}`);

  it("on the review's day puts the next 12 months first and folds the year before", () => {
    const { upcoming, past, next } = deadlineSchedule(d(2026, 11, 28));
    expect(dated(upcoming).slice(0, 4)).toEqual([
      "2026-11-30 oregon-q3-return-2026",
      "2026-12-31 ifta-renewal-deadline-2026",
      "2026-12-31 ucr-registration-2026",
      "2027-01-31 ky-nm-ny-ct-q4-return-2027",
    ]);
    expect(dated(upcoming).at(-1)).toBe("2027-11-01 ifta-q3-return-2027");
    // Each yearly date once: the rules have 19 events a year.
    expect(upcoming).toHaveLength(19);
    expect(next).toMatchObject({ id: "oregon-q3-return-2026", daysLeft: 2 });
    expect(dated(past)[0]).toBe("2025-11-30 oregon-q3-return-2025");
    expect(dated(past).at(-1)).toBe("2026-11-02 ifta-q3-return-2026");
    expect(past).toHaveLength(19);
    for (const x of past) expect(compareDates(x.date, d(2026, 11, 28))).toBeLessThan(0);
  });

  it("keeps a date in the list the day before and on the day, and folds it the day after", () => {
    const at = (day: CalendarDate) => deadlineSchedule(day);
    expect(at(d(2026, 11, 29)).next).toMatchObject({ id: "oregon-q3-return-2026", daysLeft: 1 });
    expect(at(d(2026, 11, 30)).next).toMatchObject({ id: "oregon-q3-return-2026", daysLeft: 0 });
    expect(ids(at(d(2026, 11, 30)).upcoming)[0]).toBe("oregon-q3-return-2026");
    const after = at(d(2026, 12, 1));
    expect(ids(after.upcoming)).not.toContain("oregon-q3-return-2026");
    expect(ids(after.past).at(-1)).toBe("oregon-q3-return-2026");
    expect(after.next).toMatchObject({ id: "ifta-renewal-deadline-2026", daysLeft: 30 });
  });

  it("keeps a return moved off a weekend ahead until its moved date has passed", () => {
    // IFTA Q4 2026: stated Sunday January 31, 2027, due Monday February 1.
    const ifta = { states: [], filings: ["ifta" as const] };
    expect(deadlineSchedule(d(2027, 1, 31), ifta).next).toMatchObject({ id: "ifta-q4-return-2027", daysLeft: 1 });
    expect(deadlineSchedule(d(2027, 2, 1), ifta).next).toMatchObject({ id: "ifta-q4-return-2027", daysLeft: 0 });
    const after = deadlineSchedule(d(2027, 2, 2), ifta);
    expect(ids(after.past)).toContain("ifta-q4-return-2027");
    expect(after.next).toMatchObject({ id: "ifta-decals-displayed-2027" });
  });

  it("turns the year: December 31 still has its deadlines ahead, January 1 has them behind", () => {
    const eve = deadlineSchedule(d(2026, 12, 31));
    expect(dated(eve.upcoming).slice(0, 2)).toEqual([
      "2026-12-31 ifta-renewal-deadline-2026",
      "2026-12-31 ucr-registration-2026",
    ]);
    expect(eve.next).toMatchObject({ id: "ifta-renewal-deadline-2026", daysLeft: 0 });
    const newYear = deadlineSchedule(d(2027, 1, 1));
    expect(ids(newYear.upcoming)[0]).toBe("ky-nm-ny-ct-q4-return-2027");
    expect(newYear.next).toMatchObject({ id: "ky-nm-ny-ct-q4-return-2027", daysLeft: 30 });
    expect(ids(newYear.past).slice(-2)).toEqual(["ifta-renewal-deadline-2026", "ucr-registration-2026"]);
    // Next December's renewal is a year ahead less a day, so it is in the list too.
    expect(dated(newYear.upcoming).at(-1)).toBe("2027-12-31 ucr-registration-2027");
  });

  it("never calls an opening or a reminder the next deadline", () => {
    // September 30, 2026: the renewal window opens tomorrow and the best time is the 15th; the next deadline is Oct 31.
    const { upcoming, next } = deadlineSchedule(d(2026, 9, 30));
    expect(upcoming.slice(0, 2).map((x) => x.kind)).toEqual(["start", "reminder"]);
    expect(next).toMatchObject({ id: "ky-nm-ny-ct-q3-return-2026", kind: "due" });
  });

  it("with Illinois chosen keeps Illinois and every carrier's dates, and leaves out the other states", () => {
    const { upcoming } = deadlineSchedule(d(2026, 11, 28), { states: ["IL"], filings: [] });
    expect(new Set(upcoming.map((x) => x.ruleId))).toEqual(
      new Set(["ifta-quarterly", "ifta-renewal", "form-2290", "irp-registration-year", "ucr-registration"]),
    );
    for (const x of upcoming) expect(x.states.every((s) => s === "IL")).toBe(true);
  });

  it("chooses by state and filing together", () => {
    const oregonMiles = deadlineSchedule(d(2026, 11, 28), { states: ["OR"], filings: ["mileage-tax"] });
    expect(new Set(oregonMiles.upcoming.map((x) => x.ruleId))).toEqual(new Set(["oregon-weight-mile"]));
    expect(oregonMiles.upcoming).toHaveLength(4);
    const none = deadlineSchedule(d(2026, 11, 28), { states: ["OR"], filings: ["irp"] });
    expect(none).toMatchObject({ upcoming: [], past: [], next: null });
    expect(
      matchesFilter({ filing: "mileage-tax", states: ["KY", "NM", "NY", "CT"] }, { states: ["NY"], filings: [] }),
    ).toBe(true);
  });
});

describe("the filter in the link", () => {
  it("reads states and filings in the lists' own order and names what it does not know", () => {
    const read = (query: string) => readDeadlineFilter(new URLSearchParams(query));
    expect(read("filings=ucr,ifta&states=OR,IL,OR")).toEqual({
      filter: { states: ["IL", "OR"], filings: ["ifta", "ucr"] },
      problems: [],
    });
    expect(read("")).toEqual({ filter: { states: [], filings: [] }, problems: [] });
    expect(read("states=IL,TX&filings=irp,bogus")).toEqual({
      filter: { states: ["IL"], filings: ["irp"] },
      problems: [
        { param: "states", value: "TX" },
        { param: "filings", value: "bogus" },
      ],
    });
  });

  it("writes the link back as it was read, commas unescaped", () => {
    const filter = { states: ["IL", "OR"] as const, filings: ["ifta"] as const };
    expect(filterQuery(filter)).toBe("states=IL,OR&filings=ifta");
    expect(readDeadlineFilter(new URLSearchParams(filterQuery(filter))).filter).toEqual(filter);
    expect(filterQuery({ states: [], filings: [] })).toBe("");
    expect(deadlinesFeedHref(filter, "ru")).toBe("/filing-deadlines.ics?lang=ru&states=IL,OR&filings=ifta");
    expect(deadlinesFeedHref({ states: [], filings: [] }, "en")).toBe("/filing-deadlines.ics?lang=en");
  });
});

describe("every year's dates, for the page that cannot know today", () => {
  it("lists each rule's events once in month order, February's end as the 28th", () => {
    const list = yearlyDeadlines().map((x) => `${x.month}-${x.day} ${x.kind} ${x.key}`);
    expect(list).toHaveLength(19);
    expect(list.slice(0, 5)).toEqual([
      "1-31 due ifta-q4-return",
      "1-31 due ky-nm-ny-ct-q4-return",
      "2-28 due oregon-q4-return",
      "2-28 due ifta-decals-displayed",
      "3-31 due irp-illinois-expiry",
    ]);
    expect(list.at(-1)).toBe("12-31 due ucr-registration");
  });
});

describe("reminders", () => {
  it("reminds weeks ahead of renewals, a week ahead of returns, and on the day of a window or a tip", () => {
    const byId = Object.fromEntries(deadlinesForYear(2026).map((x) => [x.id, remindDaysBefore(x)]));
    expect(byId["ifta-renewal-deadline-2026"]).toEqual([70, 7]);
    expect(byId["irp-illinois-expiry-2026"]).toEqual([42, 7]);
    expect(byId["ucr-registration-2026"]).toEqual([42, 7]);
    expect(byId["ifta-q1-return-2026"]).toEqual([7]);
    expect(byId["ifta-renewal-opens-2026"]).toEqual([0]);
  });
});
