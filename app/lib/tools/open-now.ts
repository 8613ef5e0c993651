import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { dayOfWeek, nowIn, type TimeZone } from "./dates";

import type { Schedule } from "../../config/site-config";

/** An office schedule from the site config; days are 0 (Sunday) to 6, times "HH:MM" 24-hour. */
export type OfficeSchedule = Schedule;

/** When closed: how many days ahead it opens (0 today, 1 tomorrow), on which weekday, at what time ("HH:MM"). */
export type OpenStatus =
  { open: true; closes: string } | { open: false; daysAhead: number; weekday: number; opens: string };

/**
 * The words of the open-now line in one language: the copy (content/<locale>/tools/open-now.ts),
 * with the weekday names and the schedule's opening times as the language writes them, which the
 * build adds (app/lib/format.ts), so the browser needs no formatter.
 */
export interface OpenNowWords {
  readonly open: string;
  /** A message taking `{day}` and `{time}`. */
  readonly closed: string;
  readonly today: string;
  readonly tomorrow: string;
  /** 0 = Sunday. */
  readonly weekdays: readonly string[];
  /** Each opening time of the schedule, "08:00", as written: "8:00 AM", "8 am", "8:00". */
  readonly times: Readonly<Record<string, string>>;
}

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether the office is open at `now` by the wall clock in `timeZone`. The opening minute counts as
 * open and the closing minute as closed. Days with no period are closed, listed in `closed` or not.
 */
export function openStatus(schedule: OfficeSchedule, timeZone: TimeZone, now: Date): OpenStatus {
  const { date, minutes } = nowIn(timeZone, now);
  const today = dayOfWeek(date);
  const current = schedule.periods.find(
    (p) => p.days.includes(today) && toMinutes(p.opens) <= minutes && minutes < toMinutes(p.closes),
  );
  if (current) return { open: true, closes: current.closes };

  // Up to 7 days ahead, so a schedule open one day a week finds the same weekday next week.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (today + ahead) % 7;
    const opens = schedule.periods
      .filter((p) => p.days.includes(weekday) && (ahead > 0 || toMinutes(p.opens) > minutes))
      .map((p) => p.opens)
      .sort()[0];
    if (opens !== undefined) return { open: false, daysAhead: ahead, weekday, opens };
  }
  throw new Error("The schedule has no opening hours.");
}

/** "Open now", or "Closed now, opens Monday at 8:00 AM", in the page's language. */
export function openNowText(
  schedule: OfficeSchedule,
  timeZone: TimeZone,
  now: Date,
  words: OpenNowWords,
  locale: Locale,
): string {
  const status = openStatus(schedule, timeZone, now);
  if (status.open) return words.open;
  const day =
    status.daysAhead === 0
      ? words.today
      : status.daysAhead === 1
        ? words.tomorrow
        : (words.weekdays[status.weekday] ?? "");
  return formatMessage(words.closed, { day, time: words.times[status.opens] ?? status.opens }, locale);
}

/**
 * The open-now line named for the hours it is about, e.g. "Document drop-off: open now" or
 * "Office: closed now, opens Monday at 8:00 AM"; without a subject, as openNowText.
 */
export function openNowLine(
  schedule: OfficeSchedule,
  timeZone: TimeZone,
  now: Date,
  words: OpenNowWords,
  locale: Locale,
  subject?: string,
): string {
  const text = openNowText(schedule, timeZone, now, words, locale);
  return subject ? `${subject}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
