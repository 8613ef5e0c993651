import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/template";
import { displayTime } from "../format";
import { dayOfWeek, nowIn, type TimeZone } from "./dates";

import type { Schedule } from "../../config/site-config";

/** An office schedule from the site config; days are 0 (Sunday) to 6, times "HH:MM" 24-hour. */
export type OfficeSchedule = Schedule;

/** When closed: how many days ahead it opens (0 today, 1 tomorrow), on which weekday, at what time ("HH:MM"). */
export type OpenStatus = { open: true; closes: string } | { open: false; daysAhead: number; weekday: number; opens: string };

/** The words of the open-now line in one language (content/<locale>/tools/open-now.ts). */
export interface OpenNowWords {
  readonly open: string;
  /** "{day}" and "{time}" are filled in. */
  readonly closed: string;
  readonly today: string;
  readonly tomorrow: string;
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

/**
 * "Open now", or "Closed now, opens Monday at 8:00 AM", in the page's language: English writes the
 * time as the schedule's own style ("8:00 AM" or "8 am"), the other languages on the 24-hour clock.
 */
export function openNowText(schedule: OfficeSchedule, timeZone: TimeZone, now: Date, words: OpenNowWords, locale: Locale): string {
  const status = openStatus(schedule, timeZone, now);
  if (status.open) return words.open;
  const f = formats[locale];
  const day = status.daysAhead === 0 ? words.today : status.daysAhead === 1 ? words.tomorrow : f.weekday(status.weekday);
  const time = locale === "en" ? displayTime(status.opens, schedule.timeStyle) : f.time(status.opens);
  return fill(words.closed, { day, time });
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
