import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { ucrFinderCopy as english } from "~/content/en/tools/ucr-finder";

const f = formats.ru;

/** The UCR fee finder's words; `result` takes `{count}` and `{fee}`. */
export const ucrFinderCopy: Copy<typeof english> = {
  label: "Сколько у\u00a0вас транспортных средств?",
  hint: `Считайте грузовики и тягачи весом ${f.lb(thresholds.usdot.overLb + 1)} и больше и автобусы на 16 и более пассажиров, как в\u00a0вашей MCS-150; прицепы не считайте. Брокеры без грузовиков вводят 0.`,
  /** By the count's plural form. */
  result:
    "{count, plural, one {# транспортное средство: {fee} за регистрационный год} few {# транспортных средства: {fee} за регистрационный год} many {# транспортных средств: {fee} за регистрационный год} other {# транспортного средства: {fee} за регистрационный год}}",
  errors: {
    empty: "Введите количество транспортных средств.",
    negative: "Количество транспортных средств не может быть отрицательным.",
    "not-whole": "Введите целое число транспортных средств, например 12.",
    "not-a-number": `Введите количество транспортных средств только цифрами, например 12 или ${f.num(1001)}.`,
    "too-large": "Слишком большое количество транспортных средств.",
  },
  unavailable:
    "Не удалось загрузить ответ. Проверьте подключение к\u00a0интернету и\u00a0измените число, чтобы попробовать ещё раз.",
};
