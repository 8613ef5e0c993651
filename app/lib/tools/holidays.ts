import { addDays, type CalendarDate, compareDates, dayOfWeek, lastDayOfMonth } from "./dates";

export interface Holiday {
  date: CalendarDate;
  name: string;
}

/** The nth (1-based) given weekday of a month, for example the 3rd Monday of January. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = { year, month, day: 1 };
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const last = { year, month, day: lastDayOfMonth(year, month) };
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(date: CalendarDate, name: string): Holiday {
  const weekday = dayOfWeek(date);
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  return shift === 0 ? { date, name } : { date: addDays(date, shift), name: `${name} (observed)` };
}

/**
 * US federal holidays (5 U.S.C. 6103) on the dates they are observed in `year`, in date order.
 * Lists are by observed date: when January 1 is a Saturday, New Year's Day is observed on
 * December 31 and appears in the previous year's list, not its own.
 * The rules are those in force since Juneteenth was added in 2021.
 */
export function federalHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string) => observed({ year, month, day }, name);
  return [
    fixed(1, 1, "New Year's Day"),
    { date: nthWeekday(year, 1, 1, 3), name: "Martin Luther King Jr. Day" },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: lastWeekday(year, 5, 1), name: "Memorial Day" },
    fixed(6, 19, "Juneteenth National Independence Day"),
    fixed(7, 4, "Independence Day"),
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { date: nthWeekday(year, 10, 1, 2), name: "Columbus Day" },
    fixed(11, 11, "Veterans Day"),
    { date: nthWeekday(year, 11, 4, 4), name: "Thanksgiving Day" },
    fixed(12, 25, "Christmas Day"),
    observed({ year: year + 1, month: 1, day: 1 }, "New Year's Day"),
  ].filter((h) => h.date.year === year);
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return false;
  return !federalHolidays(date.year).some((h) => compareDates(h.date, date) === 0);
}

/** A due date on a weekend or federal holiday moves to the next business day; a business day stays put. */
export function nextBusinessDay(date: CalendarDate): CalendarDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
