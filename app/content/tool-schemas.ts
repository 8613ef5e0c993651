import { z } from "zod";
import type { PenaltyError } from "~/lib/tools/form2290";
import type { UsdotError } from "~/lib/tools/mcs150";
import type { WholeNumberError } from "~/lib/tools/numbers";
import {
  deadlineFilings,
  deadlineStates,
  type DeadlineKind,
  type DeadlineRuleId,
  type EventTitleKey,
} from "~/lib/tools/deadlines";
import { roadSignIds } from "~/lib/tools/road-signs";
import type { VinProblem } from "~/lib/tools/vin";
import { weightDistanceStates } from "~/lib/tools/weight-distance";
import { keysOf, text, textFor } from "./schemas";

/*
 * The schemas of the tools' words: app/content/<locale>/tools/<tool>.yaml. Messages with values
 * are ICU MessageFormat (app/i18n/message.ts): `{date}` is written in by the tool as it answers,
 * `{cmvWeightFrom}` by the build from app/data (app/content/figure-tokens.ts). The keys of the
 * error and problem lists are the codes the rules return, so a rule's new code needs its words.
 */

const field = z.object({ label: text, hint: text });

/** What a typed whole number can get wrong (app/lib/tools/numbers.ts), for the fields that add their own. */
export const wholeNumberErrorKeys: Record<WholeNumberError, true> = {
  empty: true,
  "not-a-number": true,
  negative: true,
  "not-whole": true,
  "too-large": true,
};
const wholeNumberErrors = keysOf(wholeNumberErrorKeys);

/** The open-now line's words (open-now.yaml); `closed` takes {day} and {time}. */
export const openNowSchema = z.object({
  subject: z.object({ office: text, "drop-off": text }),
  open: text,
  closed: text,
  today: text,
  tomorrow: text,
});

/** What a typed weight can get wrong (weight-errors.yaml), shared by the calculators that ask for one. */
export const weightErrorsSchema = textFor(wholeNumberErrors);

/** The UCR fee finder (ucr-finder.yaml); `result` takes {count} and {fee}. */
export const ucrFinderSchema = z.object({
  label: text,
  hint: text,
  result: text,
  errors: textFor(wholeNumberErrors),
  /** In place of the result when its words could not be fetched. */
  unavailable: text,
});

/** The Form 2290 tax calculator (form-2290-tax.yaml); its weight errors are weight-errors.yaml's. */
export const form2290TaxSchema = z.object({
  weight: field,
  month: field,
  logging: field,
  suspended: field,
  result: z.object({
    notTaxable: text,
    category: text,
    annual: text,
    period: text,
    suspended: text,
    taxPeriod: text,
    fileBy: text,
    dueWas: text,
    fileNow: text,
    penaltySoFar: text,
    penaltyLink: text,
    note: text,
  }),
  vins: field,
  vinChecks: z.object({
    valid: text,
    problems: textFor(
      keysOf<VinProblem>({
        "wrong-length": true,
        "forbidden-letters": true,
        "invalid-characters": true,
        "wrong-check-digit": true,
      }),
    ),
    position: text,
  }),
  unavailable: text,
  send: text,
  handoff: z.object({ greeting: text, truck: text, logging: text, suspended: text, vins: text }),
});

/** The Form 2290 due-date picker (form-2290-due.yaml); its `unavailable` is the tax calculator's. */
export const form2290DueSchema = z.object({
  legend: text,
  month: text,
  chooseMonth: text,
  year: text,
  fileBy: text,
  dueWas: text,
  fileNow: text,
  penaltyLink: text,
});

/** The late-filing penalty estimate (form-2290-penalty.yaml); its `unavailable` is the tax calculator's. */
export const form2290PenaltySchema = z.object({
  tax: text,
  months: text,
  estimate: text,
  capped: text,
  interest: text,
  note: text,
  errors: textFor(
    keysOf<PenaltyError>({
      "tax-not-a-number": true,
      "tax-negative": true,
      "months-not-a-number": true,
      "months-negative": true,
      "months-not-whole": true,
    }),
  ),
});

/** "When is my MCS-150 update due?" (mcs150-month.yaml). */
export const mcs150MonthSchema = z.object({
  label: text,
  hint: text,
  overdue: text,
  overdueAction: text,
  due: text,
  schedule: text,
  windowOpen: text,
  windowOpens: text,
  anyTime: text,
  oneDigit: text,
  free: text,
  send: text,
  handoff: z.object({ intro: text, usdot: text, overdue: text, due: text, countsFrom: text, oneDigit: text }),
  errors: textFor(keysOf<UsdotError>({ empty: true, "not-digits": true, "too-long": true, zero: true })),
});

