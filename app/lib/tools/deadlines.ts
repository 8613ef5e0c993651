import { addMonths, type CalendarDate, compareDates, daysBetween, lastDayOfMonth } from "./dates";
import { nextBusinessDay } from "./holidays";
import { dates } from "~/data/dates";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";

/** "due" is a filing deadline; "reminder" a heads-up; "start" the first day of a period. */
export type DeadlineKind = "due" | "reminder" | "start";

/** Which sentence names an event; each language's calendar copy words it (deadline-calendar eventTitles). */
export type EventTitleKey =
  | "ifta-return"
  | "state-returns"
  | "oregon-report"
  | "ifta-renewal-opens"
  | "ifta-renewal-window"
  | "ifta-renewal-deadline"
  | "ifta-decals-displayed"
  | "form-2290-annual-return"
  | "irp-illinois-expiry"
  | "ucr-registration";

/** One dated event a rule produces each calendar year. */
export interface DeadlineEvent {
  /** Joined with the calendar year to make a stable id such as "ifta-q1-return-2026". */
  key: string;
  month: number;
  /** The day of the month, or "last" for a date such as the last day of February. */
  day: number | "last";
  kind: DeadlineKind;
  /**
   * Only IFTA and federal due dates move off weekends and federal holidays. Stated dates, period
   * starts, expiry dates and the state returns stay put, so the calendar never shows a later day
   * than the law allows.
   */
  movesToBusinessDay: boolean;
  titleKey: EventTitleKey;
  /** For a quarterly return: which quarter it reports. */
  quarter?: number;
}

export type DeadlineRuleId =
  | "ifta-quarterly"
  | "state-quarterly-returns"
  | "oregon-weight-mile"
  | "ifta-renewal"
  | "form-2290"
  | "irp-registration-year"
  | "dot-biennial-update"
  | "ucr-registration";

/** The states a visitor can choose on /filing-deadlines: the ones some rule is about. */
export const deadlineStates = ["IL", "KY", "NM", "NY", "CT", "OR"] as const;
export type DeadlineState = (typeof deadlineStates)[number];

/** The filings a visitor can choose: "mileage-tax" is the states' own weight-distance and highway-use returns. */
export const deadlineFilings = ["ifta", "irp", "mileage-tax", "form-2290", "ucr"] as const;
export type DeadlineFiling = (typeof deadlineFilings)[number];

export interface DeadlineRule {
  id: DeadlineRuleId;
  /** Empty when the rule has no fixed calendar date. */
  events: readonly DeadlineEvent[];
  /** Null only for a rule with no dated events, which no filter needs to reach. */
  filing: DeadlineFiling | null;
  /** The states whose law sets these dates; empty for a filing every carrier makes wherever it is based. */
  states: readonly DeadlineState[];
}

/** The numbers an event title may use: "{quarter}", "{quarterYear}", "{year}", "{nextYear}". */
export interface TitleValues {
  year: number;
  nextYear: number;
  quarter: number;
  /** The year a quarterly return reports: the Q4 return filed early in a year belongs to the year before. */
  quarterYear: number;
}

export interface DatedDeadline {
  id: string;
  ruleId: DeadlineRuleId;
  titleKey: EventTitleKey;
  titleValues: TitleValues;
  /** The date to act by, after any move to the next business day. */
  date: CalendarDate;
  originalDate: CalendarDate;
  shifted: boolean;
  kind: DeadlineKind;
  filing: DeadlineFiling | null;
  states: readonly DeadlineState[];
}

/** A quarterly return due on the last day of `month`; Q4 is filed in the following year. */
const quarterlyReturn = (
  keyPrefix: string,
  titleKey: EventTitleKey,
  quarter: number,
  month: number,
  movesToBusinessDay: boolean,
): DeadlineEvent => ({
  key: `${keyPrefix}-q${quarter}-return`,
  month,
  day: "last",
  kind: "due",
  movesToBusinessDay,
  titleKey,
  quarter,
});

const quarter = dates.iftaQuarterDue;
const oregon = dates.oregonQuarterDue;
const iftaReturn = (quarter: number, month: number) => quarterlyReturn("ifta", "ifta-return", quarter, month, true);
const stateReturn = (quarter: number, month: number) =>
  quarterlyReturn("ky-nm-ny-ct", "state-returns", quarter, month, false);
const oregonReport = (quarter: number, month: number) =>
  quarterlyReturn("oregon", "oregon-report", quarter, month, false);

/*
 * The dates behind each rule. The rules' words, the sentences a reader sees, are each language's
 * deadline-calendar copy (rules), so the dates are written once for every language.
 */
