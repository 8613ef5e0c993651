import { type CalendarDate, compareDates, daysBetween, lastDayOfMonth } from "./dates";
import { nextBusinessDay } from "./holidays";

/** "due" is a filing deadline; "reminder" a heads-up; "start" the first day of a period. */
export type DeadlineKind = "due" | "reminder" | "start";

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
  /** The title for the event that falls in `year`. */
  title: (year: number) => string;
}

export interface DeadlineRule {
  id: string;
  title: string;
  rule: string;
  /** Empty when the rule has no fixed calendar date. */
  events: readonly DeadlineEvent[];
}

export interface DatedDeadline {
  id: string;
  ruleId: string;
  title: string;
  /** The date to act by, after any move to the next business day. */
  date: CalendarDate;
  originalDate: CalendarDate;
  shifted: boolean;
  kind: DeadlineKind;
}

const MOVES = "A due date on a weekend or federal holiday moves to the next business day.";
const STAYS =
  "The calendar shows these dates as stated and does not move them off weekends or holidays, so filing by the date shown is never late.";

/** A quarterly return due on the last day of `month`; Q4 is filed in the following year. */
const quarterlyReturn = (
  keyPrefix: string,
  label: string,
  quarter: number,
  month: number,
  movesToBusinessDay: boolean,
): DeadlineEvent => ({
  key: `${keyPrefix}-q${quarter}-return`,
  month,
  day: "last",
  kind: "due",
  movesToBusinessDay,
  // The Q4 return filed early in the year belongs to the year before.
  title: (y) => `${label} Q${quarter} ${quarter === 4 ? y - 1 : y} ${keyPrefix === "ifta" ? "return" : "returns"} due`,
});

const iftaReturn = (quarter: number, month: number) => quarterlyReturn("ifta", "IFTA", quarter, month, true);
const stateReturn = (quarter: number, month: number) =>
  quarterlyReturn("ky-nm-ny-ct", "KY, NM, NY and CT", quarter, month, false);
const oregonReport = (quarter: number, month: number): DeadlineEvent => ({
  ...quarterlyReturn("oregon", "Oregon", quarter, month, false),
  title: (y) => `Oregon weight-mile Q${quarter} ${quarter === 4 ? y - 1 : y} report due (quarterly filers)`,
});

