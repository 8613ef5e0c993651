import ICAL from "ical.js";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatMessage } from "../app/i18n/message";
import { readQuery } from "../app/lib/tools/checkup";
import { todayIn } from "../app/lib/tools/dates";
import { parseIcs, unfold } from "../app/lib/tools/ics.test-helpers";
import { buildPlan } from "../app/lib/tools/plan";
import { amountText, eventTitle, planCalendar } from "../app/lib/tools/plan-text";
import { fakeBuild } from "../tests/fake-build";
import { createServer } from "./app";
import { calendarFeedPath, maxQueryLength } from "./calendar-feed";
import { toolWords } from "../app/content/tool-words";

const checkupCopy = toolWords("en").checkup;
const ruCopy = toolWords("ru").checkup;
const deadlineCalendarCopy = toolWords("en").deadlineCalendar;
const bgDeadlineCopy = toolWords("bg").deadlineCalendar;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The checkup's answers for an owner-operator running in Kentucky and New York, with the fleet and USDOT number. */
const answers =
  "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no&trucks=1&dot=1234513";

/** The public address the feed's server is given: not the host the tests ask it under. */
const siteUrl = "https://permits.example.org";

/** A server whose clock the test moves. */
async function feedServer(start: string, options: { trustProxy?: string[] } = {}) {
  const build = await fakeBuild();
  const clock = { now: new Date(start) };
  const app = await createServer({
    root: path.join(build, "client"),
    dataDir: null,
    siteUrl,
    clock: () => clock.now,
    ...options,
  });
  cleanups.push(
    () => rm(build, { recursive: true, force: true }),
    () => app.close(),
  );
  await app.ready();
  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: `${calendarFeedPath}${query}`, headers: { host: "www.example.com", ...headers } });
  return { app, clock, get };
}

