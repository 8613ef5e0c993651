import type { PenaltyError } from "~/lib/tools/form2290";

/** The penalty estimate's words, passed to the island as a prop; `capped` takes `{months}`. */
export const form2290PenaltyCopy = {
  tax: "Tax due, in dollars",
  months: "Months late",
  estimate: "Estimated late-filing penalty:",
  capped: "the penalty stops growing after {months} months",
  interest: "Interest is extra.",
  note: "This is an estimate, not tax advice. The IRS adds interest, and a separate penalty for paying late, on top of it.",
  errors: {
    "tax-not-a-number": "Enter the tax as a dollar amount, such as 550.",
    "tax-negative": "The tax can't be negative.",
    "months-not-a-number": "Enter the months late as a whole number, such as 3.",
    "months-negative": "The months late can't be negative.",
    "months-not-whole": "Enter the months late as a whole number; count part of a month as a full month.",
  } satisfies Record<PenaltyError, string>,
};
