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

/**
 * Whole months from `from` to `to`, a part of a month counting as a month, as the IRS and IFTA count
 * a return's months late: 0 on or before `from`, 1 from the day after it to the same day a month on.
 */
export function monthsOrPart(from: CalendarDate, to: CalendarDate): number {
  if (compareDates(to, from) <= 0) return 0;
  let months = 1;
  while (compareDates(to, addMonths(from, months)) > 0) months += 1;
  return months;
}

/** The same day `months` months later (or earlier, when negative), or the month's last day when it is shorter. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, lastDayOfMonth(year, month)) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2026-04-30" */
export function formatIso(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The day "2026-04-30" names, as the data files write a day (their schema has checked it is one). */
export function parseIso(text: string): CalendarDate {
  const [year = NaN, month = NaN, day = NaN] = text.split("-").map(Number);
  return { year, month, day };
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

/**
 * A time zone as the browser gets it: the IANA name, and the zone's UTC offsets over a period
 * worked out at build time (`zoneTable`). Within that period the wall clock is plain arithmetic;
 * the browser's own time-zone data, whose first use blocks a cheap phone for a noticeable
 * moment, is needed only outside it.
 */
export interface ZoneTable {
  name: string;
  /** [from (ms since the epoch), offset from UTC in minutes], in time order. */
  offsets: [number, number][];
  untilMs: number;
}

/** An IANA name such as "America/Chicago", or a zone table for it. */
export type TimeZone = string | ZoneTable;

type WallClock = { date: CalendarDate; minutes: number };

function intlWallClock(timeZone: string, now: Date): WallClock {
  const get = partsIn(timeZone, now, {
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

function tableOffset(zone: ZoneTable, ms: number): number | undefined {
  const first = zone.offsets[0];
  if (!first || ms < first[0] || ms >= zone.untilMs) return undefined;
  let offset = first[1];
  for (const [from, minutes] of zone.offsets) {
    if (from > ms) break;
    offset = minutes;
  }
  return offset;
}

const minuteMs = 60_000;

/** The wall-clock date and minutes since local midnight at `now` in `zone`. */
export function nowIn(zone: TimeZone, now: Date): WallClock {
  if (typeof zone === "string") return intlWallClock(zone, now);
  const offset = tableOffset(zone, now.getTime());
  if (offset === undefined) return intlWallClock(zone.name, now);
  const wall = new Date(now.getTime() + offset * minuteMs);
  return {
    date: { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() },
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The calendar date at `now` on a wall clock in `zone`. */
export function todayIn(zone: TimeZone, now: Date): CalendarDate {
  return nowIn(zone, now).date;
}

function intlOffset(timeZone: string, minute: number): number {
  const { date, minutes } = intlWallClock(timeZone, new Date(minute * minuteMs));
  return (toUtcMs(date) + minutes * minuteMs) / minuteMs - minute;
}

/** The offsets of `timeZone` for `days` days from `from`, to the minute (run at build time). */
export function zoneTable(timeZone: string, from: Date, days: number): ZoneTable {
  const minutesPerDay = 24 * 60;
  const start = Math.floor(from.getTime() / minuteMs);
  const end = start + days * minutesPerDay;
  const offsets: [number, number][] = [[start * minuteMs, intlOffset(timeZone, start)]];
  let current = offsets[0]![1];
  for (let day = start; day < end; day += minutesPerDay) {
    const next = Math.min(day + minutesPerDay, end);
    if (intlOffset(timeZone, next) === current) continue;
    // The first minute with the new offset: offsets change at most once a day.
    let lo = day;
    let hi = next;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (intlOffset(timeZone, mid) === current) lo = mid;
      else hi = mid;
    }
    current = intlOffset(timeZone, hi);
    offsets.push([hi * minuteMs, current]);
  }
  return { name: timeZone, offsets, untilMs: end * minuteMs };
}
