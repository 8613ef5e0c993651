import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { ucrFinderCopy as english } from "~/content/en/tools/ucr-finder";

const f = formats.bg;

/** The UCR fee finder's words; `result` takes `{count}` and `{fee}`. */
export const ucrFinderCopy: Copy<typeof english> = {
  label: "Колко превозни средства?",
  hint: `Бройте камионите и влекачите от ${f.lb(thresholds.usdot.overLb + 1)} или повече и автобусите за 16 или повече пътници, както са в MCS-150; ремаркетата не се броят. Брокерите без камиони въвеждат 0.`,
  /** By the count's plural form. */
  result:
    "{count, plural, one {# превозно средство: {fee} за регистрационната година} other {# превозни средства: {fee} за регистрационната година}}",
  errors: {
    empty: "Въведете броя на превозните средства.",
    negative: "Броят на превозните средства не може да е отрицателен.",
    "not-whole": "Въведете цял брой превозни средства, например 12.",
    "not-a-number": `Въведете броя на превозните средства само с цифри, например 12 или ${f.num(1001)}.`,
    "too-large": "Този брой превозни средства е твърде голям.",
  },
  unavailable:
    "Отговорът не можа да се зареди. Проверете интернет връзката си и\u00a0променете числото, за да опитате отново.",
};
