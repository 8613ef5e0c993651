import type { weightErrors as english } from "~/content/en/tools/weight-errors";
import type { Copy } from "~/content/types";

/** What a typed weight can get wrong, in words: shared by the calculators that ask for a truck's weight. */
export const weightErrors: Copy<typeof english> = {
  empty: "Введите вес в\u00a0фунтах, например 80000.",
  "not-a-number": "Введите вес только цифрами, например 80000 или 80\u00a0000.",
  negative: "Вес не может быть отрицательным.",
  "not-whole": "Введите вес целым числом фунтов.",
  "too-large": "Слишком большой вес. Проверьте число.",
};
