import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { mcs150MonthCopy as english } from "~/content/en/tools/mcs150-month";

const f = formats.ru;

/**
 * "When is my MCS-150 update due?": the words of the island on /dot-number-registration, passed to
 * it as a prop. Messages ending in a date carry no full stop: the island ends the sentence, since a
 * Russian date already ends in "г.".
 */
export const mcs150MonthCopy: Copy<typeof english> = {
  label: "Номер USDOT",
  hint: "Только цифры, как на грузовике и в\u00a0документах FMCSA.",
  /** Followed by the long date, which starts with the weekday in the nominative: hence the colon. */
  overdue: "Предыдущий срок обновления MCS-150 уже прошёл: {date}",
  overdueAction:
    "Если вы ещё не подали это обновление, подайте его сейчас: FMCSA может деактивировать номер USDOT и\u00a0наложить штраф.",
  /** As `overdue`: the colon before the long date. */
  due: "Срок следующего обновления MCS-150: {date}",
  schedule: "Ваш месяц\u00a0— {month}, годы\u00a0— {parity, select, odd {нечётные} other {чётные}}.",
  windowOpen:
    "Подать его можно уже сейчас: засчитывается обновление, поданное {months, plural, one {в\u00a0последний #\u00a0месяц} few {в\u00a0последние #\u00a0месяца} many {в\u00a0последние #\u00a0месяцев} other {в\u00a0последние #\u00a0месяца}} перед сроком.",
  /** «не ранее», not «до»: the date is the first day an update counts. */
  windowOpens: "Для следующего срока засчитывается обновление, поданное не ранее {date}",
  anyTime: "Обновить свои данные в\u00a0FMCSA можно в\u00a0любое время.",
  oneDigit:
    "Ваш месяц\u00a0— {month}. По номеру из одной цифры не видно, в\u00a0какие годы подавать: спросите у\u00a0нас, какой год ваш.",
  free: `Обновление бесплатное: сбор FMCSA за MCS-150\u00a0— ${f.usd(fees.usdot.fmcsaFee)}. Бумажные и электронные письма, которые похожи на официальные и требуют заплатить за обновление, присылают частные компании, а не FMCSA.`,
  send: "Отправить в\u00a0офис",
  handoff: {
    intro: "Помогите, пожалуйста, с\u00a0обновлением MCS-150 (раз в\u00a0два года).",
    usdot: "Номер USDOT: {usdot}",
    overdue: "Предыдущий срок обновления прошёл: {date}",
    due: "Срок следующего обновления: {date}",
    countsFrom: "Для этого срока засчитывается обновление, поданное не ранее {date}",
    oneDigit: "Месяц: {month} (год нужно уточнить)",
  },
  errors: {
    empty: "Введите номер USDOT.",
    "not-digits": "Введите номер USDOT только цифрами, например 1234567.",
    "too-long": "Для номера USDOT здесь слишком много цифр. Проверьте номер.",
    zero: "Номер USDOT не может быть нулевым. Проверьте номер.",
  },
};
