import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { deadlineCalendarCopy as english } from "~/content/en/tools/deadline-calendar";

const f = formats.ru;

/**
 * The deadline calendar's words (app/components/tools/DeadlineCalendar.tsx), passed to the island as
 * a prop, so it is plain data: "{name}" marks a number the calendar fills in.
 */
export const deadlineCalendarCopy: Copy<typeof english> = {
  nextLabel: "Ближайший срок",
  dueToday: "Срок — сегодня.",
  /** By the count's plural form: "{count}" is the number of days. */
  daysLeft: {
    one: "Остался {count} день.",
    few: "Осталось {count} дня.",
    many: "Осталось {count} дней.",
    other: "Осталось {count} дня.",
  },
  calendarLink: "Добавить в календарь",
  calendarNote:
    "Скачивается файл .ics с этими датами для календаря на телефоне или компьютере. У каждой даты есть напоминание за неделю.",
  calendarName: "Сроки отчётов для грузоперевозчиков",
  tableCaption: "Сроки на {year} и {nextYear} годы",
  dateColumn: "Дата",
  deadlineColumn: "Срок",
  nextMarker: "(ближайший)",
  /** Followed by the original date: the weekday comes first, in the nominative, so a colon introduces it. */
  movedFrom: "Исходная дата:",
  toNextBusinessDay: "— срок перенесён на следующий рабочий день",
  /** Each event's title: "{quarter}", "{quarterYear}", "{year}" and "{nextYear}" are filled in. */
  eventTitles: {
    "ifta-return": "Сдать отчёт IFTA за Q{quarter} {quarterYear}",
    "state-returns": "Сдать отчёты Кентукки, Нью-Мексико, Нью-Йорка и Коннектикута за Q{quarter} {quarterYear}",
    "oregon-report":
      "Сдать отчёт Орегона по налогу за вес и пробег за Q{quarter} {quarterYear} (если вы отчитываетесь раз в квартал)",
    "ifta-renewal-opens": "Открывается продление IFTA в Иллинойсе на {nextYear} год",
    "ifta-renewal-window": "Продление IFTA: лучшее время — с конца октября до начала ноября",
    "ifta-renewal-deadline": `Продлить IFTA в Иллинойсе на {nextYear} год (непродлённую лицензию приостанавливают ${f.dayMonth(1, 1)})`,
    "ifta-decals-displayed": "Последний день, чтобы наклеить на грузовик новые наклейки IFTA на {year} год (Иллинойс)",
    "form-2290-annual-return": "Подать Form 2290 за налоговый год с июля {year} по июнь {nextYear}",
    "irp-illinois-expiry": "Истекает регистрация IRP в Иллинойсе (продлите до этой даты)",
    "ucr-registration": "Пройти регистрацию UCR на {nextYear} год",
  },
};
