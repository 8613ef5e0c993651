import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { weightErrors } from "./weight-errors";
import type { Copy } from "~/content/types";
import type { form2290TaxCopy as english } from "~/content/en/tools/form-2290-tax";

const f = formats.ru;
const { atLeastLb, suspendedMiles, suspendedAgriculturalMiles } = thresholds.form2290;

/**
 * The Form 2290 tax calculator's words, passed to the island as a prop. Messages take values the
 * island writes in: amounts in dollars and cents, dates, and the VIN as typed. `{month}` is the
 * month's name in the nominative ("январь"), so the sentences never put it after «в».
 */
export const form2290TaxCopy: Copy<typeof english> = {
  weight: {
    label: "Налогооблагаемый полный вес, в\u00a0фунтах",
    hint: "Грузовик, прицепы, которые он обычно тянет, и самый тяжёлый груз, который он возит, но не меньше самого большого полного веса, заявленного для него при регистрации в\u00a0любом штате (в\u00a0том числе по IRP).",
  },
  month: {
    label: "Месяц первого использования в\u00a0этом налоговом году",
    hint: "Июль, если грузовик ездил по дорогам общего пользования в\u00a0июле.",
  },
  logging: {
    label: "Лесовоз",
    hint: "Возит только брёвна и другую продукцию, заготовленную на лесном участке, — на этот участок и с\u00a0него — и зарегистрирован как лесовоз (logging vehicle).",
  },
  suspended: {
    label: "Налог приостановлен (suspended vehicle)",
    hint: `Вы ожидаете, что за этот налоговый год грузовик проедет по дорогам общего пользования не больше ${f.num(suspendedMiles)}\u00a0миль (${f.num(suspendedAgriculturalMiles)}\u00a0миль для фермерского грузовика).`,
  },
  errors: weightErrors,
  result: {
    notTaxable: `Налог платить не нужно: Form 2290 подают на грузовики весом ${f.lb(atLeastLb)} и больше.`,
    category: "Категория {category}",
    annual: "Налог за полный год: {amount}",
    period: "Налог с\u00a0месяца первого использования ({month}) до конца налогового года: {amount}",
    suspended: `Категория W: налог платить не нужно, но Form 2290 на грузовик всё равно подают. Если за этот налоговый год он проедет больше ${f.num(suspendedMiles)}\u00a0миль (${f.num(suspendedAgriculturalMiles)}\u00a0миль для фермерского грузовика), налог придётся заплатить.`,
    /** Followed by the long date, which starts with the weekday in the nominative: hence the colon. */
    fileBy: "Срок подачи: {date}",
    /** The months with their years in the nominative ("июль 2026 г."), hence the dash. */
    taxPeriod: "Налоговый год: {start}\u00a0— {end}",
    /** Followed by the long date, which starts with the weekday in the nominative: hence the colon. */
    dueWas: "Срок подачи этой декларации уже прошёл: {date}",
    fileNow: "Если вы ещё не подали декларацию, подайте её сейчас.",
    penaltySoFar:
      "Если вы ещё не подали декларацию, подайте её сейчас: штраф за позднюю подачу на сегодня — {amount} ({rate} за {months, plural, one {#\u00a0месяц} few {#\u00a0месяца} many {#\u00a0месяцев} other {#\u00a0месяца}} просрочки{capped, select, yes {, это максимум} other {}}), плюс проценты.",
    penaltyLink: "Рассчитать штраф за позднюю подачу",
    note: "Это примерный расчёт по ставкам IRS (налоговая служба США), 26 U.S.C. 4481. Перед подачей мы уточним сумму. Ставки проверены {checked}",
  },
  vins: {
    label: "VIN (идентификационный номер машины) каждого грузовика",
    hint: "По одному в\u00a0строке. У\u00a0каждого проверяются длина, буквы и контрольная цифра (9-й символ).",
  },
  vinChecks: {
    valid: "{vin}: выглядит правильно.",
    problems: {
      "wrong-length":
        "{vin}: {length, plural, one {#\u00a0символ} few {#\u00a0символа} many {#\u00a0символов} other {#\u00a0символа}}. В\u00a0VIN их 17.",
      "forbidden-letters":
        "{vin}: {letters} ({positions}). Букв I, O и Q в\u00a0VIN не бывает: может быть, это 1 или 0?",
      "invalid-characters": "{vin}: в\u00a0VIN не может быть {letters} ({positions}).",
      "wrong-check-digit":
        "{vin}: 9-й символ — {found}, а по остальным символам должно быть {expected}. Вероятно, один символ введён с\u00a0ошибкой.",
    },
    position: "позиция {position}",
  },
  unavailable:
    "Не удалось загрузить ответ. Проверьте подключение к\u00a0интернету и\u00a0измените любое поле, чтобы попробовать ещё раз.",
  send: "Отправить в\u00a0офис",
  handoff: {
    greeting:
      "Здравствуйте! Пишу по расчёту калькулятора Form 2290 на вашем сайте. Пожалуйста, проверьте и подайте декларацию за меня.",
    truck: "Грузовик: {weight}, месяц первого использования: {month}",
    logging: "Лесовоз",
    suspended: "Налог приостановлен (suspended vehicle)",
    vins: "VIN:",
  },
};
