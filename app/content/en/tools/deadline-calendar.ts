import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { DeadlineFiling, DeadlineKind, DeadlineState, EventTitleKey } from "~/lib/tools/deadlines";

const f = formats.en;

/**
 * The deadline calendar's words (app/components/tools/DeadlineCalendar.tsx), handed to the
 * page's script (app/scripts/deadline-calendar.ts) as JSON, so it is plain data; messages with
 * values are ICU MessageFormat (app/i18n/message.ts).
 */
export const deadlineCalendarCopy = {
  nextLabel: "Next deadline",
  dueToday: "Due today.",
  /** `{count}` is the number of days. */
  daysLeft: "{count, plural, one {# day left.} other {# days left.}}",
  calendarLink: "Add to calendar",
  calendarNote:
    "Downloads an .ics file of the dates ahead in this list for your phone or computer calendar. Renewals remind you weeks ahead, returns a week ahead.",
  calendarName: "Trucking filing deadlines",
  /** `{choice}` is "all" or the chosen states and filings. */
  filterSummary: "Your states and filings: {choice}",
  everything: "all",
  statesLegend: "States",
  filingsLegend: "Filings",
  filterHint: "Tick none to see all. The page's link keeps your choice, so you can bookmark it or send it.",
  stateNames: {
    IL: "Illinois",
    KY: "Kentucky",
    NM: "New Mexico",
    NY: "New York",
    CT: "Connecticut",
    OR: "Oregon",
  } satisfies Record<DeadlineState, string>,
  filingNames: {
    ifta: "IFTA",
    irp: "IRP",
    "mileage-tax": "State mileage taxes",
    "form-2290": "Form 2290",
    ucr: "UCR",
  } satisfies Record<DeadlineFiling, string>,
  /** What each row is: only a "due" row is a deadline. */
  kindLabels: { due: "Deadline", reminder: "Reminder", start: "Opens" } satisfies Record<DeadlineKind, string>,
  /** `{date}` is today's date. */
  upcomingCaption: "The next 12 months, from {date}",
  /** `{count}` is the number of dates. */
  pastSummary: "Past dates ({count})",
  pastCaption: "The past 12 months",
  noDates: "No dates for this choice. Tick more states or filings.",
  yearlyCaption: "Every year's dates",
  yearlyNote: "The same dates every year, as the rules state them: acting by the date shown is never late.",
  dateColumn: "Date",
  whatColumn: "What",
  nextMarker: "(next)",
  movedFrom: "Moved from",
  toNextBusinessDay: "to the next business day",
  /** Each event's title: "{quarter}", "{quarterYear}", "{year}" and "{nextYear}" are filled in. */
  eventTitles: {
    "ifta-return": "IFTA Q{quarter} {quarterYear} return due",
    "state-returns": "KY, NM, NY and CT Q{quarter} {quarterYear} returns due",
    "oregon-report": "Oregon weight-mile Q{quarter} {quarterYear} report due (quarterly filers)",
    "ifta-renewal-opens": "Illinois IFTA renewal for {nextYear} opens",
    "ifta-renewal-window": "IFTA renewal: the best time is late October to early November",
    "ifta-renewal-deadline": `Illinois IFTA renewal for {nextYear} due (a license not renewed is suspended ${f.dayMonth(dates.iftaRenewal.suspended.month, dates.iftaRenewal.suspended.day)})`,
    "ifta-decals-displayed": `Last day to put the new {year} IFTA decals on the truck (Illinois, if renewed by ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)})`,
    "form-2290-annual-return": "Form 2290 return due for the July {year} to June {nextYear} tax year",
    "irp-illinois-expiry": "Illinois IRP registration expires (renew before this date)",
    "ucr-registration": "UCR registration for {nextYear} due",
  } satisfies Record<EventTitleKey, string>,
  /** The same events with no year, for the list of every year's dates: "{quarter}" is filled in. */
  yearlyTitles: {
    "ifta-return": "IFTA Q{quarter} return due",
    "state-returns": "KY, NM, NY and CT Q{quarter} returns due",
    "oregon-report": "Oregon weight-mile Q{quarter} report due (quarterly filers)",
    "ifta-renewal-opens": "Illinois IFTA renewal for next year opens",
    "ifta-renewal-window": "IFTA renewal: the best time is late October to early November",
    "ifta-renewal-deadline": `Illinois IFTA renewal for next year due (a license not renewed is suspended ${f.dayMonth(dates.iftaRenewal.suspended.month, dates.iftaRenewal.suspended.day)})`,
    "ifta-decals-displayed": `Last day to put this year's new IFTA decals on the truck (Illinois, if renewed by ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)})`,
    "form-2290-annual-return": "Form 2290 return due for the tax year from July to June",
    "irp-illinois-expiry": "Illinois IRP registration expires (renew before this date)",
    "ucr-registration": "UCR registration for next year due",
  } satisfies Record<EventTitleKey, string>,
};
