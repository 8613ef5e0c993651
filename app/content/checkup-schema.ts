import { z } from "zod";
import type {
  AnswerConflict,
  AxlesError,
  Fee,
  FilingId,
  FilingStatus,
  OregonFiling,
  ReasonCode,
  TrucksError,
  WeightError,
} from "~/lib/tools/checkup";
import { stateCodes } from "~/lib/tools/checkup";
import type { UsdotError } from "~/lib/tools/mcs150";
import type { LateCost, PlanEventKey, StepPhase } from "~/lib/tools/plan";
import { keysOf, text, textFor } from "./schemas";
import { wholeNumberErrorKeys as wholeNumber } from "./tool-schemas";

/*
 * The schema of the checkup's words, app/content/<locale>/tools/checkup.yaml. Every key list is a
 * union the rules return (app/lib/tools/checkup.ts, plan.ts), written out once here and checked
 * whole by TypeScript, so a new reason, fee or event in the rules needs its words in each language.
 *
 * Values the checkup fills as it answers are message arguments ("{overLb}", "{stateName}",
 * app/lib/tools/checkup-text.ts and plan-text.ts); figures from app/data are tokens
 * (figure-tokens.ts). Two errors quote a question: "{interstateQuestion}" and "{leavesQuestion}"
 * are those questions' labels, written in as the words are read (checkup-words.ts).
 */

export const yesNoQuestions = keysOf<
  "hire" | "broker" | "truck" | "interstate" | "leaves" | "trailer" | "newBusiness" | "employees"
>({
  hire: true,
  broker: true,
  truck: true,
  interstate: true,
  leaves: true,
  trailer: true,
  newBusiness: true,
  employees: true,
});
export type YesNoQuestion = (typeof yesNoQuestions)[number];

const question = z.object({
  /** The legend or label, in the reader's words. */
  label: text,
  /** One line under the label. */
  hint: text,
});

const filingStatuses = keysOf<FilingStatus>({ required: true, check: true, "not-required": true });
/** The filings in the order the rule table lists them, a state's tax standing for "state-tax". */
export const ruleTableOrder = [
  "usdot",
  "mc",
  "broker",
  "boc3",
  "ucr",
  "irp",
  "ifta",
  "form2290",
  ...stateCodes,
  "illinois",
  "company",
  "ein",
  "payroll",
] as const satisfies readonly (Exclude<FilingId, "state-tax"> | (typeof stateCodes)[number])[];
const filingIds = ruleTableOrder.filter(
  (id): id is Exclude<FilingId, "state-tax"> => !stateCodes.includes(id as never),
);

const reasonCodes = keysOf<ReasonCode>({
  "no-truck": true,
  "stays-in-state": true,
  "usdot-over-interstate": true,
  "usdot-with-mc": true,
  "usdot-with-broker": true,
  "usdot-over-intrastate": true,
  "usdot-not-over": true,
  "mc-for-hire-interstate": true,
  "mc-intrastate": true,
  "own-goods": true,
  "broker-interstate": true,
  "broker-intrastate": true,
  "not-broker": true,
  "boc3-authority": true,
  "boc3-no-authority": true,
  "ucr-over-interstate": true,
  "ucr-broker": true,
  "ucr-light": true,
  "irp-ifta-qualifies": true,
  "irp-ifta-light": true,
  "truck-stays-in-illinois": true,
  "irp-ifta-leaves-unknown": true,
  "form2290-at-least": true,
  "form2290-under": true,
  "state-over": true,
  "state-at-kentucky-line": true,
  "state-ct-combination": true,
  "state-ct-no-trailer": true,
  "state-ct-trailer-unknown": true,
  "state-under": true,
  "illinois-for-hire": true,
  "illinois-interstate-for-hire": true,
  "illinois-own-goods": true,
  "company-new": true,
  "company-existing": true,
  "ein-employees": true,
  "ein-form2290": true,
  "ein-new": true,
  "ein-not-needed": true,
  "payroll-employees": true,
  "payroll-none": true,
});

type Consequence = Extract<LateCost, { kind: "consequence" }>["consequence"];

