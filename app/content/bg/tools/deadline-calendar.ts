import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { deadlineCalendarCopy as english } from "~/content/en/tools/deadline-calendar";

const f = formats.bg;
const NBSP = "\u00a0";

/**
 * The deadline calendar's words (app/components/tools/DeadlineCalendar.tsx), passed to the island as
 * a prop, so it is plain data: "{name}" marks a number the calendar fills in.
 */
export const deadlineCalendarCopy: Copy<typeof english> = {
  nextLabel: "Следващ срок",
  dueToday: "Срокът е днес.",
  /** By the count's plural form: "{count}" is the number of days. */
  daysLeft: "{count, plural, one {Остава #\u00a0ден.} other {Остават #\u00a0дни.}}",
  calendarLink: "Добавете в календара",
  calendarNote:
    "Изтегля файл .ics с тези дати за календара на телефона или компютъра ви, с напомняне за всяка дата една седмица по-рано.",
  calendarName: "Срокове за подаване за превозвачи",
  tableCaption: `Срокове за {year} и {nextYear}${NBSP}г.`,
  dateColumn: "Дата",
  deadlineColumn: "Срок",
  nextMarker: "(следващ)",
  movedFrom: "Преместен от",
  toNextBusinessDay: "на следващия работен ден",
  /** Each event's title: "{quarter}", "{quarterYear}", "{year}" and "{nextYear}" are filled in. */
  eventTitles: {
    "ifta-return": `Срок за декларацията по IFTA за Q{quarter} на {quarterYear}${NBSP}г.`,
    "state-returns": `Срок за декларациите в KY, NM, NY и CT за Q{quarter} на {quarterYear}${NBSP}г.`,
    "oregon-report": `Срок за отчета по тегло и мили в Орегон за Q{quarter} на {quarterYear}${NBSP}г. (при отчитане на тримесечие)`,
    "ifta-renewal-opens": `Започва подновяването по IFTA в Илинойс за {nextYear}${NBSP}г.`,
    "ifta-renewal-window": "Подновяване по IFTA: най-доброто време е от края на октомври до началото на ноември",
    "ifta-renewal-deadline": `Срок за подновяване по IFTA в Илинойс за {nextYear}${NBSP}г. (неподновеният лиценз се спира на ${f.dayMonth(dates.iftaRenewal.suspended.month, dates.iftaRenewal.suspended.day)})`,
    "ifta-decals-displayed": `Последен ден да поставите новите стикери по IFTA за {year}${NBSP}г. на камиона (Илинойс, ако сте подновили до ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)})`,
    "form-2290-annual-return": `Срок за Form 2290 за данъчната година от юли {year} до юни {nextYear}${NBSP}г.`,
    "irp-illinois-expiry": "Регистрацията по IRP в Илинойс изтича (подновете преди тази дата)",
    "ucr-registration": `Срок за регистрацията по UCR за {nextYear}${NBSP}г.`,
  },
};
