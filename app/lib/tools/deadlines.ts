import { type CalendarDate, compareDates, daysBetween, lastDayOfMonth } from "./dates";
import { nextBusinessDay } from "./holidays";
import { dates, type YearDay } from "~/data/dates";
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

/** A quarterly return due on `due` (app/data/dates.json); Q4 is filed in the following year. */
const quarterlyReturn = (
  keyPrefix: string,
  titleKey: EventTitleKey,
  quarter: number,
  due: YearDay,
  movesToBusinessDay: boolean,
): DeadlineEvent => ({
  key: `${keyPrefix}-q${quarter}-return`,
  month: due.month,
  day: due.day,
  kind: "due",
  movesToBusinessDay,
  titleKey,
  quarter,
});

const quarter = dates.iftaQuarterDue;
const oregon = dates.oregonQuarterDue;
const iftaReturn = (quarter: number, due: YearDay) => quarterlyReturn("ifta", "ifta-return", quarter, due, true);
const stateReturn = (quarter: number, due: YearDay) =>
  quarterlyReturn("ky-nm-ny-ct", "state-returns", quarter, due, false);
const oregonReport = (quarter: number, due: YearDay) => quarterlyReturn("oregon", "oregon-report", quarter, due, false);

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
      iftaReturn(4, quarter.q4),
      iftaReturn(1, quarter.q1),
      iftaReturn(2, quarter.q2),
      iftaReturn(3, quarter.q3),
    ],
  },
  {
    id: "state-quarterly-returns",
    filing: "mileage-tax",
    states: ["KY", "NM", "NY", "CT"],
    events: [
      stateReturn(4, quarter.q4),
      stateReturn(1, quarter.q1),
      stateReturn(2, quarter.q2),
      stateReturn(3, quarter.q3),
    ],
  },
  {
    id: "oregon-weight-mile",
    filing: "mileage-tax",
    states: ["OR"],
    // Q4 on the statute's February 28 in every year, not the last day of February (dates.ts).
    events: [
      oregonReport(4, oregon.q4),
      oregonReport(1, oregon.q1),
      oregonReport(2, oregon.q2),
      oregonReport(3, oregon.q3),
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
