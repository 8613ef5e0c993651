import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { copyFileOf, readCopy } from "./copy-files";
import { copyParts } from "./copy-parts";
import { withFigures } from "./figure-tokens";
import { checkupSchema } from "./checkup-schema";
import { checkupCopyOf, type CheckupCopy } from "./checkup-words";
import {
  cdlPracticeSchema,
  deadlineCalendarSchema,
  deadlineRulesSchema,
  form2290DueSchema,
  form2290PenaltySchema,
  form2290TaxSchema,
  mcs150MonthSchema,
  openNowSchema,
  ucrFinderSchema,
  weightDistanceSchema,
  weightErrorsSchema,
} from "./tool-schemas";

/*
 * The tools' words: app/content/<locale>/tools/<tool>.yaml, each checked against its schema
 * (tool-schemas.ts) by the content layer. A tool's figures from app/data are written in as the
 * words are read; the values a tool fills as it answers stay messages. Words two tools share are
 * one file: the weight errors, and the sentence for an answer whose words could not load, the UCR
 * finder's ("change the number") for the other one-field tool, the Form 2290 calculator's ("change
 * any field") for the rest.
 */

/** The tools whose words are YAML, by the name LocaleContent gives them, and their files under tools/. */
export const toolFiles = {
  openNow: { file: "open-now", schema: openNowSchema },
  ucrFinder: { file: "ucr-finder", schema: ucrFinderSchema },
  weightErrors: { file: "weight-errors", schema: weightErrorsSchema },
  form2290Tax: { file: "form-2290-tax", schema: form2290TaxSchema },
  form2290Due: { file: "form-2290-due", schema: form2290DueSchema },
  form2290Penalty: { file: "form-2290-penalty", schema: form2290PenaltySchema },
  mcs150Month: { file: "mcs150-month", schema: mcs150MonthSchema },
  weightDistance: { file: "weight-distance", schema: weightDistanceSchema },
  cdlPractice: { file: "cdl-practice", schema: cdlPracticeSchema },
  deadlineCalendar: { file: "deadline-calendar", schema: deadlineCalendarSchema },
  deadlineRules: { file: "deadline-rules", schema: deadlineRulesSchema },
  checkup: { file: "checkup", schema: checkupSchema },
} as const;

type ToolName = keyof typeof toolFiles;
type FileWords<N extends ToolName> = z.infer<(typeof toolFiles)[N]["schema"]>;

/** A tool's file: app/content/<locale>/tools/<file>.yaml. */
export const toolFileOf = (name: ToolName, locale: string) => copyFileOf(`tools/${toolFiles[name].file}`, locale);

function read<N extends ToolName>(name: N, locale: Locale): FileWords<N> {
  const words = readCopy(`tools/${toolFiles[name].file}`, toolFiles[name].schema, locale) as FileWords<N>;
  return withFigures(words, locale, true);
}

export type WeightErrors = FileWords<"weightErrors">;
export type OpenNowCopy = FileWords<"openNow">;
export type UcrFinderCopy = FileWords<"ucrFinder">;
export type Form2290TaxCopy = FileWords<"form2290Tax"> & { readonly errors: WeightErrors };
export type Form2290DueCopy = FileWords<"form2290Due"> & { readonly unavailable: string };
export type Form2290PenaltyCopy = FileWords<"form2290Penalty"> & { readonly unavailable: string };
export type Mcs150MonthCopy = FileWords<"mcs150Month"> & { readonly unavailable: string };
export type WeightDistanceCopy = FileWords<"weightDistance"> & {
  readonly weightErrors: WeightErrors;
  readonly unavailable: string;
};
export type CdlPracticeCopy = FileWords<"cdlPractice">;
export type DeadlineCalendarCopy = FileWords<"deadlineCalendar">;
export type DeadlineRuleWords = FileWords<"deadlineRules">;

/** What a miles field can get wrong: an empty field counts as no miles. */
export type MilesError = keyof WeightDistanceCopy["milesErrors"];

export interface ToolWords {
  readonly openNow: OpenNowCopy;
  readonly ucrFinder: UcrFinderCopy;
  readonly form2290Tax: Form2290TaxCopy;
  readonly form2290Due: Form2290DueCopy;
  readonly form2290Penalty: Form2290PenaltyCopy;
  readonly mcs150Month: Mcs150MonthCopy;
  readonly weightDistance: WeightDistanceCopy;
  readonly cdlPractice: CdlPracticeCopy;
  readonly deadlineCalendar: DeadlineCalendarCopy;
  readonly deadlineRules: DeadlineRuleWords;
  readonly checkup: CheckupCopy;
}