const plan = z.object({
  /** The headings of the list's parts and the line under some of them. */
  sections: z.object({
    late: text,
    lateIntro: text,
    steps: text,
    stepsIntro: text,
    phases: textFor(keysOf<StepPhase>({ "set-up": true, "before-trips": true, hiring: true })),
    next: text,
    /** For a new business: the dates that come back once it runs. */
    nextFresh: text,
    nextFreshIntro: text,
    have: text,
    haveIntro: text,
    undated: text,
    check: text,
  }),
  late: z.object({
    /** {date}: the date it was due, after any move off a weekend or holiday. */
    wasDue: text,
    fileNow: text,
    /** The button that takes a late filing off the list, and the line under the list that says the link keeps it. */
    filed: text,
    filedNote: text,
    /** What lateness costs so far, by LateCost kind. */
    costs: z.object({
      /** {penalty} in dollars and cents, {rate} the percent charged so far, {months} counted, {capped} yes or no. */
      form2290: text,
      /** {min} in dollars, {percent}. */
      ifta: text,
      /** {percent}. */
      oregon: text,
      consequences: textFor(
        keysOf<Consequence>({
          "state-penalties": true,
          "usdot-deactivation": true,
          "roadside-fines": true,
          "irp-expired": true,
          "ifta-suspended": true,
        }),
      ),
    }),
  }),
  amountLabel: text,
  amounts: z.object({
    /** {amount} in dollars and cents, {category} the Form 2290 letter. */
    form2290: text,
    /** {amount} for the months from {month} (a month and year) to June. */
    form2290FirstUse: text,
    /** {dollars} for registration {year}, the fleet's {trucks} and its bracket {bracket}. */
    ucr: text,
    /** The fleet size was not given: {dollars} for the lowest bracket {bracket}, registration {year}. */
    ucrFrom: text,
    /** {year}'s fee is not published: {feeYear}'s was {dollars}; {fleet} is "unknown", "none" (0) or "some" {trucks}. */
    ucrUnpublished: text,
    /** {amount} on a thousand miles in {stateName} at {weight}; New York counts loaded miles ({state} is the code). */
    perThousandMiles: text,
    /** A new business's Form 2290 before it gave a month of first use: {thisMonth} for {month}, down to {june}. */
    form2290ByMonth: text,
  }),
  total: z.object({
    /** {amount}: a sum, a range or a sum "or more", written by `money`. */
    label: text,
    money: z.object({ range: text, orMore: text }),
    madeOf: text,
    notLate: text,
    mileage: text,
    /** The parts that are no dated event: the broker's bond, and Illinois's yearly fee for {trucks} trucks. */
    bond: text,
    illinoisYearly: text,
    /** A part whose year's fee is not published: {title} of its event, counted at {feeYear}'s fee. */
    lastPublished: text,
  }),
  due: z.object({
    needsUsdot: text,
    /** {month}: the month's name. */
    usdotYearUnknown: text,
    oneTime: text,
    notKnown: text,
  }),
  /**
   * Each event's title: {year} and {nextYear} of its stated date, {quarter} and {quarterYear} of a
   * quarterly return, {name} the state tax's name, {month} a month and year, {usdot} the number.
   */
  eventTitles: textFor(
    keysOf<PlanEventKey>({
      "irp-expiry": true,
      "ifta-return": true,
      "ifta-renewal": true,
      "state-return": true,
      "oregon-report": true,
      "oregon-monthly-report": true,
      ucr: true,
      "form-2290-annual": true,
      "form-2290-first-use": true,
      mcs150: true,
    }),
  ),
  calendar: z.object({
    heading: text,
    intro: text,
    /** The calendar's name in the visitor's calendar app. */
    name: text,
    download: text,
    subscribe: text,
    /** Google Calendar on Android does not open webcal links: its own "add by URL" link. */
    google: text,
    subscribeNote: text,
    copyLabel: text,
    copy: text,
    copied: text,
    /** A calendar with no date in it (a feed can be asked for answers that have none): why it is empty. */
    empty: text,
    /** After the title of a date moved off a weekend or holiday: {date} is the stated date. */
    movedFrom: text,
    /** A late filing shown on today's date: {title}. */
    lateTitle: text,
    /** Before the service page's address in an event. */
    details: text,
  }),
});

