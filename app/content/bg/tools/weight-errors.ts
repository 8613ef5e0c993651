import type { weightErrors as english } from "~/content/en/tools/weight-errors";
import type { Copy } from "~/content/types";

/** What a typed weight can get wrong, in words: shared by the calculators that ask for a truck's weight. */
export const weightErrors: Copy<typeof english> = {
  empty: "Въведете теглото във фунтове, например 80000.",
  "not-a-number": "Въведете теглото само с цифри, например 80000 или 80\u00a0000.",
  negative: "Теглото не може да е отрицателно.",
  "not-whole": "Въведете теглото в цели фунтове.",
  "too-large": "Теглото е твърде голямо. Проверете числото.",
};
