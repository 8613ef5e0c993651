import { describe, expect, it } from "vitest";
import { openNowLineWords, openNowWords } from "../format";
import { type OfficeSchedule, openNowLine, openNowText as textIn, openStatus } from "./open-now";
import { contentFor } from "~/content";

const openNowCopy = contentFor("en").openNow;

const { subject, ...copy } = openNowCopy;
const openNowText = (schedule: OfficeSchedule, zone: string, now: Date) =>
  textIn(schedule, zone, now, openNowWords(copy, schedule, "en"), "en");

const TZ = "America/Chicago";

const contact: OfficeSchedule = {
  timeStyle: "clock",
  periods: [
    { days: [1, 2, 3, 4, 5], label: "Mon-Fri", opens: "08:00", closes: "18:00" },
    { days: [6], label: "Sat", opens: "09:00", closes: "16:00" },
  ],
  closed: [{ label: "Sun", days: [0] }],
};

const dropOff: OfficeSchedule = {
  timeStyle: "short",
  periods: [
    { days: [1, 2, 3, 4, 5], label: "Mon-Fri", opens: "09:00", closes: "17:00" },
    { days: [6], label: "Sat", opens: "10:00", closes: "13:00" },
  ],
  closed: [],
};

/*
 * Two Monday-to-Sunday weeks, one in CDT (UTC-5) and one in CST (UTC-6), so each case is checked
 * with the instant a visitor's clock would really report, whichever offset is in force.
 */
const weeks = [
  { name: "June 2026 (CDT)", monday: Date.UTC(2026, 5, 15), offsetHours: 5 },
  { name: "January 2026 (CST)", monday: Date.UTC(2026, 0, 5), offsetHours: 6 },
];

/** The UTC instant of a Chicago wall-clock time `dayIndex` days after the week's Monday. */
function instant(week: (typeof weeks)[number], dayIndex: number, time: string): Date {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return new Date(week.monday + ((dayIndex * 24 + h + week.offsetHours) * 60 + m) * 60_000);
}

const MON_FRI = [0, 1, 2, 3, 4];
const SAT = 5;
const SUN = 6;

describe.each(weeks)("contact hours, $name", (week) => {
  const text = (day: number, time: string) => openNowText(contact, TZ, instant(week, day, time));

  it.each(MON_FRI)("weekday %i: opens at 08:00 and closes at 18:00", (day) => {
    expect(text(day, "07:59")).toBe("Closed now, opens today at 8:00 AM");
    expect(text(day, "08:00")).toBe("Open now");
    expect(text(day, "17:59")).toBe("Open now");
    const tomorrow = day === 4 ? "9:00 AM" : "8:00 AM";
    expect(text(day, "18:00")).toBe(`Closed now, opens tomorrow at ${tomorrow}`);
    expect(text(day, "23:59")).toBe(`Closed now, opens tomorrow at ${tomorrow}`);
    expect(openStatus(contact, TZ, instant(week, day, "12:00"))).toEqual({ open: true, closes: "18:00" });
  });

  it("Saturday: opens at 09:00 and closes at 16:00", () => {
    expect(text(SAT, "00:00")).toBe("Closed now, opens today at 9:00 AM");
    expect(text(SAT, "08:59")).toBe("Closed now, opens today at 9:00 AM");
    expect(text(SAT, "09:00")).toBe("Open now");
    expect(text(SAT, "15:59")).toBe("Open now");
    expect(openStatus(contact, TZ, instant(week, SAT, "15:59"))).toEqual({ open: true, closes: "16:00" });
    expect(text(SAT, "16:00")).toBe("Closed now, opens Monday at 8:00 AM");
    expect(openStatus(contact, TZ, instant(week, SAT, "16:00"))).toEqual({
      open: false,
      daysAhead: 2,
      weekday: 1,
      opens: "08:00",
    });
  });

  it("Sunday: closed all day", () => {
    for (const time of ["00:00", "08:00", "09:00", "12:00", "23:59"]) {
      expect(text(SUN, time)).toBe("Closed now, opens tomorrow at 8:00 AM");
    }
  });
});

describe.each(weeks)("drop-off hours, $name", (week) => {
  const text = (day: number, time: string) => openNowText(dropOff, TZ, instant(week, day, time));

  it.each(MON_FRI)("weekday %i: opens at 09:00 and closes at 17:00", (day) => {
    expect(text(day, "08:59")).toBe("Closed now, opens today at 9 am");
    expect(text(day, "09:00")).toBe("Open now");
    expect(text(day, "16:59")).toBe("Open now");
    expect(openStatus(dropOff, TZ, instant(week, day, "16:59"))).toEqual({ open: true, closes: "17:00" });
    const tomorrow = day === 4 ? "10 am" : "9 am";
    expect(text(day, "17:00")).toBe(`Closed now, opens tomorrow at ${tomorrow}`);
  });

  it("Saturday: opens at 10:00 and closes at 13:00", () => {
    expect(text(SAT, "09:59")).toBe("Closed now, opens today at 10 am");
    expect(text(SAT, "10:00")).toBe("Open now");
    expect(text(SAT, "12:59")).toBe("Open now");
    expect(openStatus(dropOff, TZ, instant(week, SAT, "12:59"))).toEqual({ open: true, closes: "13:00" });
    expect(text(SAT, "13:00")).toBe("Closed now, opens Monday at 9 am");
  });

  it("Sunday: closed all day, though the schedule lists no closed days", () => {
    for (const time of ["00:00", "09:00", "10:00", "23:59"]) {
      expect(text(SUN, time)).toBe("Closed now, opens tomorrow at 9 am");
    }
  });
});

