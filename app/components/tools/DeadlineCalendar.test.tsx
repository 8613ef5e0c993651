// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { contentFor } from "~/content";
import { formatMessage } from "~/i18n/message";
import { parseIcs } from "~/lib/tools/ics.test-helpers";
import { startDeadlineCalendar } from "~/scripts/deadline-calendar";
import DeadlineCalendar from "./DeadlineCalendar";

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
  // 9 am on December 1, 2026 in Chicago: Oregon's Q3 report was due the day before.
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
    window.history.replaceState(null, "", "/filing-deadlines?states=IL");
    const root = started(true);
    expect(root.textContent).not.toContain(copy.yearlyCaption);
    const upcoming = rowIds(upcomingTable(root));
    expect(upcoming[0]).toBe("ifta-renewal-deadline-2026");
    expect(upcoming).toContain("irp-illinois-expiry-2027");
    expect(upcoming.some((id) => id?.startsWith("oregon-"))).toBe(false);
    expect(root.querySelector('[aria-current="date"]')?.getAttribute("data-deadline")).toBe(
      "ifta-renewal-deadline-2026",
    );
    expect(root.querySelector('[role="status"]')?.textContent).toContain(copy.nextLabel);
    const past = root.querySelector<HTMLDetailsElement>("details:not(.js-only)");
    expect(past?.open).toBe(false);
    expect(past?.querySelector("summary")?.textContent).toMatch(/^Past dates \(\d+\)$/);
    expect(root.querySelector("[data-filter-summary]")?.textContent).toBe(
      formatMessage(copy.filterSummary, { choice: copy.stateNames.IL }, "en"),
    );
    expect(root.querySelector<HTMLInputElement>('input[value="IL"]')?.checked).toBe(true);
    expect(root.querySelector<HTMLElement>("[data-filter-choices]")?.hidden).toBe(false);
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/filing-deadlines.ics?lang=en&states=IL");
  });

  it("a tick filters the list and keeps the choice in the link and the download, and an open fold open", () => {
    const root = started(true);
    expect(rowIds(upcomingTable(root))[0]).toBe("ifta-renewal-deadline-2026");
    root.querySelector<HTMLDetailsElement>("details:not(.js-only)")!.open = true;
    const oregon = root.querySelector<HTMLInputElement>('input[value="OR"]')!;
    const mileage = root.querySelector<HTMLInputElement>('input[value="mileage-tax"]')!;
    for (const box of [oregon, mileage]) {
      box.checked = true;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    }
    expect(window.location.search).toBe("?states=OR&filings=mileage-tax");
    const upcoming = rowIds(upcomingTable(root));
    expect(upcoming).toHaveLength(4);
    for (const id of upcoming) expect(id).toMatch(/^oregon-/);
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
    const starts = events.map((e) => e.properties.DTSTART?.value ?? "");
    expect(starts[0]).toBe("20261231");
    for (const start of starts) expect(start >= "20261201").toBe(true);
    const summaries = events.map((e) => e.properties.SUMMARY?.value ?? "");
    expect(summaries.some((s) => /Oregon|KY, NM, NY/.test(s))).toBe(false);
    expect(summaries).toContain("Illinois IRP registration expires (renew before this date)");
  });
});
