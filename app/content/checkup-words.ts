import type { Table } from "./schemas";
import { copyParts } from "./copy-parts";
import { ruleTableOrder, type CheckupWords } from "./checkup-schema";

export type { YesNoQuestion } from "./checkup-schema";

/*
 * The checkup's words as its page, island and answer take them (checkup.yaml, checked by
 * checkup-schema.ts): the two errors that quote a question get its label, and the rule table its
 * rows, each filing's name beside who needs it.
 */

export type CheckupCopy = Omit<CheckupWords, "ruleTable"> & {
  readonly ruleTable: Table & { readonly heading: string };
};
export type PlanCopy = CheckupCopy["plan"];
export type Question = CheckupCopy["questions"]["hire"];

export function checkupCopyOf(words: CheckupWords): CheckupCopy {
  const { questions, errors, filingNames, stateTaxNames, ruleTable } = words;
  const quote = (message: string) =>
    message
      .replace("{interstateQuestion}", questions.interstate.label)
      .replace("{leavesQuestion}", questions.leaves.label);
  const names: Record<(typeof ruleTableOrder)[number], string> = { ...filingNames, ...stateTaxNames };
  return {
    ...words,
    errors: {
      ...errors,
      conflicts: {
        "leaves-but-stays": quote(errors.conflicts["leaves-but-stays"]),
        "states-but-stays": quote(errors.conflicts["states-but-stays"]),
      },
    },
    ruleTable: {
      heading: ruleTable.heading,
      caption: ruleTable.caption,
      columns: ruleTable.columns,
      layout: "stacked",
      rows: ruleTableOrder.map((id) => [names[id], ruleTable.who[id]]),
    },
  };
}

/**
 * The words of the answer. The page does not carry them: the island fetches them from
 * /checkup-answers.json in the page's language once it runs (app/pages/[...lang]/checkup-answers.json.ts),
 * so the questions' page stays within the first round trip (issue 26).
 */
export const checkupAnswersPath = "/checkup-answers.json";
const answerKeys = [
  "notAdvice",
  "stateNames",
  "result",
  "filingNames",
  "stateTaxNames",
  "reasons",
  "fees",
  "plan",
  "handoff",
] as const;
/** The words of the questions, the island's props; the page shows its head, lead, scope and rule table. */
const islandKeys = [
  "questionsHeading",
  "questions",
  "oregonFiling",
  "optional",
  "firstUseWholePeriod",
  "yes",
  "no",
  "stateNames",
  "errors",
  "submit",
  "changeAnswers",
] as const;

/** The checkup's copy in the two parts the page hands out: the island's props and the fetched answer. */
export const checkupParts = (copy: CheckupCopy) => copyParts(copy, islandKeys, answerKeys);
export type CheckupIslandCopy = ReturnType<typeof checkupParts>["island"];
export type CheckupAnswerCopy = ReturnType<typeof checkupParts>["answer"];
