import { type CalendarDate, compareDates, daysBetween } from "./dates";
import { nextBusinessDay } from "./holidays";

/** "due" is a filing deadline; "reminder" a heads-up; "start" the first day of a period. */
export type DeadlineKind = "due" | "reminder" | "start";

/** One dated event a rule produces each calendar year. */
export interface DeadlineEvent {
  /** Joined with the calendar year to make a stable id such as "ifta-q1-return-2026". */
  key: string;
  month: number;
  day: number;
  kind: DeadlineKind;
  /** Only true due dates move off weekends and federal holidays; stated dates and period starts stay put. */
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

const iftaReturn = (quarter: number, month: number, day: number, periodYear = (y: number) => y): DeadlineEvent => ({
  key: `ifta-q${quarter}-return`,
  month,
  day,
  kind: "due",
  movesToBusinessDay: true,
  title: (y) => `IFTA Q${quarter} ${periodYear(y)} return due`,
});

export const deadlineRules: readonly DeadlineRule[] = [
  {
    id: "ifta-quarterly",
    title: "IFTA quarterly returns",
    rule:
      "IFTA returns are due the last day of the month after each quarter: Q1 by April 30, Q2 by July 31, " +
      `Q3 by October 31 and Q4 by January 31 of the following year. ${MOVES}`,
    events: [
      // The Q4 return filed in January belongs to the year before.
      iftaReturn(4, 1, 31, (y) => y - 1),
      iftaReturn(1, 4, 30),
      iftaReturn(2, 7, 31),
      iftaReturn(3, 10, 31),
    ],
  },
  {
    id: "ifta-renewal",
    title: "IFTA license and decal renewal",
    rule:
      "Renew your IFTA license and decals in the renewal window, late October to early November. " +
      "The new decals must be displayed from January 1.",
    events: [
      {
        key: "ifta-decals-displayed",
        month: 1,
        day: 1,
        kind: "start",
        movesToBusinessDay: false,
        title: () => "New IFTA decals must be displayed",
      },
      {
        key: "ifta-renewal-window",
        month: 10,
        day: 15,
        kind: "reminder",
        movesToBusinessDay: false,
        title: () => "IFTA renewal window opens (late October to early November)",
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
    title: "IRP registration year",
    rule:
      "IRP registration typically runs Jan 1 to Dec 31 in jurisdictions that use the calendar year. " +
      "Illinois runs its IRP registration year from April 1 to March 31; check the date on your cab card.",
    events: [
      {
        key: "irp-registration-year",
        month: 1,
        day: 1,
        kind: "start",
        movesToBusinessDay: false,
        title: () => "IRP registration year begins (calendar-year jurisdictions)",
      },
    ],
  },
  {
    id: "dot-biennial-update",
    title: "USDOT biennial update (MCS-150)",
    rule:
      "Update your USDOT registration (MCS-150) every two years. The last digit of your USDOT number sets " +
      "the month (1 for January through 0 for October) and the next-to-last digit sets the year (odd digit: " +
      "odd years; even digit: even years). Report changes within 30 days.",
    events: [],
  },
  {
    id: "ucr-registration",
    title: "UCR annual registration",
    rule:
      "The UCR registration year is the calendar year. Pay it before January 1 of the registration year.",
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
        const originalDate = { year, month: event.month, day: event.day };
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
