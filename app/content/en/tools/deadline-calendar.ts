import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { EventTitleKey } from "~/lib/tools/deadlines";

const f = formats.en;

/**
 * The deadline calendar's words (app/components/tools/DeadlineCalendar.tsx), passed to the island as
 * a prop, so it is plain data; messages with values are ICU MessageFormat (app/i18n/message.ts).
 */
export const deadlineCalendarCopy = {
  nextLabel: "Next deadline",
  dueToday: "Due today.",
  /** `{count}` is the number of days. */
  daysLeft: "{count, plural, one {# day left.} other {# days left.}}",
  calendarLink: "Add to calendar",
  calendarNote:
    "Downloads an .ics file with these dates for your phone or computer calendar, each with a reminder a week ahead.",
  calendarName: "Trucking filing deadlines",
  tableCaption: "Deadlines for {year} and {nextYear}",
  dateColumn: "Date",
  deadlineColumn: "Deadline",
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
};