/** The feed read back as a calendar app reads it. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e)),
  };
}

describe("GET /calendar.ics", () => {
  it("answers a calendar for the answers: its type, caching, a daily refresh and the page's language", async () => {
    const { get } = await feedServer("2026-11-26T15:00:00Z");
    const response = await get(`?${answers}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers["content-disposition"]).toBe('inline; filename="my-filing-dates.ics"');

    const { calendar, events: list } = events(response.body);
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("P1D");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(checkupCopy.plan.calendar.name);
    const titles = list.map((e) => e.summary);
    // What is late comes first, on today's date; then the dates ahead, each with its own amount and reminders.
    const late = (title: string) => formatMessage(checkupCopy.plan.calendar.lateTitle, { title }, "en");
    expect(titles[0]).toBe(late("UCR registration for 2026 due"));
    expect(list[0]?.startDate.toString()).toBe("2026-11-26");
    expect(list[0]?.component.getAllSubcomponents("valarm")).toEqual([]);
    expect(titles).toContain("Kentucky weight-distance tax (KYU) return for Q4 2026 due");
    expect(titles).toContain("MCS-150 update for USDOT 1234513 due");
    const ucr = list.find((e) => e.summary === "UCR registration for 2027 due");
    const parsed = readQuery(new URLSearchParams(answers));
    if (!parsed.ok) throw new Error("answers");
    const plan = buildPlan(parsed.value, { year: 2026, month: 11, day: 26 });
    const ucrEvent = plan.events.find((e) => e.key === "ucr");
    if (!ucrEvent?.amount) throw new Error("the UCR event has its amount");
    expect(ucr?.startDate.toString()).toBe("2026-12-31");
    expect(ucr?.description).toContain(amountText(checkupCopy, ucrEvent.amount, "en"));
    expect(ucr?.description).toContain(`Details: ${siteUrl}/ucr-registration`);
    // A renewal reminds weeks ahead and again a week before.
    const triggers = ucr?.component
      .getAllSubcomponents("valarm")
      .map((alarm) => alarm.getFirstPropertyValue("trigger")?.toString());
    expect(triggers).toEqual(ucrEvent.remindDaysBefore.map((days) => `-P${days}D`));
    expect(ucrEvent.remindDaysBefore.length).toBe(2);

    const ru = events((await get(`?${answers}&lang=ru`)).body);
    const ruUcr = eventTitle(ruCopy, ucrEvent, "ru");
    expect(ru.events.map((e) => e.summary)).toContain(ruUcr);
    expect(ru.events.find((e) => e.summary === ruUcr)?.description).toContain(
      `${ruCopy.plan.calendar.details}: ${siteUrl}/ru/ucr-registration`,
    );
  });

  it("writes RFC 5545 text: CRLF line ends and long lines folded at 75 octets", async () => {
    const { get } = await feedServer("2026-11-26T15:00:00Z");
    const text = (await get(`?${answers}&lang=ru`)).body;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // Russian descriptions are long: some lines must have been folded, and unfold back whole.
    expect(text).toMatch(/\r\n /);
    const parsed = parseIcs(text);
    expect(unfold(text).every((line) => !line.startsWith(" "))).toBe(true);
    expect(parsed.events.length).toBeGreaterThan(10);
  });

  it("keeps each event's UID on another day, so calendar apps update events instead of adding copies", async () => {
    const { get, clock } = await feedServer("2026-11-26T15:00:00Z");
    const first = events((await get(`?${answers}&lang=en`)).body).events;
    clock.now = new Date("2027-01-15T15:00:00Z");
    const later = events((await get(`?${answers}&lang=en`)).body).events;

    const uid = (e: ICAL.Event) => `${e.uid} ${e.startDate.toString()}`;
    const firstUids = new Set(first.map(uid));
    // A late filing moves on to each day's date under the same UID while it is late.
    const isLate = (e: ICAL.Event) => e.uid.includes("-late-");
    const lateUids = (list: ICAL.Event[]) => list.filter(isLate).map((e) => e.uid);
    const stillLate = lateUids(later).filter((u) => lateUids(first).includes(u));
    expect(stillLate.some((u) => u.startsWith("form-2290-annual-2026-08-31-late-"))).toBe(true);
    expect(later.filter(isLate).every((e) => e.startDate.toString() === "2027-01-15")).toBe(true);
    const shared = later.filter((e) => !isLate(e) && e.startDate.toString() < "2028-02-26");
    expect(shared.length).toBeGreaterThan(10);
    for (const event of shared) expect(firstUids, event.summary).toContain(uid(event));
    // What has passed is gone, and the dates roll forward.
    expect(later.map((e) => e.startDate.toString())).not.toContain("2026-12-31");
    expect(later.some((e) => e.startDate.toString() < "2027-01-15")).toBe(false);
    expect(later.map((e) => e.startDate.toString()).at(-1)! > first.map((e) => e.startDate.toString()).at(-1)!).toBe(
      true,
    );
    // Another truck's calendar has other UIDs for the same dates.
    const other = events((await get(`?${answers.replace("weight=80000", "weight=70000")}&lang=en`)).body).events;
    expect(other.map((e) => e.uid).some((u) => first.some((e) => e.uid === u))).toBe(false);
  });

  it("holds only the answered states' dates: no Oregon unless Oregon was answered", async () => {
    const { get } = await feedServer("2026-11-26T15:00:00Z");
    const text = (await get(`?${answers}&lang=en`)).body;
    expect(text).not.toMatch(/Oregon|Connecticut|New Mexico/);
    // A link from before the Oregon question is dated as a new, monthly account; a quarterly one by the quarters.
    const withOregon = events((await get(`?${answers.replace("KY,NY", "KY,NY,OR")}&lang=en`)).body).events;
    expect(withOregon.map((e) => e.summary)).toContain("Oregon weight-mile tax report for November 2026 due");
    const quarterly = events(
      (await get(`?${answers.replace("KY,NY", "KY,NY,OR").replace("&new=", "&oregon=quarterly&new=")}&lang=en`)).body,
    ).events;
    expect(quarterly.map((e) => e.summary)).toContain("Oregon weight-mile tax report for Q4 2026 due");
    expect(quarterly.map((e) => e.summary)).not.toContain("Oregon weight-mile tax report for November 2026 due");
    // A broker with no trucks: UCR and nothing a truck files.
    const broker =
      "hire=no&broker=yes&interstate=yes&leaves=no&weight=0&axles=0&trailer=no&states=&new=no&employees=no&trucks=0";
    expect(events((await get(`?${broker}&lang=en`)).body).events.map((e) => e.summary)).toEqual([
      formatMessage(checkupCopy.plan.calendar.lateTitle, { title: "UCR registration for 2026 due" }, "en"),
      "UCR registration for 2027 due",
      "UCR registration for 2028 due",
    ]);
    // Marked filed, it leaves the calendar.
    const filed = events((await get(`?${broker}&filed=ucr-20251231&lang=en`)).body).events;
    expect(filed.map((e) => e.summary)).toEqual(["UCR registration for 2027 due", "UCR registration for 2028 due"]);
  });

  it("is the page's own calendar: the same module, the same events for the same answers and day", async () => {
    const now = "2026-11-26T15:00:00Z";
    const { get } = await feedServer(now);
    const feed = (await get(`?${answers}&lang=en`)).body;
    const parsed = readQuery(new URLSearchParams(answers));
    if (!parsed.ok) throw new Error("answers");
    const page = planCalendar(
      buildPlan(parsed.value, todayIn("America/Chicago", new Date(now))),
      parsed.value,
      checkupCopy,
      "en",
      {
        origin: siteUrl,
        now: new Date(now),
        feed: true,
      },
    );
    expect(feed).toBe(page);
  });

  it("links to the site's address whatever Host or proxy header the request carries, and never fails on one", async () => {
    const { get } = await feedServer("2026-11-26T15:00:00Z", { trustProxy: ["127.0.0.1"] });
    const query = `?${answers}&lang=en`;
    const expected = (await get(query)).body;
    expect(expected).toContain(`PRODID:-//${new URL(siteUrl).host}//`);
    // Malformed, missing or foreign hosts, and a spoofed proxy header, from the review of 2026-11-28 (M1, M4, I6).
    for (const headers of <Record<string, string>[]>[
      { host: "a b" },
      { host: "" },
      { host: "example.com:99999" },
      { host: "[::1" },
      { host: "other.example" },
      { host: "www.example.com", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      { host: "www.example.com", "x-forwarded-host": "a b" },
    ]) {
      const response = await get(query, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.body, JSON.stringify(headers)).toBe(expected);
    }
  });

  it("says why it is empty for answers with no date to remind of (review of 2026-11-28, I4)", async () => {
    // Read as the calendar apps that show it read it: as text, as X-WR-CALNAME is.
    ICAL.design.icalendar.property["x-wr-caldesc"] = { defaultType: "text" };
    const { get } = await feedServer("2026-11-26T15:00:00Z");
    const dateless =
      "hire=yes&broker=no&interstate=no&leaves=no&weight=26000&axles=2&trailer=no&states=&new=yes&employees=yes&trucks=2";
    for (const [lang, words] of [
      ["en", checkupCopy],
      ["ru", ruCopy],
    ] as const) {
      const response = await get(`?${dateless}&lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const { calendar, events: list } = events(response.body);
      expect(list).toEqual([]);
      expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe(words.plan.calendar.empty);
    }
    // A calendar with dates has no such note.
    expect((await get(`?${answers}&lang=en`)).body).not.toContain("X-WR-CALDESC");
  });

  it("answers the same calendar with 304 to a calendar app that has it", async () => {
    const { get } = await feedServer("2026-11-26T15:00:00Z");
    const first = await get(`?${answers}&lang=en`);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe("undefined");
    expect((await get(`?${answers}&lang=en`, { "if-none-match": etag })).statusCode).toBe(304);
    // RFC 9110: a list of tags, weak ones, and "*" (review of 2026-11-28, I1).
    for (const header of [`"other", ${etag}`, `W/${etag}`, `"a",W/${etag} , "b"`, "*"]) {
      const answer = await get(`?${answers}&lang=en`, { "if-none-match": header });
      expect(answer.statusCode, header).toBe(304);
      expect(answer.body, header).toBe("");
    }
    expect((await get(`?${answers}&lang=en`, { "if-none-match": '"other", "another"' })).statusCode).toBe(200);
    // A refusal carries no tag.
    const refused = await get(`?lang=en`);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });

  it.each([
    ["no query", "", "the calendar needs the checkup's answers in its query"],
    ["no language", `?${answers}`, "lang is missing (en, ru, bg)"],
    ["an unknown language", `?${answers}&lang=de`, "lang must be one of en, ru, bg"],
    ["a missing answer", `?${answers.replace("&employees=no", "")}&lang=en`, "employees is missing"],
    ["a malformed weight", `?${answers.replace("weight=80000", "weight=80k")}&lang=en`, "weight is not a valid answer"],
    ["a malformed USDOT number", `?${answers.replace("dot=1234513", "dot=12a")}&lang=en`, "dot is not a valid answer"],
    [
      "answers that contradict each other",
      `?${answers.replace("leaves=yes", "leaves=no")}&lang=en`,
      "states contradicts another answer",
    ],
    ["an unknown parameter", `?${answers}&lang=en&utm_source=x`, 'unknown parameter "utm_source"'],
    ["an answer given twice", `?${answers}&lang=en&hire=no`, "hire is given more than once"],
    [
      "a query over the limit",
      `?${answers}&lang=en&dot=${"1".repeat(maxQueryLength)}`,
      `the query is longer than ${maxQueryLength} characters`,
    ],
    ["broken escapes", `?hire=%E0%A4%A&lang=en`, "hire is not a valid answer"],
  ])("answers 400 with one line for %s", async (_name, query, reason) => {
    const { get } = await feedServer("2026-11-26T15:00:00Z");
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(`Bad Request: ${reason}`);
  });
});

describe("GET /filing-deadlines.ics", () => {
  const deadlines = async (start: string, query: string) => {
    const { app } = await feedServer(start);
    return app.inject({ method: "GET", url: `/filing-deadlines.ics${query}`, headers: { host: "www.example.com" } });
  };
  const titles = deadlineCalendarCopy.eventTitles;

  it("holds the list's dates from today on, none past, read back as a calendar app reads it", async () => {
    // 8 am on December 1, 2026 in Chicago: Oregon's Q3 report (November 30) has passed.
    const response = await deadlines("2026-12-01T14:00:00Z", "?lang=en");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const { calendar, events: list } = events(response.body);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(deadlineCalendarCopy.calendarName);
    const starts = list.map((e) => e.startDate.toString());
    expect(starts[0]).toBe("2026-12-31");
    for (const start of starts) expect(start >= "2026-12-01").toBe(true);
    expect(list.map((e) => e.summary)).not.toContain("Oregon weight-mile Q3 2026 report due (quarterly filers)");
    expect(list).toHaveLength(19);
    // Renewals remind weeks ahead, returns a week ahead.
    const renewal = list.find((e) => e.summary.startsWith("Illinois IFTA renewal for 2027 due"));
    const triggers = renewal?.component
      .getAllSubcomponents("valarm")
      .map((a) => a.getFirstPropertyValue("trigger")?.toString());
    expect(triggers).toEqual(["-P70D", "-P7D"]);
    expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
    expect(list[0]?.uid).toMatch(/@permits\.example\.org$/);
  });

  it("with ?states=IL holds Illinois's and every carrier's dates, in the page's language", async () => {
    const response = await deadlines("2026-11-28T15:00:00Z", "?lang=bg&states=IL");
    expect(response.statusCode).toBe(200);
    const { events: list } = events(response.body);
    const summaries = list.map((e) => e.summary);
    expect(summaries).toContain(bgDeadlineCopy.eventTitles["irp-illinois-expiry"]);
    expect(summaries.some((s) => s.startsWith("Срок за декларацията по IFTA"))).toBe(true);
    expect(summaries.some((s) => s.includes("Орегон"))).toBe(false);
    expect(summaries.some((s) => s.includes("KY, NM, NY"))).toBe(false);
    for (const e of list) expect(e.startDate.toString() >= "2026-11-28").toBe(true);
  });

  it("with ?states=OR&filings=mileage-tax holds only Oregon's reports", async () => {
    const response = await deadlines("2026-11-28T15:00:00Z", "?lang=en&states=OR&filings=mileage-tax");
    const summaries = events(response.body).events.map((e) => e.summary);
    expect(summaries).toEqual([
      formatMessage(titles["oregon-report"], { quarter: "3", quarterYear: "2026" }, "en"),
      formatMessage(titles["oregon-report"], { quarter: "4", quarterYear: "2026" }, "en"),
      formatMessage(titles["oregon-report"], { quarter: "1", quarterYear: "2027" }, "en"),
      formatMessage(titles["oregon-report"], { quarter: "2", quarterYear: "2027" }, "en"),
    ]);
  });

  it.each([
    ["no language", "", "lang is missing (en, ru, bg)"],
    ["an unknown state", "?lang=en&states=IL,TX", 'states has an unknown value "TX"'],
    ["an unknown filing", "?lang=en&filings=fuel", 'filings has an unknown value "fuel"'],
    ["an unknown parameter", "?lang=en&hire=yes", 'unknown parameter "hire"'],
    ["a filter given twice", "?lang=en&states=IL&states=OR", "states is given more than once"],
  ])("answers 400 with one line for %s", async (_name, query, reason) => {
    const response = await deadlines("2026-11-28T15:00:00Z", query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(`Bad Request: ${reason}`);
  });
});