export const deadlineRules: readonly DeadlineRule[] = [
  {
    id: "ifta-quarterly",
    title: "IFTA quarterly returns",
    rule:
      "IFTA returns are due the last day of the month after each quarter: Q1 by April 30, Q2 by July 31, " +
      `Q3 by October 31 and Q4 by January 31 of the following year. File a return even for a quarter with no miles. ${MOVES}`,
    events: [iftaReturn(4, 1), iftaReturn(1, 4), iftaReturn(2, 7), iftaReturn(3, 10)],
  },
  {
    id: "state-quarterly-returns",
    title: "Kentucky, New Mexico, New York and Connecticut returns",
    rule:
      "Kentucky weight-distance, New Mexico weight-distance, New York highway use tax and Connecticut highway use fee " +
      "returns are due on the IFTA dates: April 30, July 31, October 31 and January 31. File even when you drove no miles " +
      "in the state. New York moves some carriers to monthly or yearly returns; they follow New York's own dates. " +
      STAYS,
    events: [stateReturn(4, 1), stateReturn(1, 4), stateReturn(2, 7), stateReturn(3, 10)],
  },
  {
    id: "oregon-weight-mile",
    title: "Oregon weight-mile reports",
    rule:
      "Oregon quarterly filers report Q1 by May 31, Q2 by August 31, Q3 by November 30 and Q4 by the last day of " +
      "February. Monthly filers report by the last day of the month after the month they drove. " +
      STAYS,
    events: [oregonReport(4, 2), oregonReport(1, 5), oregonReport(2, 8), oregonReport(3, 11)],
  },
  {
    id: "ifta-renewal",
    title: "Illinois IFTA license and decal renewal",
    rule:
      "Illinois accepts IFTA renewals from October 1 to December 31. A license not renewed by December 31 is " +
      "suspended on January 1, with no grace period. The office advises renewing in late October to early November, " +
      "so the new decals arrive in time. The new decals are valid from January 1. If you renewed on time, you have " +
      "until the last day of February to put them on the truck. Source: Illinois Department of Revenue.",
    events: [
      {
        key: "ifta-renewal-opens",
        month: 10,
        day: 1,
        kind: "start",
        movesToBusinessDay: false,
        title: (y) => `Illinois IFTA renewal for ${y + 1} opens`,
      },
      {
        key: "ifta-renewal-window",
        month: 10,
        day: 15,
        kind: "reminder",
        movesToBusinessDay: false,
        title: () => "IFTA renewal: the best time is late October to early November",
      },
      {
        key: "ifta-renewal-deadline",
        month: 12,
        day: 31,
        kind: "due",
        // Illinois suspends the license on January 1; a weekend does not give more time.
        movesToBusinessDay: false,
        title: (y) => `Illinois IFTA renewal for ${y + 1} due (a license not renewed is suspended Jan 1)`,
      },
      {
        key: "ifta-decals-displayed",
        month: 2,
        day: "last",
        kind: "due",
        movesToBusinessDay: false,
        title: (y) => `Last day to put the new ${y} IFTA decals on the truck (Illinois)`,
      },
    ],
  },
  {
    id: "form-2290",
    title: "Form 2290 heavy vehicle use tax",
    rule:
      "The Form 2290 tax year runs July 1 to June 30. The annual return for vehicles in use in July is due " +
      "August 31. For a vehicle first used in a later month, the return is due by the last day of the month " +
      `after the month of first use. ${MOVES}`,
    events: [
      {
        key: "form-2290-annual-return",
        month: 8,
        day: 31,
        kind: "due",
        movesToBusinessDay: true,
        title: (y) => `Form 2290 return due for the July ${y} to June ${y + 1} tax year`,
      },
    ],
  },
  {
    id: "irp-registration-year",
    title: "Illinois IRP registration",
    rule:
      "Illinois apportioned (IRP) registration runs April 1 to March 31 and expires on March 31. Renew before then. " +
      "Other jurisdictions set their own registration year; some use the calendar year, January 1 to December 31. " +
      "Check the expiry date on your cab card.",
    events: [
      {
        key: "irp-illinois-expiry",
        month: 3,
        day: 31,
        kind: "due",
        // The registration expires on this date; a weekend does not extend it.
        movesToBusinessDay: false,
        title: () => "Illinois IRP registration expires (renew before this date)",
      },
    ],
  },
  {
    id: "dot-biennial-update",
    title: "USDOT biennial update (MCS-150)",
    rule:
      "Update your USDOT registration (MCS-150) every two years, by the last day of your month. The last digit of " +
      "your USDOT number sets the month (1 for January through 0 for October) and the next-to-last digit sets the " +
      "year (odd digit: odd years; even digit: even years). Report changes within 30 days.",
    events: [],
  },
  {
    id: "ucr-registration",
    title: "UCR annual registration",
    rule:
      "The UCR registration year is the calendar year. Pay it before January 1 of the registration year. " +
      "December 31 is the last day, even when it falls on a weekend or holiday.",
    events: [
      {
        key: "ucr-registration",
        month: 12,
        day: 31,
        kind: "due",
        // The site states December 31 as the last day; moving it either way would misstate the rule.
        movesToBusinessDay: false,
        title: (y) => `UCR registration for ${y + 1} due`,
      },
    ],
  },
];

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
          title: event.title(year),
          date,
          originalDate,
          shifted: compareDates(date, originalDate) !== 0,
          kind: event.kind,
        };
      }),
    )
    .sort((a, b) => compareDates(a.date, b.date));
}

/** The earliest deadline on or after `today`, with the whole days left (0 on the day itself). */
export function nextDeadline(
  today: CalendarDate,
  deadlines: readonly DatedDeadline[],
): (DatedDeadline & { daysLeft: number }) | null {
  let next: DatedDeadline | null = null;
  for (const d of deadlines) {
    if (compareDates(d.date, today) >= 0 && (!next || compareDates(d.date, next.date) < 0)) next = d;
  }
  return next && { ...next, daysLeft: daysBetween(today, next.date) };
}