describe("time zone handling", () => {
  it("reads the Chicago wall clock from literal UTC instants", () => {
    // Monday June 15, 2026, 08:00 CDT.
    expect(openNowText(contact, TZ, new Date("2026-06-15T13:00:00Z"))).toBe("Open now");
    // Monday January 5, 2026, 07:00 CST: the same UTC time of day is an hour before opening in winter.
    expect(openNowText(contact, TZ, new Date("2026-01-05T13:00:00Z"))).toBe("Closed now, opens today at 8:00 AM");
    expect(openNowText(contact, TZ, new Date("2026-01-05T14:00:00Z"))).toBe("Open now");
  });

  it("uses the Chicago weekday when UTC is already on the next day", () => {
    // Saturday June 20, 23:30 CDT is Sunday in UTC.
    expect(openNowText(contact, TZ, new Date("2026-06-21T04:30:00Z"))).toBe("Closed now, opens Monday at 8:00 AM");
    // Sunday June 21, 23:30 CDT is Monday in UTC.
    expect(openNowText(contact, TZ, new Date("2026-06-22T04:30:00Z"))).toBe("Closed now, opens tomorrow at 8:00 AM");
    // Friday January 9, 18:30 CST is Saturday in UTC.
    expect(openNowText(dropOff, TZ, new Date("2026-01-10T00:30:00Z"))).toBe("Closed now, opens tomorrow at 10 am");
  });

  it("follows the switch to daylight time", () => {
    // Monday March 9, 2026 is the first weekday on CDT: 13:00 UTC is 08:00, opening time.
    expect(openNowText(contact, TZ, new Date("2026-03-09T13:00:00Z"))).toBe("Open now");
    // The Friday before, still CST, 13:00 UTC was 07:00.
    expect(openNowText(contact, TZ, new Date("2026-03-06T13:00:00Z"))).toBe("Closed now, opens today at 8:00 AM");
  });
});

describe("other schedules", () => {
  it("finds the same weekday a week later and writes odd times in both styles", () => {
    const wednesdays: OfficeSchedule = {
      timeStyle: "short",
      periods: [{ days: [3], label: "Wed", opens: "09:30", closes: "12:00" }],
      closed: [],
    };
    // Wednesday June 17, 2026, 13:00 CDT.
    const afterClosing = new Date("2026-06-17T18:00:00Z");
    expect(openNowText(wednesdays, TZ, afterClosing)).toBe("Closed now, opens Wednesday at 9:30 am");
    expect(openStatus(wednesdays, TZ, new Date("2026-06-17T16:00:00Z"))).toEqual({ open: true, closes: "12:00" });
    expect(openStatus({ ...wednesdays, timeStyle: "clock" }, TZ, new Date("2026-06-17T16:00:00Z"))).toEqual({
      open: true,
      closes: "12:00",
    });
    // Monday 10:00 CDT.
    expect(openNowText(wednesdays, TZ, new Date("2026-06-15T15:00:00Z"))).toBe(
      "Closed now, opens Wednesday at 9:30 am",
    );
  });

  it("picks the earliest later opening when a day has two periods", () => {
    const split: OfficeSchedule = {
      timeStyle: "clock",
      periods: [
        { days: [1], label: "Mon afternoon", opens: "13:00", closes: "17:00" },
        { days: [1], label: "Mon morning", opens: "00:00", closes: "11:00" },
      ],
      closed: [],
    };
    // Monday June 15, 2026, 12:00 CDT.
    expect(openNowText(split, TZ, new Date("2026-06-15T17:00:00Z"))).toBe("Closed now, opens today at 1:00 PM");
    // Monday June 15, 2026, 00:00 CDT.
    expect(openStatus(split, TZ, new Date("2026-06-15T05:00:00Z"))).toEqual({ open: true, closes: "11:00" });
    // Sunday June 14, 2026, 23:59 CDT.
    expect(openNowText(split, TZ, new Date("2026-06-15T04:59:00Z"))).toBe("Closed now, opens tomorrow at 12:00 AM");
  });

  it("throws on a schedule with no hours at all", () => {
    expect(() => openStatus({ timeStyle: "clock", periods: [], closed: [] }, TZ, new Date())).toThrow();
  });

  it("names the hours it is about, so the contact page and a service page never seem to disagree", () => {
    // Monday November 23, 2026, 8:30 am CST: the office is open, document drop-off is not yet.
    const at = new Date("2026-11-23T14:30:00Z");
    const words = (schedule: OfficeSchedule) => openNowWords(copy, schedule, "en");
    expect(openNowLine(contact, TZ, at, words(contact), "en", subject.office)).toBe("Office: open now");
    expect(openNowLine(dropOff, TZ, at, words(dropOff), "en", subject["drop-off"])).toBe(
      "Document drop-off: closed now, opens today at 9 am",
    );
    expect(openNowLine(dropOff, TZ, at, words(dropOff), "en")).toBe("Closed now, opens today at 9 am");
  });

  it("gives each schedule its own words, subject and opening times, as /open-now.json carries them", () => {
    const at = new Date("2026-11-23T14:30:00Z");
    const lines = openNowLineWords(
      openNowCopy,
      { contact: { ...contact, subject: "office" }, dropOff: { ...dropOff, subject: "drop-off" } },
      "en",
    );
    expect(lines.contact.subject).toBe("Office");
    expect(openNowLine(dropOff, TZ, at, lines.dropOff, "en", lines.dropOff.subject)).toBe(
      "Document drop-off: closed now, opens today at 9 am",
    );
    expect(Object.keys(lines.dropOff.times)).toEqual(["09:00", "10:00"]);
  });
});
