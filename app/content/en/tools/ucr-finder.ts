import { copyParts } from "~/content/copy-parts";
import type { Copy } from "~/content/types";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { WholeNumberError } from "~/lib/tools/numbers";

const f = formats.en;

/** The UCR fee finder's words; `result` takes `{count}` and `{fee}`. */
export const ucrFinderCopy = {
  label: "How many vehicles?",
  hint: `Count trucks and tractors of ${f.lb(thresholds.usdot.overLb + 1)} or more and buses for 16+ passengers, as on your MCS-150; not trailers. Brokers with no trucks enter 0.`,
  result:
    "{count, plural, one {# vehicle: {fee} for the registration year} other {# vehicles: {fee} for the registration year}}",
  errors: {
    empty: "Enter the number of vehicles.",
    negative: "The number of vehicles can't be negative.",
    "not-whole": "Enter a whole number of vehicles, such as 12.",
    "not-a-number": "Enter the number of vehicles using digits only, such as 12 or 1,001.",
    "too-large": "That number of vehicles is too large.",
  } satisfies Record<WholeNumberError, string>,
  /** In place of the result when its words could not be fetched. */
  unavailable: "The answer could not be loaded. Check your connection, then change the number to try again.",
};

/**
 * The question's words are the island's props; what it says about the typed number (the fee or
 * what is wrong with it) it fetches from /ucr-finder-answers.json in the page's language
 * (`app/pages/[...lang]/ucr-finder-answers.json.ts`), so the UCR page keeps them out of its first
 * round trip (issue 26).
 */
export const ucrFinderAnswersPath = "/ucr-finder-answers.json";
const islandKeys = ["label", "hint", "unavailable"] as const;
const answerKeys = ["result", "errors"] as const;
export const ucrFinderParts = (copy: Copy<typeof ucrFinderCopy>) => copyParts(copy, islandKeys, answerKeys);
export type UcrFinderIslandCopy = ReturnType<typeof ucrFinderParts>["island"];
export type UcrFinderAnswerCopy = ReturnType<typeof ucrFinderParts>["answer"];