/** Every tool's words in one language, as the shells hand them to the tools. */
export function toolWords(locale: Locale): ToolWords {
  const weightErrors = read("weightErrors", locale);
  const form2290Tax = { ...read("form2290Tax", locale), errors: weightErrors };
  const ucrFinder = read("ucrFinder", locale);
  const { unavailable } = form2290Tax;
  return {
    openNow: read("openNow", locale),
    ucrFinder,
    form2290Tax,
    form2290Due: { ...read("form2290Due", locale), unavailable },
    form2290Penalty: { ...read("form2290Penalty", locale), unavailable },
    mcs150Month: { ...read("mcs150Month", locale), unavailable: ucrFinder.unavailable },
    weightDistance: { ...read("weightDistance", locale), weightErrors, unavailable },
    cdlPractice: read("cdlPractice", locale),
    deadlineCalendar: read("deadlineCalendar", locale),
    deadlineRules: read("deadlineRules", locale),
    checkup: checkupCopyOf(read("checkup", locale)),
  };
}

/*
 * Each tool's words in two parts (copyParts): the fields' words are the island's props; what it
 * says of an answer it fetches from <path> in the page's language (app/pages/[...lang]/*.json.ts),
 * so the page keeps them out of its first round trip (issues 26 and 45).
 */

/** The open-now line's words: the script fetches them, since the line is empty until it runs. */
export const openNowWordsPath = "/open-now.json";

export const ucrFinderAnswersPath = "/ucr-finder-answers.json";
export const ucrFinderParts = (copy: UcrFinderCopy) =>
  copyParts(copy, ["label", "hint", "unavailable"] as const, ["result", "errors"] as const);
export type UcrFinderIslandCopy = ReturnType<typeof ucrFinderParts>["island"];
export type UcrFinderAnswerCopy = ReturnType<typeof ucrFinderParts>["answer"];

export const form2290TaxAnswersPath = "/form-2290-tax-answers.json";
export const form2290TaxParts = (copy: Form2290TaxCopy) =>
  copyParts(
    copy,
    ["weight", "month", "logging", "suspended", "vins", "unavailable"] as const,
    ["errors", "result", "vinChecks", "send", "handoff"] as const,
  );
export type Form2290TaxIslandCopy = ReturnType<typeof form2290TaxParts>["island"];
export type Form2290TaxAnswerCopy = ReturnType<typeof form2290TaxParts>["answer"];

export const form2290DueAnswersPath = "/form-2290-due-answers.json";
export const form2290DueParts = (copy: Form2290DueCopy) =>
  copyParts(
    copy,
    ["legend", "month", "chooseMonth", "year", "unavailable"] as const,
    ["fileBy", "dueWas", "fileNow", "penaltyLink"] as const,
  );
export type Form2290DueIslandCopy = ReturnType<typeof form2290DueParts>["island"];
export type Form2290DueAnswerCopy = ReturnType<typeof form2290DueParts>["answer"];

export const form2290PenaltyAnswersPath = "/form-2290-penalty-answers.json";
export const form2290PenaltyParts = (copy: Form2290PenaltyCopy) =>
  copyParts(
    copy,
    ["tax", "months", "note", "unavailable"] as const,
    ["estimate", "capped", "interest", "errors"] as const,
  );
export type Form2290PenaltyIslandCopy = ReturnType<typeof form2290PenaltyParts>["island"];
export type Form2290PenaltyAnswerCopy = ReturnType<typeof form2290PenaltyParts>["answer"];

export const mcs150AnswersPath = "/mcs150-answers.json";
export const mcs150Parts = (copy: Mcs150MonthCopy) =>
  copyParts(
    copy,
    ["label", "hint", "free", "unavailable"] as const,
    [
      "overdue",
      "overdueAction",
      "due",
      "schedule",
      "windowOpen",
      "windowOpens",
      "anyTime",
      "oneDigit",
      "send",
      "handoff",
      "errors",
    ] as const,
  );
export type Mcs150IslandCopy = ReturnType<typeof mcs150Parts>["island"];
export type Mcs150AnswerCopy = ReturnType<typeof mcs150Parts>["answer"];

export const weightDistanceAnswersPath = "/weight-distance-answers.json";
export const weightDistanceParts = (copy: WeightDistanceCopy) =>
  copyParts(
    copy,
    [
      "weight",
      "weightHint",
      "miles",
      "milesHint",
      "newYorkHint",
      "oneWayHaul",
      "oneWayHaulHint",
      "unavailable",
    ] as const,
    [
      "states",
      "resultHeading",
      "stateTax",
      "rate",
      "rateOneWay",
      "ratePerTon",
      "notTaxable",
      "total",
      "estimateNote",
      "bracketFrom",
      "bracketRange",
      "weightNeeded",
      "send",
      "weightErrors",
      "milesErrors",
      "handoff",
    ] as const,
  );
export type WeightDistanceIslandCopy = ReturnType<typeof weightDistanceParts>["island"];
export type WeightDistanceAnswerCopy = ReturnType<typeof weightDistanceParts>["answer"];
