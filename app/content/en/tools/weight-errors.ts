import type { WholeNumberError } from "~/lib/tools/numbers";

/** What a typed weight can get wrong, in words: shared by the calculators that ask for a truck's weight. */
export const weightErrors = {
  empty: "Enter the weight in lb, such as 80000.",
  "not-a-number": "Enter the weight using digits only, such as 80000 or 80,000.",
  negative: "The weight can't be negative.",
  "not-whole": "Enter the weight as a whole number of lb.",
  "too-large": "That weight is too large. Check the number.",
} satisfies Record<WholeNumberError, string>;
