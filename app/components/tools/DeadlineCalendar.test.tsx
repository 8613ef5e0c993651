// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { contentFor } from "~/content";
import type { Dates } from "~/data/schemas";
import { formatMessage } from "~/i18n/message";
import { deadlineSchedule } from "~/lib/tools/deadline-list";
import { parseIcs } from "~/lib/tools/ics.test-helpers";
import { startDeadlineCalendar } from "~/scripts/deadline-calendar";
import DeadlineCalendar from "./DeadlineCalendar";

/*
 * Made-up yearly dates in place of the published ones (app/data/dates.json), so the office can move
 * a date without breaking this test: every date the rules (app/lib/tools/deadlines.ts) read. Dates
 * that differ from the live ones show that every row below comes from the data.
 */
const fixture = vi.hoisted(() => {
  const provenance = { source: "Test fixture", checked: "2025-03-14" };
  return {
    iftaQuarterDue: {
      q1: { month: 5, day: 31 },
      q2: { month: 8, day: 31 },
      q3: { month: 11, day: 30 },
      q4: { month: 2, day: 28 },
      ...provenance,
    },
    oregonQuarterDue: {
      q1: { month: 6, day: 30 },
      q2: { month: 9, day: 30 },
      q3: { month: 12, day: 31 },
      q4: { month: 3, day: 31 },
      ...provenance,
    },
    iftaRenewal: {
      opens: { month: 10, day: 15 },
      reminder: { month: 11, day: 2 },
      due: { month: 12, day: 20 },
      suspended: { month: 12, day: 21 },
      decalsValidFrom: { month: 12, day: 21 },
      decalsDisplayedByLastDayOfMonth: 3,
      ...provenance,
    },
    form2290AnnualDue: { month: 9, day: 30 },
    irpIllinois: { yearStart: { month: 12, day: 16 }, yearEnd: { month: 12, day: 15 }, ...provenance },
    ucr: {
      nextYearOpens: { month: 9, day: 1 },
      due: { month: 12, day: 28 },
      enforcement: { month: 12, day: 29 },
      ...provenance,
    },
  };
});

// The fixture goes through the file's schema, so it stays a set of dates the office could publish.
vi.mock("~/data/dates.json", async (importOriginal) => {
  const { datesSchema } = await import("~/data/schemas");
  const live = (await importOriginal<{ default: Dates }>()).default;
  const { form2290AnnualDue, ...groups } = fixture;
  return {
    default: datesSchema.parse({ ...live, ...groups, form2290: { ...live.form2290, annualDue: form2290AnnualDue } }),
  };
});

/*
 * Worked by hand from the fixture: Illinois's dates and every carrier's from Tuesday, December 1,
 * 2026 to a year on, by the day to act by. Only IFTA returns move off a weekend or a holiday.
 */
const illinoisAhead = [
  ["irp-illinois-expiry-2026", "20261215"],
  ["ifta-renewal-deadline-2026", "20261220"],
  ["ucr-registration-2026", "20261228"],
  // February 28, 2027 is a Sunday.
  ["ifta-q4-return-2027", "20270301"],
  ["ifta-decals-displayed-2027", "20270331"],
  // May 31, 2027 is Memorial Day.
  ["ifta-q1-return-2027", "20270601"],
  ["ifta-q2-return-2027", "20270831"],
  ["form-2290-annual-return-2027", "20270930"],
  ["ifta-renewal-opens-2027", "20271015"],
  ["ifta-renewal-window-2027", "20271102"],
  ["ifta-q3-return-2027", "20271130"],
] as const;
/*
 * The year before: IFTA Q3 2025 (Sunday, November 30, moved to December 1), December 15, 20 and 28,
 * 2025, and the eight 2026 dates to November 30.
 */
const illinoisPastCount = 12;
/** Oregon's quarterly reports in the same 12 months: Q3 2026 is due December 31. */
const oregonAhead = [
  "oregon-q3-return-2026",
  "oregon-q4-return-2027",
  "oregon-q1-return-2027",
  "oregon-q2-return-2027",
];

/** The day the clock below is set to, in Chicago. */
const today = { year: 2026, month: 12, day: 1 };

const copy = contentFor("en").deadlineCalendar;

const calendar = (feed: boolean) => <DeadlineCalendar siteHost="www.example.com" copy={copy} locale="en" feed={feed} />;

const stops: (() => void)[] = [];

/** The build's markup in the document, with the page's script started on it. */
function started(feed: boolean) {
  const built = prerendered(calendar(feed));
  stops.push(startDeadlineCalendar(built.querySelector<HTMLElement>("[data-deadline-calendar]")!));
  return built;
}

const rowIds = (table: Element | null | undefined) =>
  [...(table?.querySelectorAll("tbody tr") ?? [])].map((row) => row.getAttribute("data-deadline"));
