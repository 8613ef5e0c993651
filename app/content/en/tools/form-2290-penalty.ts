import { copyParts } from "~/content/copy-parts";
import type { Copy } from "~/content/types";
import type { PenaltyError } from "~/lib/tools/form2290";
import { form2290TaxCopy } from "./form-2290-tax";

/** The penalty estimate's words; `capped` takes `{months}`. */
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
  /** The tax calculator's sentence: the two tools fetch their words the same way. */
  unavailable: form2290TaxCopy.unavailable,
};

/**
 * The fields' words and the note are the island's props; the estimate and what it says of a typed
 * amount it fetches from /form-2290-penalty-answers.json in the page's language
 * (`app/pages/[...lang]/form-2290-penalty-answers.json.ts`), as the tax calculator does, so the
 * Form 2290 page keeps them out of its first round trip (issue 45).
 */
export const form2290PenaltyAnswersPath = "/form-2290-penalty-answers.json";
const islandKeys = ["tax", "months", "note", "unavailable"] as const;
const answerKeys = ["estimate", "capped", "interest", "errors"] as const;
export const form2290PenaltyParts = (copy: Copy<typeof form2290PenaltyCopy>) => copyParts(copy, islandKeys, answerKeys);
export type Form2290PenaltyIslandCopy = ReturnType<typeof form2290PenaltyParts>["island"];
export type Form2290PenaltyAnswerCopy = ReturnType<typeof form2290PenaltyParts>["answer"];
