import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { deadlineCalendarCopy as english } from "~/content/en/tools/deadline-calendar";

const f = formats.ru;

/**
 * The deadline calendar's words (app/components/tools/DeadlineCalendar.tsx), handed to the
 * page's script (app/scripts/deadline-calendar.ts) as JSON, so it is plain data: "{name}" marks a
 * number the calendar fills in.
 */
export const deadlineCalendarCopy: Copy<typeof english> = {
  nextLabel: "Ближайший срок",
  dueToday: "Срок — сегодня.",
  /** By the count's plural form: "{count}" is the number of days. */
  daysLeft:
    "{count, plural, one {Остался #\u00a0день.} few {Осталось #\u00a0дня.} many {Осталось #\u00a0дней.} other {Осталось #\u00a0дня.}}",
  calendarLink: "Добавить в\u00a0календарь",
  calendarNote:
    "Скачивается файл .ics с\u00a0датами из этого списка, которые ещё впереди, для календаря на телефоне или компьютере. О\u00a0продлениях он напомнит за несколько недель, об отчётах — за неделю.",
  calendarName: "Сроки отчётов для грузоперевозчиков",
  filterSummary: "Ваши штаты и\u00a0документы: {choice}",
  everything: "все",
  statesLegend: "Штаты",
  filingsLegend: "Документы",
  filterHint:
    "Если ничего не отмечено, показано всё. Ссылка на страницу сохраняет ваш выбор: её можно добавить в\u00a0закладки или отправить.",
  stateNames: {
    IL: "Иллинойс",
    KY: "Кентукки",
    NM: "Нью-Мексико",
    NY: "Нью-Йорк",
    CT: "Коннектикут",
    OR: "Орегон",
  },
  filingNames: {
    ifta: "IFTA",
    irp: "IRP",
    "mileage-tax": "Налоги штатов на пробег",
    "form-2290": "Form 2290",
    ucr: "UCR",
  },
  kindLabels: { due: "Срок", reminder: "Напоминание", start: "Начало" },
  upcomingCaption: "Следующие 12\u00a0месяцев, с\u00a0{date}",
  pastSummary: "Прошедшие даты ({count})",
  pastCaption: "Последние 12\u00a0месяцев",
  noDates: "Для такого выбора дат нет. Отметьте больше штатов или документов.",
  yearlyCaption: "Даты, которые повторяются каждый год",
  yearlyNote:
    "Эти даты одинаковы каждый год — так, как их указывают правила: подача не позднее указанной даты всегда будет вовремя.",
  dateColumn: "Дата",
  whatColumn: "Что",
  nextMarker: "(ближайший)",
  /** Followed by the original date: the weekday comes first, in the nominative, so a colon introduces it. */
  movedFrom: "Исходная дата:",
  toNextBusinessDay: "— срок перенесён на следующий рабочий день",
  /** Each event's title: "{quarter}", "{quarterYear}", "{year}" and "{nextYear}" are filled in. */
  eventTitles: {
    "ifta-return": "Сдать отчёт IFTA за {quarter}-й квартал {quarterYear}\u00a0г.",
    "state-returns":
      "Сдать отчёты Кентукки, Нью-Мексико, Нью-Йорка и Коннектикута за {quarter}-й квартал {quarterYear}\u00a0г.",
    "oregon-report":
      "Сдать отчёт по налогу Орегона по весу и пробегу за {quarter}-й квартал {quarterYear}\u00a0г. (если вы отчитываетесь раз в\u00a0квартал)",
    "ifta-renewal-opens": "Открывается продление IFTA в\u00a0Иллинойсе на {nextYear} год",
    "ifta-renewal-window": "Продление IFTA: лучшее время — с\u00a0конца октября до начала ноября",
    "ifta-renewal-deadline": `Продлить IFTA в\u00a0Иллинойсе на {nextYear} год (непродлённую лицензию приостанавливают ${f.dayMonth(dates.iftaRenewal.suspended.month, dates.iftaRenewal.suspended.day)})`,
    "ifta-decals-displayed": `Последний день, чтобы поставить на грузовик новые декали IFTA на {year} год (Иллинойс, если лицензию продлили не позднее ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)})`,
    "form-2290-annual-return": "Подать Form 2290 за налоговый год с\u00a0июля {year} по июнь {nextYear}",
    "irp-illinois-expiry": "Истекает регистрация IRP в\u00a0Иллинойсе (продлите до этой даты)",
    "ucr-registration": "Оплатить регистрацию UCR на {nextYear} год",
  },
  yearlyTitles: {
    "ifta-return": "Сдать отчёт IFTA за {quarter}-й квартал",
    "state-returns": "Сдать отчёты Кентукки, Нью-Мексико, Нью-Йорка и Коннектикута за {quarter}-й квартал",
    "oregon-report":
      "Сдать отчёт по налогу Орегона по весу и пробегу за {quarter}-й квартал (если вы отчитываетесь раз в\u00a0квартал)",
    "ifta-renewal-opens": "Открывается продление IFTA в\u00a0Иллинойсе на следующий год",
    "ifta-renewal-window": "Продление IFTA: лучшее время — с\u00a0конца октября до начала ноября",
    "ifta-renewal-deadline": `Продлить IFTA в\u00a0Иллинойсе на следующий год (непродлённую лицензию приостанавливают ${f.dayMonth(dates.iftaRenewal.suspended.month, dates.iftaRenewal.suspended.day)})`,
    "ifta-decals-displayed": `Последний день, чтобы поставить на грузовик новые декали IFTA этого года (Иллинойс, если лицензию продлили не позднее ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)})`,
    "form-2290-annual-return": "Подать Form 2290 за налоговый год с\u00a0июля по июнь",
    "irp-illinois-expiry": "Истекает регистрация IRP в\u00a0Иллинойсе (продлите до этой даты)",
    "ucr-registration": "Оплатить регистрацию UCR на следующий год",
  },
};
