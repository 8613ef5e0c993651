import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { deadlineCalendarCopy as english } from "~/content/en/tools/deadline-calendar";

const f = formats.bg;
const NBSP = "\u00a0";

/**
 * The deadline calendar's words (app/components/tools/DeadlineCalendar.tsx), handed to the
 * page's script (app/scripts/deadline-calendar.ts) as JSON, so it is plain data: "{name}" marks a
 * number the calendar fills in.
 */
export const deadlineCalendarCopy: Copy<typeof english> = {
  nextLabel: "Следващ срок",
  dueToday: "Срокът е днес.",
  /** By the count's plural form: "{count}" is the number of days. */
  daysLeft: "{count, plural, one {Остава #\u00a0ден.} other {Остават #\u00a0дни.}}",
  calendarLink: "Добавете в календара",
  calendarNote:
    "Изтегля файл .ics с предстоящите дати от този списък за календара на телефона или компютъра ви. За подновяванията напомня няколко седмици по-рано, за декларациите – една седмица по-рано.",
  calendarName: "Срокове за подаване за превозвачи",
  filterSummary: "Вашите щати и документи: {choice}",
  everything: "всички",
  statesLegend: "Щати",
  filingsLegend: "Документи",
  filterHint:
    "Ако нищо не е отметнато, се показва всичко. Връзката към страницата пази избора ви, така че можете да я запазите или изпратите.",
  stateNames: {
    IL: "Илинойс",
    KY: "Кентъки",
    NM: "Ню Мексико",
    NY: "Ню Йорк",
    CT: "Кънектикът",
    OR: "Орегон",
  },
  filingNames: {
    ifta: "IFTA",
    irp: "IRP",
    "mileage-tax": "Щатски данъци за мили",
    "form-2290": "Form 2290",
    ucr: "UCR",
  },
  kindLabels: { due: "Краен срок", reminder: "Напомняне", start: "Начало" },
  upcomingCaption: `Следващите 12${NBSP}месеца, от {date}`,
  pastSummary: "Минали дати ({count})",
  pastCaption: `Последните 12${NBSP}месеца`,
  noDates: "Няма дати за този избор. Отметнете още щати или документи.",
  yearlyCaption: "Датите, които се повтарят всяка година",
  yearlyNote:
    "Едни и същи дати всяка година, както ги посочват правилата: ако действате до показаната дата, винаги сте в срок.",
  dateColumn: "Дата",
  whatColumn: "Какво",
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
  yearlyTitles: {
    "ifta-return": "Срок за декларацията по IFTA за Q{quarter}",
    "state-returns": "Срок за декларациите в KY, NM, NY и CT за Q{quarter}",
    "oregon-report": "Срок за отчета по тегло и мили в Орегон за Q{quarter} (при отчитане на тримесечие)",
    "ifta-renewal-opens": "Започва подновяването по IFTA в Илинойс за следващата година",
    "ifta-renewal-window": "Подновяване по IFTA: най-доброто време е от края на октомври до началото на ноември",
    "ifta-renewal-deadline": `Срок за подновяване по IFTA в Илинойс за следващата година (неподновеният лиценз се спира на ${f.dayMonth(dates.iftaRenewal.suspended.month, dates.iftaRenewal.suspended.day)})`,
    "ifta-decals-displayed": `Последен ден да поставите новите стикери по IFTA за тази година на камиона (Илинойс, ако сте подновили до ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)})`,
    "form-2290-annual-return": "Срок за Form 2290 за данъчната година от юли до юни",
    "irp-illinois-expiry": "Регистрацията по IRP в Илинойс изтича (подновете преди тази дата)",
    "ucr-registration": "Срок за регистрацията по UCR за следващата година",
  },
};
