import { addMonths, type CalendarDate, compareDates, lastDayOfMonth } from "./dates";
import {
  type DatedDeadline,
  type DeadlineFiling,
  deadlineFilings,
  type DeadlineKind,
  type DeadlineRuleId,
  deadlineRules,
  deadlinesForYear,
  type DeadlineState,
  deadlineStates,
  type EventTitleKey,
  nextDeadline,
} from "./deadlines";

/*
 * The /filing-deadlines list, worked out from the rules in deadlines.ts: what is next and what has
 * passed on a day, for the states and filings a link chose. Apart from deadlines.ts so the
 * checkup, which shares that module's chunk, does not load it.
 */

/** Which states and filings a visitor asked for; an empty list asks for all of them. */
export interface DeadlineFilter {
  states: readonly DeadlineState[];
  filings: readonly DeadlineFiling[];
}

export const everyDeadline: DeadlineFilter = { states: [], filings: [] };

/**
 * A date every carrier has (no state) stays whatever states are chosen, so choosing Illinois
 * keeps IFTA, Form 2290 and UCR, which no state's choice could leave out.
 */
export function matchesFilter(deadline: Pick<DatedDeadline, "filing" | "states">, filter: DeadlineFilter): boolean {
  const state =
    filter.states.length === 0 ||
    deadline.states.length === 0 ||
    deadline.states.some((s) => filter.states.includes(s));
  const filing = filter.filings.length === 0 || (deadline.filing !== null && filter.filings.includes(deadline.filing));
  return state && filing;
}

export interface FilterProblem {
  param: "states" | "filings";
  value: string;
}

function readList<T extends string>(
  params: URLSearchParams,
  param: FilterProblem["param"],
  known: readonly T[],
  problems: FilterProblem[],
): T[] {
  const asked = new Set(
    params
      .getAll(param)
      .flatMap((value) => value.split(","))
      .filter((value) => value !== ""),
  );
  for (const value of asked) if (!known.includes(value as T)) problems.push({ param, value });
  return known.filter((value) => asked.has(value));
}

/**
 * The filter a link holds (`?states=IL,OR&filings=ifta`), in the lists' own order, and the values
 * it did not know: the page drops those, the calendar feed refuses them.
 */
export function readDeadlineFilter(params: URLSearchParams): { filter: DeadlineFilter; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  const states = readList(params, "states", deadlineStates, problems);
  const filings = readList(params, "filings", deadlineFilings, problems);
  return { filter: { states, filings }, problems };
}

/** The filter as a link's query, without "?"; empty for every deadline. Commas stay unescaped to keep the link readable. */
export function filterQuery(filter: DeadlineFilter): string {
  return [
    ...(filter.states.length > 0 ? [`states=${filter.states.join(",")}`] : []),
    ...(filter.filings.length > 0 ? [`filings=${filter.filings.join(",")}`] : []),
  ].join("&");
}

export interface DeadlineSchedule {
  /** From today to the day before the same date a year on, by date: each yearly date once. */
  upcoming: DatedDeadline[];
  /** The year before today, by date. */
  past: DatedDeadline[];
  next: (DatedDeadline & { daysLeft: number }) | null;
}

/** What is next for a visitor on `today` (the office's date), and what has passed, for the chosen states and filings. */
export function deadlineSchedule(today: CalendarDate, filter: DeadlineFilter = everyDeadline): DeadlineSchedule {
  const from = addMonths(today, -12);
  const until = addMonths(today, 12);
  const chosen = [today.year - 1, today.year, today.year + 1]
    .flatMap(deadlinesForYear)
    .filter((d) => matchesFilter(d, filter))
    .sort((a, b) => compareDates(a.date, b.date));
  const upcoming = chosen.filter((d) => compareDates(d.date, today) >= 0 && compareDates(d.date, until) < 0);
  const past = chosen.filter((d) => compareDates(d.date, from) >= 0 && compareDates(d.date, today) < 0);
  return { upcoming, past, next: nextDeadline(today, upcoming) };
}

/**
 * When a calendar reminds of each date, in days before it: renewals weeks ahead, when there is
 * time to gather papers (ten weeks before December 31 is late October, when the office advises
 * renewing IFTA), returns a week ahead, and a reminder or an opening on its own day.
 */
const reminders: Record<EventTitleKey, readonly number[]> = {
  "ifta-return": [7],
  "state-returns": [7],
  "oregon-report": [7],
  "ifta-renewal-opens": [0],
  "ifta-renewal-window": [0],
  "ifta-renewal-deadline": [70, 7],
  "ifta-decals-displayed": [7],
  "form-2290-annual-return": [7],
  "irp-illinois-expiry": [42, 7],
  "ucr-registration": [42, 7],
};

export const remindDaysBefore = (deadline: Pick<DatedDeadline, "titleKey">): readonly number[] =>
  reminders[deadline.titleKey];

/** One rule's event as every year has it, for the list that cannot know today's date. */
export interface YearlyDeadline {
  key: string;
  ruleId: DeadlineRuleId;
  titleKey: EventTitleKey;
  quarter: number;
  month: number;
  /**
   * The stated day in a common year: the end of February is the 28th, a day early in a leap
   * year, and a date that moves off a weekend moves later, so acting by this day is never late.
   */
  day: number;
  kind: DeadlineKind;
  filing: DeadlineFiling | null;
  states: readonly DeadlineState[];
}

/** A common year, so "last" reads as the 28th of February. */
const commonYear = 2027;

/** Every rule's events by stated month and day, with no year: what the page shows before it knows today. */
export function yearlyDeadlines(): YearlyDeadline[] {
  return deadlineRules
    .flatMap((rule) =>
      rule.events.map((event): YearlyDeadline => ({
        key: event.key,
        ruleId: rule.id,
        titleKey: event.titleKey,
        quarter: event.quarter ?? 0,
        month: event.month,
        day: event.day === "last" ? lastDayOfMonth(commonYear, event.month) : event.day,
        kind: event.kind,
        filing: rule.filing,
        states: rule.states,
      })),
    )
    .sort((a, b) => a.month - b.month || a.day - b.day);
}

/** Where `npm start` answers the list's calendar file (server/calendar-feed.ts), worked out on the day it is asked for. */
export const deadlinesFeedPath = "/filing-deadlines.ics";

/** The calendar file's address for a filter, in a language. */
export function deadlinesFeedHref(filter: DeadlineFilter, lang: string): string {
  const query = filterQuery(filter);
  return `${deadlinesFeedPath}?lang=${lang}${query ? `&${query}` : ""}`;
}
