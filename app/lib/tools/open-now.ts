import { displayTime } from "../format";
import { dayOfWeek, nowIn, weekdayNames, type TimeZone } from "./dates";

import type { Schedule } from "../../config/site-config";

/** An office schedule from the site config; days are 0 (Sunday) to 6, times "HH:MM" 24-hour. */
export type OfficeSchedule = Schedule;

export type OpenStatus =
  | { open: true; closesAt: string }
  | { open: false; opensDay: string; opensAt: string };

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
  if (current) return { open: true, closesAt: displayTime(current.closes, schedule.timeStyle) };

  // Up to 7 days ahead, so a schedule open one day a week finds the same weekday next week.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (today + ahead) % 7;
    const opens = schedule.periods
      .filter((p) => p.days.includes(weekday) && (ahead > 0 || toMinutes(p.opens) > minutes))
      .map((p) => p.opens)
      .sort()[0];
    if (opens !== undefined) {
      const opensDay = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : (weekdayNames[weekday] ?? "");
      return { open: false, opensDay, opensAt: displayTime(opens, schedule.timeStyle) };
    }
  }
  throw new Error("The schedule has no opening hours.");
}

/** "Open now", or "Closed now, opens Monday at 8:00 AM". */
export function openNowText(schedule: OfficeSchedule, timeZone: TimeZone, now: Date): string {
  const status = openStatus(schedule, timeZone, now);
  return status.open ? "Open now" : `Closed now, opens ${status.opensDay} at ${status.opensAt}`;
}

/**
 * The open-now line named for the hours it is about, e.g. "Document drop-off: open now" or
 * "Office: closed now, opens Monday at 8:00 AM"; without a subject, as openNowText.
 */
export function openNowLine(schedule: OfficeSchedule, timeZone: TimeZone, now: Date, subject?: string): string {
  const text = openNowText(schedule, timeZone, now);
  return subject ? `${subject}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