export const deadlineRules: readonly DeadlineRule[] = [
  {
    id: "ifta-quarterly",
    filing: "ifta",
    states: [],
    events: [
      iftaReturn(4, quarter.q4.month),
      iftaReturn(1, quarter.q1.month),
      iftaReturn(2, quarter.q2.month),
      iftaReturn(3, quarter.q3.month),
    ],
  },
  {
    id: "state-quarterly-returns",
    filing: "mileage-tax",
    states: ["KY", "NM", "NY", "CT"],
    events: [
      stateReturn(4, quarter.q4.month),
      stateReturn(1, quarter.q1.month),
      stateReturn(2, quarter.q2.month),
      stateReturn(3, quarter.q3.month),
    ],
  },
  {
    id: "oregon-weight-mile",
    filing: "mileage-tax",
    states: ["OR"],
    // Q4 on the statute's February 28 in every year, not the last day of February (dates.ts).
    events: [
      { ...oregonReport(4, oregon.q4.month), day: oregon.q4.day },
      oregonReport(1, oregon.q1.month),
      oregonReport(2, oregon.q2.month),
      oregonReport(3, oregon.q3.month),
    ],
  },
  {
    id: "ifta-renewal",
    filing: "ifta",
    states: ["IL"],
    events: [
      {
        key: "ifta-renewal-opens",
        ...dates.iftaRenewal.opens,
        kind: "start",
        movesToBusinessDay: false,
        titleKey: "ifta-renewal-opens",
      },
      {
        key: "ifta-renewal-window",
        ...dates.iftaRenewal.reminder,
        kind: "reminder",
        movesToBusinessDay: false,
        titleKey: "ifta-renewal-window",
      },
      // Illinois suspends the license on January 1; a weekend does not give more time.
      {
        key: "ifta-renewal-deadline",
        ...dates.iftaRenewal.due,
        kind: "due",
        movesToBusinessDay: false,
        titleKey: "ifta-renewal-deadline",
      },
      {
        key: "ifta-decals-displayed",
        month: dates.iftaRenewal.decalsDisplayedByLastDayOfMonth,
        day: "last",
        kind: "due",
        movesToBusinessDay: false,
        titleKey: "ifta-decals-displayed",
      },
    ],
  },
  {
    id: "form-2290",
    filing: "form-2290",
    states: [],
    events: [
      {
        key: "form-2290-annual-return",
        ...dates.form2290.annualDue,
        kind: "due",
        movesToBusinessDay: true,
        titleKey: "form-2290-annual-return",
      },
    ],
  },
  {
    id: "irp-registration-year",
    filing: "irp",
    states: ["IL"],
    // The registration expires on this date; a weekend does not extend it.
    events: [
      {
        key: "irp-illinois-expiry",
        ...dates.irpIllinois.yearEnd,
        kind: "due",
        movesToBusinessDay: false,
        titleKey: "irp-illinois-expiry",
      },
    ],
  },
  { id: "dot-biennial-update", events: [], filing: null, states: [] },
  {
    id: "ucr-registration",
    filing: "ucr",
    states: [],
    // The site states December 31 as the last day; moving it either way would misstate the rule.
    events: [
      {
        key: "ucr-registration",
        ...dates.ucr.due,
        kind: "due",
        movesToBusinessDay: false,
        titleKey: "ucr-registration",
      },
    ],
  },
];

/** A deadline's title in one language, from that language's event titles; years and quarters are written as digits. */
export function deadlineTitle(
  deadline: DatedDeadline,
  titles: Readonly<Record<EventTitleKey, string>>,
  locale: Locale,
): string {
  const values = Object.fromEntries(Object.entries(deadline.titleValues).map(([name, value]) => [name, String(value)]));
  return formatMessage(titles[deadline.titleKey], values, locale);
}

/** Every dated event whose stated date falls in calendar `year`, by date to act by. */
export function deadlinesForYear(year: number): DatedDeadline[] {
  return deadlineRules
    .flatMap((rule) =>
      rule.events.map((event): DatedDeadline => {
        const day = event.day === "last" ? lastDayOfMonth(year, event.month) : event.day;
        const originalDate = { year, month: event.month, day };
        const date = event.movesToBusinessDay ? nextBusinessDay(originalDate) : originalDate;
        return {
          id: `${event.key}-${year}`,
          ruleId: rule.id,
          titleKey: event.titleKey,
          titleValues: {
            year,
            nextYear: year + 1,
            quarter: event.quarter ?? 0,
            quarterYear: event.quarter === 4 ? year - 1 : year,
          },
          date,
          originalDate,
          shifted: compareDates(date, originalDate) !== 0,
          kind: event.kind,
          filing: rule.filing,
          states: rule.states,
        };
      }),
    )
    .sort((a, b) => compareDates(a.date, b.date));
}

/**
 * The earliest deadline on or after `today`, with the whole days left (0 on the day itself). A
 * window opening or a reminder is no deadline, so it is never "next".
 */
export function nextDeadline(
  today: CalendarDate,
  deadlines: readonly DatedDeadline[],
): (DatedDeadline & { daysLeft: number }) | null {
  let next: DatedDeadline | null = null;
  for (const d of deadlines) {
    if (d.kind !== "due") continue;
    if (compareDates(d.date, today) >= 0 && (!next || compareDates(d.date, next.date) < 0)) next = d;
  }
  return next && { ...next, daysLeft: daysBetween(today, next.date) };
}

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
