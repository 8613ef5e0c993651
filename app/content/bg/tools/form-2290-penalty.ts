import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { form2290PenaltyCopy as english } from "~/content/en/tools/form-2290-penalty";
import { form2290TaxCopy } from "./form-2290-tax";

const f = formats.bg;

/** The penalty estimate's words; `capped` takes `{months}`. */
export const form2290PenaltyCopy: Copy<typeof english> = {
  tax: "Дължим данък, в долари",
  months: "Месеци закъснение",
  estimate: "Приблизителна глоба за късно подаване:",
  capped: "глобата спира да расте след {months, plural, one {#\u00a0месец} other {#\u00a0месеца}}",
  interest: "Лихвата се добавя отделно.",
  note: "Това е приблизителна сметка, а не данъчен съвет. IRS добавя към нея лихва, а също и отделна глоба за късно плащане.",
  errors: {
    "tax-not-a-number": `Въведете данъка като сума в долари, например ${f.num(550)}.`,
    "tax-negative": "Данъкът не може да е отрицателен.",
    "months-not-a-number": "Въведете месеците закъснение като цяло число, например 3.",
    "months-negative": "Броят месеци закъснение не може да е отрицателен.",
    "months-not-whole": "Въведете месеците закъснение като цяло число; непълният месец се брои за цял.",
  },
  unavailable: form2290TaxCopy.unavailable,
};