export const checkupSchema = z.object({
  title: text,
  /** The meta description: 70 to 160 characters. */
  description: text,
  /** It asks for answers, so it shows only where the questions' script runs. */
  lead: text,
  /** Said instead of the questions where JavaScript does not run, ending where the office's phone number follows. */
  noScript: text,
  /** First orientation, not legal advice; the office confirms before filing. */
  notAdvice: text,
  /** What the checkup does not cover. */
  scope: text,
  questionsHeading: text,
  questions: z.strictObject(
    Object.fromEntries(
      [...yesNoQuestions, "weight", "axles", "states", "oregon", "trucks", "usdot", "firstUse"].map((id) => [
        id,
        question,
      ]),
    ) as Record<
      YesNoQuestion | "weight" | "axles" | "states" | "oregon" | "trucks" | "usdot" | "firstUse",
      typeof question
    >,
  ),
  /** The two answers to the Oregon question. */
  oregonFiling: textFor(keysOf<OregonFiling>({ monthly: true, quarterly: true })),
  /** The optional questions' heading and the line under it. */
  optional: z.object({ heading: text, intro: text }),
  /** The month-of-first-use list's first choice: no month, the truck runs the whole period. */
  firstUseWholePeriod: text,
  yes: text,
  no: text,
  stateNames: textFor(stateCodes),
  errors: z.object({
    chooseOne: text,
    weight: textFor(keysOf<WeightError>({ ...wholeNumber, zero: true })),
    axles: textFor(keysOf<AxlesError>({ ...wholeNumber, "needs-axles": true, "no-truck-no-axles": true })),
    trucks: textFor(keysOf<TrucksError>({ ...wholeNumber, "needs-trucks": true, "no-truck-no-trucks": true })),
    usdot: textFor(keysOf<Exclude<UsdotError, "empty">>({ "not-digits": true, "too-long": true, zero: true })),
    /** Shown at the second of two answers that contradict each other; each quotes the first's label. */
    conflicts: textFor(keysOf<AnswerConflict>({ "leaves-but-stays": true, "states-but-stays": true })),
    /** Above the form when a submit finds answers to fix. */
    summary: text,
    /** When the answer's words could not be fetched, as on a lost signal. */
    answerUnavailable: text,
    /** The button beside it that fetches them again. */
    retry: text,
  }),
  submit: text,
  /** Above the answers once the list is shown: they fold away under it. */
  changeAnswers: text,
  result: z.object({
    heading: text,
    intro: text,
    groupHeadings: textFor(filingStatuses),
    statusLabels: textFor(filingStatuses),
    /** The toggle under the not-required heading that unfolds its {count} rows; it does not repeat the heading. */
    showNotRequired: text,
    feeLabel: text,
    nextDueLabel: text,
    linkNote: text,
    print: text,
    send: text,
  }),
  filingNames: textFor(filingIds),
  stateTaxNames: textFor(stateCodes),
  /**
   * One message per reason code, with the reason's fields as values (checkup-text.ts): weights as
   * weights ("80,000 lb"), counts as numbers, yes/no fields as "yes" or "no", {stateName} for a state.
   */
  reasons: textFor(reasonCodes),
  /** A fee by its kind, with its amounts written as dollars and {upToVehicles} as a count. */
  fees: textFor(
    keysOf<Fee["kind"]>({
      "no-fee": true,
      flat: true,
      "typical-range": true,
      "range-plus-per-truck": true,
      "bond-and-fee": true,
      from: true,
    }),
  ),
  /** What each filing costs this truck and when it is next due (app/lib/tools/plan.ts), and its calendar. */
  plan,
  /** The sentence on /checkup that leads to the rule table on /services, and the link's words. */
  ruleTableLink: z.object({ text, link: text }),
  /**
   * Which filing applies when: the checkup's rules as a table, complete without JavaScript, shown on
   * /services (#which-filing). Its rows are the filings' names, in `ruleTableOrder`, and `who`
   * needs each.
   */
  ruleTable: z.object({
    heading: text,
    caption: text,
    columns: z.tuple([text, text]),
    who: textFor(ruleTableOrder),
  }),
  /**
   * The message the contact form starts with after "Send this list to the office": the greeting,
   * then the required and check rows under their group headings, then the link ({link}).
   */
  handoff: z.object({ greeting: text, answers: text }),
});

export type CheckupWords = z.infer<typeof checkupSchema>;
