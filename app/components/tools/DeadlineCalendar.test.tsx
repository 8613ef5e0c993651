// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { deadlineCalendarCopy as copy } from "~/content/en/tools/deadline-calendar";
import { parseIcs } from "~/lib/tools/ics.test-helpers";
import DeadlineCalendar from "./DeadlineCalendar";

const calendar = (feed: boolean) => (
  <DeadlineCalendar siteHost="www.example.com" icon="<svg></svg>" copy={copy} locale="en" feed={feed} />
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 9 am on December 1, 2026 in Chicago: Oregon's Q3 report was due the day before.
  vi.setSystemTime(new Date("2026-12-01T15:00:00Z"));
  window.history.replaceState(null, "", "/filing-deadlines");
});

afterEach(() => {
  cleanup();
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

  it("on a static host writes the calendar file itself, with no past date and only the chosen states", async () => {
    window.history.replaceState(null, "", "/filing-deadlines?states=IL");
    render(calendar(false));
    const link = await screen.findByRole("link", { name: copy.calendarLink });
    const href = link.getAttribute("href") ?? "";
    expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/);
    const events = parseIcs(decodeURIComponent(href.slice(href.indexOf(",") + 1))).events;
    const starts = events.map((e) => e.properties.DTSTART?.value ?? "");
    expect(starts[0]).toBe("20261231");
    for (const start of starts) expect(start >= "20261201").toBe(true);
    const summaries = events.map((e) => e.properties.SUMMARY?.value ?? "");
    expect(summaries.some((s) => /Oregon|KY, NM, NY/.test(s))).toBe(false);
    expect(summaries).toContain("Illinois IRP registration expires (renew before this date)");
  });

  it("offers no download before it knows today on a static host", () => {
    const built = prerendered(calendar(false));
    expect(built.querySelector("a")).toBeNull();
  });
});