const upcomingTable = (root: Element) =>
  [...root.querySelectorAll("table")].find((table) =>
    table.caption?.textContent?.startsWith(copy.upcomingCaption.split("{")[0]!),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 9 am on December 1, 2026 in Chicago: the fixture's IFTA Q3 return was due the day before.
  vi.setSystemTime(new Date("2026-12-01T15:00:00Z"));
  window.history.replaceState(null, "", "/filing-deadlines");
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("DeadlineCalendar", () => {
  it("is pre-rendered as every year's dates, the same on any day, with the server's calendar file", () => {
    const built = prerendered(calendar(true)).innerHTML;
    vi.setSystemTime(new Date("2027-07-04T15:00:00Z"));
    expect(prerendered(calendar(true)).innerHTML).toBe(built);
    expect(built).toContain(copy.yearlyCaption);
    expect(built).not.toContain("2026");
    expect(built).toContain('href="/filing-deadlines.ics?lang=en"');
  });

  it("offers no download before it knows today on a static host", () => {
    const built = prerendered(calendar(false));
    expect(built.querySelector("a")?.hasAttribute("href")).toBe(false);
    expect(built.querySelector<HTMLElement>("[data-calendar-download]")?.hidden).toBe(true);
  });

  it("at start shows the link's filter without a touch: the next deadline first, the past folded", () => {
    const schedule = deadlineSchedule(today, { states: ["IL"], filings: [] });
    expect(schedule.upcoming.map((d) => d.id)).toEqual(illinoisAhead.map(([id]) => id));
    expect(schedule.past).toHaveLength(illinoisPastCount);
    window.history.replaceState(null, "", "/filing-deadlines?states=IL");
    const root = started(true);
    expect(root.textContent).not.toContain(copy.yearlyCaption);
    // No Oregon report and no other state's return.
    expect(rowIds(upcomingTable(root))).toEqual(illinoisAhead.map(([id]) => id));
    expect(root.querySelector('[aria-current="date"]')?.getAttribute("data-deadline")).toBe("irp-illinois-expiry-2026");
    expect(root.querySelector('[role="status"]')?.textContent).toContain(copy.nextLabel);
    const past = root.querySelector<HTMLDetailsElement>("details:not(.js-only)");
    expect(past?.open).toBe(false);
    expect(past?.querySelector("summary")?.textContent).toBe(
      formatMessage(copy.pastSummary, { count: String(illinoisPastCount) }, "en"),
    );
    expect(rowIds(past?.querySelector("table")).at(-1)).toBe("ifta-q3-return-2026");
    expect(root.querySelector("[data-filter-summary]")?.textContent).toBe(
      formatMessage(copy.filterSummary, { choice: copy.stateNames.IL }, "en"),
    );
    expect(root.querySelector<HTMLInputElement>('input[value="IL"]')?.checked).toBe(true);
    expect(root.querySelector<HTMLElement>("[data-filter-choices]")?.hidden).toBe(false);
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/filing-deadlines.ics?lang=en&states=IL");
  });

  it("a tick filters the list and keeps the choice in the link and the download, and an open fold open", () => {
    const root = started(true);
    // Every state's list starts with Illinois's IRP expiry too.
    expect(rowIds(upcomingTable(root))[0]).toBe("irp-illinois-expiry-2026");
    root.querySelector<HTMLDetailsElement>("details:not(.js-only)")!.open = true;
    const oregon = root.querySelector<HTMLInputElement>('input[value="OR"]')!;
    const mileage = root.querySelector<HTMLInputElement>('input[value="mileage-tax"]')!;
    for (const box of [oregon, mileage]) {
      box.checked = true;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    }
    expect(window.location.search).toBe("?states=OR&filings=mileage-tax");
    expect(deadlineSchedule(today, { states: ["OR"], filings: ["mileage-tax"] }).upcoming.map((d) => d.id)).toEqual(
      oregonAhead,
    );
    expect(rowIds(upcomingTable(root))).toEqual(oregonAhead);
    expect(root.querySelector("a")?.getAttribute("href")).toBe(
      "/filing-deadlines.ics?lang=en&states=OR&filings=mileage-tax",
    );
    expect(root.querySelector<HTMLDetailsElement>("details:not(.js-only)")?.open).toBe(true);
  });

  it("on a static host writes the calendar file itself, with no past date and only the chosen states", () => {
    window.history.replaceState(null, "", "/filing-deadlines?states=IL");
    const root = started(false);
    expect(root.querySelector<HTMLElement>("[data-calendar-download]")?.hidden).toBe(false);
    const href = root.querySelector("a")?.getAttribute("href") ?? "";
    expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/);
    const events = parseIcs(decodeURIComponent(href.slice(href.indexOf(",") + 1))).events;
    expect(events.map((e) => e.properties.UID?.value)).toEqual(illinoisAhead.map(([id]) => `${id}@www.example.com`));
    expect(events.map((e) => e.properties.DTSTART?.value)).toEqual(illinoisAhead.map(([, start]) => start));
    expect(events[0]?.properties.SUMMARY?.value).toBe(copy.eventTitles["irp-illinois-expiry"]);
  });
});
