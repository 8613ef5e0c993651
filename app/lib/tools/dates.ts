/** A date on the wall calendar, with no time or time zone. Month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

// Arithmetic goes through UTC milliseconds because UTC has no daylight-saving jumps that could skip or repeat a day.
function toUtcMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtcMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * MS_PER_DAY);
}

/** -1, 0 or 1, so it can be passed straight to Array.prototype.sort. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(toUtcMs(a) - toUtcMs(b));
}

/** Whole days from a to b: positive when b is later. */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / MS_PER_DAY);
}

/** 0 is Sunday, 6 is Saturday, as JavaScript numbers them. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function lastDayOfMonth(year: number, month: number): number {
  // Day 0 of the following month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2026-04-30" */
export function formatIso(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/* Creating a formatter for a time zone is slow (tens of milliseconds on a cheap phone); reuse them. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsIn(timeZone: string, now: Date, options: Intl.DateTimeFormatOptions): (type: string) => number {
  const parts = formatterFor(timeZone, options).formatToParts(now);
  return (type) => {
    const part = parts.find((p) => p.type === type);
    if (!part) throw new Error(`Intl.DateTimeFormat gave no ${type} for ${timeZone}`);
    return Number(part.value);
  };
}

/** An IANA time-zone name, such as "America/Chicago". */
export type TimeZone = string;

type WallClock = { date: CalendarDate; minutes: number };

/**
 * The wall-clock date and minutes since local midnight at `now` in `zone`. Code that runs in the
 * browser calls it only after first paint, so the time-zone data's first lookup costs nothing a
 * visitor waits for.
 */
export function nowIn(zone: TimeZone, now: Date): WallClock {
  const get = partsIn(zone, now, {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    // h23 rather than hour12: false, which some engines render as "24" at midnight.
    hourCycle: "h23",
  });
  return {
    date: { year: get("year"), month: get("month"), day: get("day") },
    minutes: get("hour") * 60 + get("minute"),
  };
}

/** The calendar date at `now` on a wall clock in `zone`. */
export function todayIn(zone: TimeZone, now: Date): CalendarDate {
  return nowIn(zone, now).date;
}
