import { describe, expect, it } from "vitest";
import { addDays, type CalendarDate } from "./dates";
import { contentFor } from "~/content";
import { deadlineRules, deadlinesForYear, deadlineTitle } from "./deadlines";
import { type IcsEvent, toIcs } from "./ics";
import { parseIcs, unfold } from "./ics.test-helpers";

const { deadlineCalendar: deadlineCalendarCopy, deadlineRules: deadlineRuleWords } = contentFor("en");

/* The dates with their English words, as the calendar and the page put them together. */
const titled = (year: number) =>
  deadlinesForYear(year).map((x) => ({ ...x, title: deadlineTitle(x, deadlineCalendarCopy.eventTitles, "en") }));
const rules = deadlineRules.map((rule) => ({ ...rule, ...deadlineRuleWords[rule.id] }));

const options = {
  prodId: "-//Example Trucking//Deadlines//EN",
  calName: "Filing deadlines",
  now: new Date("2026-03-04T05:06:07Z"),
};
const compact = (date: CalendarDate) =>
  `${date.year}${String(date.month).padStart(2, "0")}${String(date.day).padStart(2, "0")}`;
const octets = (line: string) => new TextEncoder().encode(line).length;
const physicalLines = (ics: string) => ics.slice(0, -2).split("\r\n");

function event(
  summary: string,
  description = "",
  date: CalendarDate = { year: 2026, month: 4, day: 30 },
  remindDaysBefore: readonly number[] = [7],
): IcsEvent {
  return { uid: "test@example.com", date, summary, description, remindDaysBefore };
}