const byState = textFor(weightDistanceStates);

/** The weight-distance estimate (weight-distance.yaml); its weight errors are weight-errors.yaml's. */
export const weightDistanceSchema = z.object({
  weight: text,
  weightHint: text,
  miles: byState,
  milesHint: text,
  newYorkHint: text,
  oneWayHaul: text,
  oneWayHaulHint: text,
  states: byState,
  resultHeading: text,
  stateTax: text,
  rate: text,
  rateOneWay: text,
  ratePerTon: text,
  notTaxable: text,
  total: text,
  estimateNote: text,
  bracketFrom: text,
  bracketRange: text,
  weightNeeded: text,
  send: text,
  /** An empty miles field counts as no miles, so miles have every weight error but "empty". */
  milesErrors: textFor(wholeNumberErrors.filter((code) => code !== "empty")),
  handoff: z.object({ greeting: text, weight: text, state: text, note: text }),
});

/** The CDL practices (cdl-practice.yaml): the inspector's questions, and the road signs by id. */
export const cdlPracticeSchema = z.object({
  interview: z.object({
    /** The checkbox above the questions on a translated page. */
    hideTranslations: text,
    answer: text,
    questions: z.array(z.object({ question: text, answer: text })).min(1),
  }),
  signs: z.object({
    legend: text,
    check: text,
    next: text,
    finish: text,
    choose: text,
    right: text,
    wrong: text,
    rightAnswer: text,
    score: text,
    tryAgain: text,
    ask: text,
    handoff: text,
    signs: z.strictObject(
      Object.fromEntries(
        roadSignIds.map((id) => [
          id,
          z.object({ alt: text, answer: text, wrong: z.tuple([text, text]), explanation: text }),
        ]),
      ) as Record<
        (typeof roadSignIds)[number],
        z.ZodObject<{
          alt: typeof text;
          answer: typeof text;
          wrong: z.ZodTuple<[typeof text, typeof text], null>;
          explanation: typeof text;
        }>
      >,
    ),
  }),
});

const eventTitleKeys = keysOf<EventTitleKey>({
  "ifta-return": true,
  "state-returns": true,
  "oregon-report": true,
  "ifta-renewal-opens": true,
  "ifta-renewal-window": true,
  "ifta-renewal-deadline": true,
  "ifta-decals-displayed": true,
  "form-2290-annual-return": true,
  "irp-illinois-expiry": true,
  "ucr-registration": true,
});

/**
 * The deadline calendar on /filing-deadlines (deadline-calendar.yaml), handed to its script as
 * JSON. An event's title takes {quarter}, {quarterYear}, {year} and {nextYear}, filled per date.
 */
export const deadlineCalendarSchema = z.object({
  nextLabel: text,
  dueToday: text,
  daysLeft: text,
  calendarLink: text,
  calendarNote: text,
  calendarName: text,
  filterSummary: text,
  everything: text,
  statesLegend: text,
  filingsLegend: text,
  filterHint: text,
  stateNames: textFor(deadlineStates),
  filingNames: textFor(deadlineFilings),
  /** What each row is: only a "due" row is a deadline. */
  kindLabels: textFor(keysOf<DeadlineKind>({ due: true, reminder: true, start: true })),
  upcomingCaption: text,
  pastSummary: text,
  pastCaption: text,
  noDates: text,
  yearlyCaption: text,
  yearlyNote: text,
  dateColumn: text,
  whatColumn: text,
  nextMarker: text,
  movedFrom: text,
  toNextBusinessDay: text,
  eventTitles: textFor(eventTitleKeys),
  /** The same events with no year, for the list of every year's dates. */
  yearlyTitles: textFor(eventTitleKeys),
});

/** The filing-deadline rules as /filing-deadlines states them (deadline-rules.yaml), by the rules' ids. */
export const deadlineRulesSchema = z.strictObject(
  Object.fromEntries(
    keysOf<DeadlineRuleId>({
      "ifta-quarterly": true,
      "state-quarterly-returns": true,
      "oregon-weight-mile": true,
      "ifta-renewal": true,
      "form-2290": true,
      "irp-registration-year": true,
      "dot-biennial-update": true,
      "ucr-registration": true,
    }).map((id) => [id, z.object({ title: text, rule: text })]),
  ) as Record<DeadlineRuleId, z.ZodObject<{ title: typeof text; rule: typeof text }>>,
);
