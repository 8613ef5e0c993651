import type { Copy } from "~/content/types";
import type { form2290PenaltyCopy as english } from "~/content/en/tools/form-2290-penalty";
import { form2290TaxCopy } from "./form-2290-tax";

/** The penalty estimate's words; `capped` takes `{months}`. */
export const form2290PenaltyCopy: Copy<typeof english> = {
  tax: "Сумма налога в\u00a0долларах",
  months: "Сколько месяцев просрочки",
  estimate: "Примерный штраф за позднюю подачу:",
  capped:
    "после {months, plural, one {#\u00a0месяца} few {#\u00a0месяцев} many {#\u00a0месяцев} other {#\u00a0месяца}} штраф больше не растёт",
  interest: "Проценты начисляются дополнительно.",
  note: "Это примерный расчёт, а не налоговая консультация. IRS (налоговая служба США) начисляет сверх него проценты и отдельный штраф за позднюю оплату.",
  errors: {
    "tax-not-a-number": "Введите сумму налога в\u00a0долларах, например 550.",
    "tax-negative": "Налог не может быть отрицательным.",
    "months-not-a-number": "Введите число месяцев просрочки целым числом, например 3.",
    "months-negative": "Число месяцев просрочки не может быть отрицательным.",
    "months-not-whole": "Введите целое число месяцев просрочки; неполный месяц считайте за полный.",
  },
  unavailable: form2290TaxCopy.unavailable,
};
