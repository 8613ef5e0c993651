import { copyParts } from "~/content/copy-parts";
import type { Copy } from "~/content/types";
import { form2290TaxCopy } from "./form-2290-tax";

/**
 * The due-date picker's words; month names come from the language's formatter. `fileBy` is
 * followed by the date; once the date has passed the picker says `dueWas`, `fileNow` and links
 * `penaltyLink` to the penalty estimate on the same page.
 */
export const form2290DueCopy = {
  legend: "When was the vehicle first used on public highways?",
  month: "Month",
  chooseMonth: "Choose a month",
  year: "Year",
  fileBy: "File Form 2290 by",
  dueWas: "Form 2290 was due {date}",
  fileNow: "If it is not filed, file it now.",
  penaltyLink: "Estimate the late-filing penalty",
  /** The tax calculator's sentence: the Form 2290 tools fetch their words the same way. */
  unavailable: form2290TaxCopy.unavailable,
};

/**
 * The fields' words are the island's props; what it says of the chosen month it fetches from
 * /form-2290-due-answers.json in the page's language (`app/pages/[...lang]/form-2290-due-answers.json.ts`),
 * as the tax calculator does, so the Form 2290 page keeps them out of its first round trip (issue 45).
 */
export const form2290DueAnswersPath = "/form-2290-due-answers.json";
const islandKeys = ["legend", "month", "chooseMonth", "year", "unavailable"] as const;
const answerKeys = ["fileBy", "dueWas", "fileNow", "penaltyLink"] as const;
export const form2290DueParts = (copy: Copy<typeof form2290DueCopy>) => copyParts(copy, islandKeys, answerKeys);
export type Form2290DueIslandCopy = ReturnType<typeof form2290DueParts>["island"];
export type Form2290DueAnswerCopy = ReturnType<typeof form2290DueParts>["answer"];