describe("toIcs with two years of deadlines", () => {
  const deadlines = [...titled(2026), ...titled(2027)];
  const events: IcsEvent[] = deadlines.map((d) => ({
    uid: `${d.id}@example.com`,
    date: d.date,
    summary: d.title,
    description: rules.find((r) => r.id === d.ruleId)?.rule ?? "",
    remindDaysBefore: [7],
  }));
  const ics = toIcs(events, options);
  const calendar = parseIcs(ics);

  it("writes the calendar header", () => {
    expect(calendar.properties.VERSION?.value).toBe("2.0");
    expect(calendar.properties.PRODID?.value).toBe(options.prodId);
    expect(calendar.properties["X-WR-CALNAME"]?.value).toBe("Filing deadlines");
    expect(calendar.properties.CALSCALE?.value).toBe("GREGORIAN");
  });

  it("writes one all-day event per deadline, on the date to act by", () => {
    expect(calendar.events).toHaveLength(38);
    calendar.events.forEach((parsed, i) => {
      const source = deadlines[i];
      if (!source) throw new Error("more events than deadlines");
      expect(parsed.properties.UID?.value).toBe(`${source.id}@example.com`);
      expect(parsed.properties.SUMMARY?.value).toBe(source.title);
      expect(parsed.properties.DTSTART).toEqual({ params: { VALUE: "DATE" }, value: compact(source.date) });
      expect(parsed.properties.DTEND).toEqual({ params: { VALUE: "DATE" }, value: compact(addDays(source.date, 1)) });
      expect(parsed.properties.DTSTAMP?.value).toBe("20260304T050607Z");
      expect(parsed.properties.DESCRIPTION?.value).toBe(events[i]?.description);
    });
  });

  it("uses moved dates and ends December 31 events on January 1", () => {
    const q4 = calendar.events.find((e) => e.properties.SUMMARY?.value === "IFTA Q4 2026 return due");
    expect(q4?.properties.DTSTART?.value).toBe("20270201");
    const ucr = calendar.events.find((e) => e.properties.SUMMARY?.value === "UCR registration for 2027 due");
    expect(ucr?.properties.DTSTART?.value).toBe("20261231");
    expect(ucr?.properties.DTEND?.value).toBe("20270101");
    const irp = calendar.events.filter((e) =>
      e.properties.SUMMARY?.value?.startsWith("Illinois IRP registration expires"),
    );
    expect(irp.map((e) => e.properties.DTSTART?.value)).toEqual(["20260331", "20270331"]);
    const renewal = calendar.events.filter((e) => e.properties.SUMMARY?.value?.includes("is suspended Jan 1"));
    expect(renewal.map((e) => e.properties.DTSTART?.value)).toEqual(["20261231", "20271231"]);
    const decals = calendar.events.filter((e) => e.properties.SUMMARY?.value?.includes("IFTA decals on the truck"));
    expect(decals.map((e) => e.properties.DTSTART?.value)).toEqual(["20260228", "20270228"]);
  });

  it("gives every event a display alarm 7 days before", () => {
    for (const parsed of calendar.events) {
      expect(parsed.alarms).toHaveLength(1);
      const alarm = parsed.alarms[0]?.properties;
      expect(alarm?.ACTION?.value).toBe("DISPLAY");
      expect(alarm?.TRIGGER?.value).toBe("-P7D");
      expect(alarm?.DESCRIPTION?.value).toBe(parsed.properties.SUMMARY?.value);
    }
  });

  it("uses CRLF line endings throughout", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("folds every line to at most 75 octets", () => {
    for (const line of physicalLines(ics)) expect(octets(line)).toBeLessThanOrEqual(75);
    // The rule texts are longer than a line, so folding did happen.
    expect(physicalLines(ics).some((line) => line.startsWith(" "))).toBe(true);
  });
});

describe("toIcs text handling", () => {
  it("writes a single event exactly", () => {
    expect(toIcs([event("IFTA Q1 2026 return due", "File it.")], options)).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Example Trucking//Deadlines//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Filing deadlines",
        "BEGIN:VEVENT",
        "UID:test@example.com",
        "DTSTAMP:20260304T050607Z",
        "DTSTART;VALUE=DATE:20260430",
        "DTEND;VALUE=DATE:20260501",
        "SUMMARY:IFTA Q1 2026 return due",
        "DESCRIPTION:File it.",
        "TRANSP:TRANSPARENT",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:IFTA Q1 2026 return due",
        "TRIGGER:-P7D",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("writes one display alarm for each reminder an event asks for, and none for none", () => {
    const parse = (days: readonly number[]) =>
      parseIcs(toIcs([event("UCR registration for 2027 due", "", undefined, days)], options)).events[0]?.alarms;
    expect(parse([42, 7])?.map((alarm) => alarm.properties.TRIGGER?.value)).toEqual(["-P42D", "-P7D"]);
    expect(parse([])).toEqual([]);
  });

  it("writes an empty calendar when there are no events", () => {
    const calendar = parseIcs(toIcs([], options));
    expect(calendar.events).toEqual([]);
  });

  it("escapes backslash, semicolon, comma and line breaks, and reads them back", () => {
    const summary = String.raw`Q1; IFTA, C:\filings`;
    const description = "Line one\nLine two\r\nLine three\rend; with, \\n literal";
    const ics = toIcs([event(summary, description)], { ...options, calName: "A, B; C" });
    expect(ics).toContain(String.raw`SUMMARY:Q1\; IFTA\, C:\\filings`);
    expect(ics).toContain(String.raw`DESCRIPTION:Line one\nLine two\nLine three\nend\; with\, \\n literal`);
    const calendar = parseIcs(ics);
    expect(calendar.properties["X-WR-CALNAME"]?.value).toBe("A, B; C");
    expect(calendar.events[0]?.properties.SUMMARY?.value).toBe(summary);
    expect(calendar.events[0]?.properties.DESCRIPTION?.value).toBe(
      "Line one\nLine two\nLine three\nend; with, \\n literal",
    );
  });

  it("folds at exactly 75 octets", () => {
    // "SUMMARY:" is 8 octets.
    const fits = physicalLines(toIcs([event("x".repeat(67))], options));
    expect(fits).toContain(`SUMMARY:${"x".repeat(67)}`);
    const folded = physicalLines(toIcs([event("x".repeat(68))], options));
    expect(folded).toContain(`SUMMARY:${"x".repeat(67)}`);
    expect(folded).toContain(" x");
    // A continuation line holds 74 octets after its leading space.
    const long = physicalLines(toIcs([event("y".repeat(67 + 74 + 1))], options));
    expect(long).toContain(` ${"y".repeat(74)}`);
    expect(long).toContain(" y");
  });

  it("never splits a multi-byte character and round-trips it", () => {
    const summary = "Ré".repeat(30) + "🚚".repeat(40) + "€ñ".repeat(25);
    const ics = toIcs([event(summary, summary)], options);
    for (const line of physicalLines(ics)) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A split surrogate pair would leave a lone surrogate, which encodes as U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const parsed = parseIcs(ics).events[0];
    expect(parsed?.properties.SUMMARY?.value).toBe(summary);
    expect(parsed?.properties.DESCRIPTION?.value).toBe(summary);
  });

  it("moves a character that would cross octet 75 whole to the next line", () => {
    // 8 + 66 = 74 octets; the 4-octet truck would end at 78.
    const lines = physicalLines(toIcs([event(`${"x".repeat(66)}🚚`)], options));
    expect(lines).toContain(`SUMMARY:${"x".repeat(66)}`);
    expect(lines).toContain(" 🚚");
  });
});

describe("parseIcs test helper", () => {
  it("rejects bare LF line endings and unbalanced components", () => {
    expect(() => parseIcs("BEGIN:VCALENDAR\nEND:VCALENDAR\n")).toThrow();
    expect(() => parseIcs("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n")).toThrow();
    expect(() => parseIcs("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n")).toThrow();
  });

  it("unfolds continuation lines that start with a space or a tab", () => {
    expect(unfold("SUMMARY:ab\r\n c\r\n\td\r\n")).toEqual(["SUMMARY:abcd"]);
  });
});
