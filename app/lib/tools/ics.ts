import { addDays, type CalendarDate } from "./dates";

/** An all-day event; `uid` must be globally unique and stable so calendar apps update instead of duplicating. */
export interface IcsEvent {
  uid: string;
  date: CalendarDate;
  summary: string;
  description: string;
  /** A display reminder for each, that many days before the date; none for an empty list. */
  remindDaysBefore: readonly number[];
}

export interface IcsOptions {
  prodId: string;
  calName: string;
  /** Stamped on every event as DTSTAMP. */
  now: Date;
  /**
   * For a subscribed feed: how often a calendar app should fetch it again, as an RFC 5545
   * duration ("P1D"). Written as REFRESH-INTERVAL (RFC 7986) and as X-PUBLISHED-TTL, which Apple
   * Calendar and Outlook read instead.
   */
  refreshInterval?: string;
  /** What the calendar is, shown by calendar apps that show one (X-WR-CALDESC). */
  description?: string;
}

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, and line breaks become "\n". */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and a space. Splitting is by code
 * point so no UTF-8 sequence (or UTF-16 surrogate pair) is cut; the leading space counts toward 75.
 */
function fold(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const icsDate = (date: CalendarDate) => `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`;

const icsUtc = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
  `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** An iCalendar file of all-day events, each with its display alarms. */
export function toIcs(
  events: readonly IcsEvent[],
  { prodId, calName, now, refreshInterval, description }: IcsOptions,
): string {
  const stamp = icsUtc(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(prodId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    // Not in RFC 5545, but Apple Calendar, Google Calendar and Outlook name the subscription from it.
    `X-WR-CALNAME:${escapeText(calName)}`,
    ...(description ? [`X-WR-CALDESC:${escapeText(description)}`] : []),
    ...(refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`, `X-PUBLISHED-TTL:${refreshInterval}`]
      : []),
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      // DTEND is exclusive, so a one-day event ends the next day.
      `DTEND;VALUE=DATE:${icsDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      // A reminder should not mark the whole day busy.
      "TRANSP:TRANSPARENT",
      ...event.remindDaysBefore.flatMap((days) => [
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER:-P${days}D`,
        "END:VALARM",
      ]),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
