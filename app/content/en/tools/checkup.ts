/**
 * The checkup's words in English: the questions, the answer list and the rule table for readers
 * without JavaScript. Figures come from app/data and the UCR table; each language's module
 * implements CheckupCopy, so a translation that misses a reason or an error fails to compile.
 */
import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { Message } from "~/i18n/message";
import { copyParts } from "~/content/copy-parts";
import type { Table } from "~/content/types";
import type {
  AnswerConflict,
  AxlesError,
  Fee,
  FilingId,
  FilingStatus,
  OregonFiling,
  ReasonCode,
  StateCode,
  TrucksError,
  WeightError,
} from "~/lib/tools/checkup";
import type { UsdotError } from "~/lib/tools/mcs150";
import type { LateCost, PlanEventKey, StepPhase } from "~/lib/tools/plan";

export type YesNoQuestion =
  "hire" | "broker" | "truck" | "interstate" | "leaves" | "trailer" | "newBusiness" | "employees";

export interface Question {
  /** The legend or label, in the reader's words. */
  readonly label: string;
  /** One line under the label. */
  readonly hint: string;
}

/**
 * One message per reason code, with the reason's fields as values (app/lib/tools/checkup-text.ts):
 * weights written as weights ("80,000 lb"), counts as numbers, yes/no fields as "yes" or "no", and
 * `stateName` for a state. `heavy` and `manyAxles` say which of IRP's two tests a truck meets.
 */
export type ReasonMessages = { readonly [C in ReasonCode]: Message };

export interface CheckupCopy {
  readonly title: string;
  /** The meta description: 70 to 160 characters. */
  readonly description: string;
  /** It asks for answers, so it shows only where the questions' script runs. */
  readonly lead: string;
  /** Said instead of the questions where JavaScript does not run, ending where the office's phone number follows. */
  readonly noScript: string;
  /** First orientation, not legal advice; the office confirms before filing. */
  readonly notAdvice: string;
  /** What the checkup does not cover. */
  readonly scope: string;
  readonly questionsHeading: string;
  readonly questions: {
    readonly [
      Q in YesNoQuestion | "weight" | "axles" | "states" | "oregon" | "trucks" | "usdot" | "firstUse"
    ]: Question;
  };
  /** The two answers to the Oregon question. */
  readonly oregonFiling: { readonly [F in OregonFiling]: string };
  /** The optional questions' heading and the line under it. */
  readonly optional: { readonly heading: string; readonly intro: string };
  /** The month-of-first-use list's first choice: no month, the truck runs the whole period. */
  readonly firstUseWholePeriod: string;
  readonly yes: string;
  readonly no: string;
  readonly stateNames: { readonly [S in StateCode]: string };
  readonly errors: {
    readonly chooseOne: string;
    readonly weight: { readonly [E in WeightError]: string };
    readonly axles: { readonly [E in AxlesError]: string };
    readonly trucks: { readonly [E in TrucksError]: string };
    readonly usdot: { readonly [E in Exclude<UsdotError, "empty">]: string };
    /** Shown at the second of two answers that contradict each other. */
    readonly conflicts: { readonly [C in AnswerConflict]: string };
    /** Above the form when a submit finds answers to fix. */
    readonly summary: string;
    /** When the answer's words (CheckupAnswerCopy) could not be fetched, as on a lost signal. */
    readonly answerUnavailable: string;
    /** The button beside it that fetches them again. */
    readonly retry: string;
  };
  readonly submit: string;
  /** Above the answers once the list is shown: they fold away under it. */
  readonly changeAnswers: string;
  readonly result: {
    readonly heading: string;
    readonly intro: string;
    readonly groupHeadings: { readonly [S in FilingStatus]: string };
    readonly statusLabels: { readonly [S in FilingStatus]: string };
    /** The toggle under the not-required heading that unfolds its `{count}` rows; it does not repeat the heading. */
    readonly showNotRequired: Message;
    readonly feeLabel: string;
    readonly nextDueLabel: string;
    readonly linkNote: string;
    readonly print: string;
    readonly send: string;
  };
  readonly filingNames: { readonly [F in Exclude<FilingId, "state-tax">]: string };
  readonly stateTaxNames: { readonly [S in StateCode]: string };
  readonly reasons: ReasonMessages;
  /** A fee by its kind, with its amounts written as dollars and `upToVehicles` as a count. */
  readonly fees: { readonly [K in Fee["kind"]]: Message };
  /** What each filing costs this truck and when it is next due (app/lib/tools/plan.ts), and its calendar. */
  readonly plan: PlanCopy;
  /**
   * Which filing applies when: the checkup's rules as a table, complete without JavaScript. It is
   * shown on /services (#which-filing), under the list of services, rather than on /checkup, whose
   * questions would otherwise push the page past its first round trip (issue 26); the checkup
   * links there with `ruleTableLink`. A content Table, shown with the service pages' DataTable.
   */
  readonly ruleTable: Table & { readonly heading: string };
  /** The sentence on /checkup that leads to the rule table on /services, and the link's words. */
  readonly ruleTableLink: { readonly text: string; readonly link: string };
  /**
   * The message the contact form starts with after "Send this list to the office": the greeting,
   * then the required and check rows under their group headings, then the link (`{link}`).
   */
  readonly handoff: { readonly greeting: string; readonly answers: Message };
}

export interface PlanCopy {
  /** The headings of the list's parts and the line under some of them. */
  readonly sections: {
    readonly late: string;
    readonly lateIntro: string;
    readonly steps: string;
    readonly stepsIntro: string;
    readonly phases: { readonly [P in StepPhase]: string };
    readonly next: string;
    /** For a new business: the dates that come back once it runs. */
    readonly nextFresh: string;
    readonly nextFreshIntro: string;
    readonly have: string;
    readonly haveIntro: string;
    readonly undated: string;
    readonly check: string;
  };
  readonly late: {
    /** `{date}`: the date it was due, after any move off a weekend or holiday. */
    readonly wasDue: Message;
    readonly fileNow: string;
    /** The button that takes a late filing off the list, and the line under the list that says the link keeps it. */
    readonly filed: string;
    readonly filedNote: string;
    /** What lateness costs so far, by LateCost kind. */
    readonly costs: {
      /** `{penalty}` in dollars and cents, `{rate}` the percent charged so far, `{months}` counted, `{capped}` yes or no. */
      readonly form2290: Message;
      /** `{min}` in dollars, `{percent}`. */
      readonly ifta: Message;
      /** `{percent}`. */
      readonly oregon: Message;
      readonly consequences: { readonly [C in Extract<LateCost, { kind: "consequence" }>["consequence"]]: string };
    };
  };
  readonly amountLabel: string;
  readonly amounts: {
    /** `{amount}` in dollars and cents, `{category}` the Form 2290 letter. */
    readonly form2290: Message;
    /** `{amount}` for the months from `{month}` (a month and year) to June. */
    readonly form2290FirstUse: Message;
    /** `{dollars}` for registration `{year}`, the fleet's `{trucks}` and its bracket `{bracket}`. */
    readonly ucr: Message;
    /** The fleet size was not given: `{dollars}` for the lowest bracket `{bracket}`, registration `{year}`. */
    readonly ucrFrom: Message;
    /** `{year}`'s fee is not published: `{feeYear}`'s was `{dollars}`; `{fleet}` is "unknown" (not given), "none" (0) or "some" `{trucks}`, `{bracket}` as above. */
    readonly ucrUnpublished: Message;
    /** `{amount}` on a thousand miles in `{stateName}` at `{weight}`; New York counts loaded miles (`{state}` is the code). */
    readonly perThousandMiles: Message;
    /** A new business's Form 2290 before it gave a month of first use: `{thisMonth}` for a first use in `{month}`, down to `{june}` for June. */
    readonly form2290ByMonth: Message;
  };
  readonly total: {
    /** `{amount}`: a sum, a range or a sum "or more", written by `money`. */
    readonly label: Message;
    readonly money: {
      /** `{min}` and `{max}` in dollars. */
      readonly range: Message;
      /** `{min}` in dollars. */
      readonly orMore: Message;
    };
    readonly madeOf: string;
    readonly notLate: string;
    readonly mileage: string;
    /** The parts that are no dated event: the broker's bond, and Illinois's yearly fee for `{trucks}` trucks (`{fleet}` "unknown" when not given, else "some"). */
    readonly bond: string;
    readonly illinoisYearly: Message;
    /** A part whose year's fee is not published: `{title}` of its event, counted at `{feeYear}`'s fee. */
    readonly lastPublished: Message;
  };
  readonly due: {
    readonly needsUsdot: string;
    /** `{month}`: the month's name. */
    readonly usdotYearUnknown: Message;
    readonly oneTime: string;
    readonly notKnown: string;
  };
  /**
   * Each event's title. Values: `{year}` and `{nextYear}` of its stated date, `{quarter}` and
   * `{quarterYear}` of a quarterly return, `{name}` the state tax's name, `{month}` a first use's
   * or a monthly report's month and year, `{usdot}` the USDOT number.
   */
  readonly eventTitles: { readonly [K in PlanEventKey]: Message };
  readonly calendar: {
    readonly heading: string;
    readonly intro: string;
    /** The calendar's name in the visitor's calendar app. */
    readonly name: string;
    readonly download: string;
    readonly subscribe: string;
    /** Google Calendar on Android does not open webcal links: its own "add by URL" link. */
    readonly google: string;
    readonly subscribeNote: string;
    readonly copyLabel: string;
    readonly copy: string;
    readonly copied: string;
    /** A calendar with no date in it (a feed can be asked for answers that have none): why it is empty. */
    readonly empty: string;
    /** After the title of a date moved off a weekend or holiday: `{date}` is the stated date. */
    readonly movedFrom: Message;
    /** A late filing shown on today's date: `{title}`. */
    readonly lateTitle: Message;
    /** Before the service page's address in an event. */
    readonly details: string;
  };
}

/**
 * The words of the answer. The page does not carry them: the island fetches them from
 * /checkup-answers.json in the page's language once it runs (`app/pages/[...lang]/checkup-answers.json.ts`),
 * so the questions' page stays within the first round trip (issue 26).
 */
/** Where the island finds them, under the page's language prefix; the endpoint's file name matches it. */
export const checkupAnswersPath = "/checkup-answers.json";
export const answerCopyKeys = [
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
export type CheckupAnswerCopy = Pick<CheckupCopy, (typeof answerCopyKeys)[number]>;

/** The words of the questions, the island's props; the page shows its head, lead, scope and rule table. */
export const islandCopyKeys = [
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
export type CheckupIslandCopy = Pick<CheckupCopy, (typeof islandCopyKeys)[number]>;

/** The checkup's copy in the two parts the page hands out: the island's props and the fetched answer. */
export const checkupParts = (copy: CheckupCopy) => copyParts(copy, islandCopyKeys, answerCopyKeys);

const { lb, usd, dayMonth } = formats.en;
const { taxYearStart, taxYearEnd } = dates.form2290;

const stateNames = { KY: "Kentucky", NM: "New Mexico", NY: "New York", OR: "Oregon", CT: "Connecticut" } as const;

const filingNames = {
  usdot: "USDOT number",
  mc: "Motor carrier (MC) authority",
  broker: "Broker authority",
  boc3: "BOC-3 process agents",
  ucr: "UCR registration",
  irp: "IRP registration (apportioned plates)",
  ifta: "IFTA license and quarterly returns",
  form2290: "Form 2290 heavy highway use tax",
  illinois: "Illinois intrastate authority (ICC)",
  company: "LLC or corporation",
  ein: "EIN (federal tax ID number)",
  payroll: "Payroll and payroll taxes",
} as const;

const stateTaxNames = {
  KY: "Kentucky weight-distance tax (KYU)",
  NM: "New Mexico weight-distance tax",
  NY: "New York highway use tax (HUT)",
  OR: "Oregon weight-mile tax",
  CT: "Connecticut highway use fee",
} as const;

const { usdot, irpIfta, form2290, kentucky, newMexico, newYork, oregon, connecticut } = thresholds;

/** What makes a truck need IRP and IFTA: its weight over the line, its axles, or both. */
const irpIftaWhat =
  "{heavy, select, yes {weighs more than {overLb}{manyAxles, select, yes { and has {minAxles} or more axles} other {}}} other {has {minAxles} or more axles}}";

const questions = {
  interstate: "Do you or your loads cross state lines?",
  leaves: "Does the truck itself drive outside Illinois?",
  trailer: "Does it pull a trailer?",
} as const;

export const checkupCopy: CheckupCopy = {
  title: "What does my truck need?",
  description:
    "Answer a few questions and get your own list of trucking filings: USDOT, MC, UCR, IRP, IFTA, Form 2290 and state taxes, with fees and due dates.",
  lead: "Answer a few short questions about your truck and your business. You get what is late, what comes next and what it costs, with the filings you need and why.",
  noScript:
    "The questions need JavaScript, which is turned off in your browser. The table linked below shows which filing applies when; or call the office:",
  notAdvice:
    "This is a first orientation, not legal advice. Rules have exceptions, and we confirm every filing with you before we file it.",
  scope:
    "It covers trucks that haul property. If you haul hazardous materials or passengers, ask us: other rules apply.",
  questionsHeading: "Your answers",
  questions: {
    hire: {
      label: "Do you haul other people's freight for pay?",
      hint: "Answer No if you haul only your own goods, for your own business.",
    },
    broker: {
      label: "Do you arrange loads for others as a broker?",
      hint: "A broker finds a truck for a shipper's load and is paid for it, without hauling it.",
    },
    truck: {
      label: "Do you run a truck of your own?",
      hint: "Answer No if you only arrange loads, as a broker: the questions about a truck then fall away.",
    },
    interstate: {
      label: questions.interstate,
      hint: "Answer Yes also if a load comes from or goes to another state, even when your truck stays in Illinois (containers from a rail yard, for example). Answer No only if every trip and every load starts and ends in Illinois.",
    },
    leaves: {
      label: questions.leaves,
      hint: "IRP plates and IFTA depend on where the truck drives, not on where its loads come from. Answer No if it runs only on Illinois roads, or if you run no truck.",
    },
    weight: {
      label: "Gross weight of your heaviest truck, in lb",
      hint: "Truck and trailer together: the highest of its rated, registered or loaded weight.",
    },
    axles: {
      label: "Axles on that truck or tractor",
      hint: "Count the axles of the truck or tractor itself, not the trailer.",
    },
    trailer: {
      label: questions.trailer,
      hint: "Answer Yes for a tractor-trailer or a truck that tows a trailer. Answer No for a straight truck on its own, or if you run no truck.",
    },
    states: {
      label: "Do you drive in any of these states?",
      hint: "These states tax heavy trucks by the mile. Tick each one you drive in, or none.",
    },
    oregon: {
      label: "How does your Oregon weight-mile account file?",
      hint: "Every new account files monthly. Only an account ODOT approved for quarterly filing files quarterly.",
    },
    newBusiness: {
      label: "Are you starting a new business?",
      hint: "Answer Yes if your trucking business is not registered yet.",
    },
    employees: {
      label: "Do you have employees?",
      hint: "People you pay wages to, such as drivers or office staff.",
    },
    trucks: {
      label: "How many trucks do you run?",
      hint: "For your UCR fee, which depends on the number of vehicles.",
    },
    usdot: {
      label: "Your USDOT number",
      hint: "For the month your MCS-150 update is due. Digits only, as on your truck's door. A new business gets its number in its first steps.",
    },
    firstUse: {
      label: "Month a truck first went on the road this tax period",
      hint: `For Form 2290, whose tax period runs from ${dayMonth(taxYearStart.month, taxYearStart.day)} to ${dayMonth(taxYearEnd.month, taxYearEnd.day)}. A truck first used after July pays less for its first period and files by the end of the next month.`,
    },
  },
  optional: {
    heading: "For your amounts and dates (optional)",
    intro: "Leave these empty if you like: the list works without them.",
  },
  oregonFiling: { monthly: "Monthly", quarterly: "Quarterly (approved by ODOT)" },
  firstUseWholePeriod: "July, or in use all period",
  yes: "Yes",
  no: "No",
  stateNames,
  errors: {
    chooseOne: "Choose Yes or No.",
    weight: {
      empty: "Enter the weight in lb, such as 80,000.",
      "not-a-number": "Enter the weight using digits only, such as 80000 or 80,000.",
      negative: "The weight can't be negative.",
      "not-whole": "Enter the weight as a whole number of lb, such as 26,000.",
      "too-large": "That weight is too large. Check the number.",
      zero: "A truck weighs more than 0 lb: enter its weight, such as 80,000. If you run no truck, answer No to the truck question above.",
    },
    axles: {
      empty: "Enter the number of axles, such as 3.",
      "not-a-number": "Enter the number of axles using digits only, such as 3.",
      negative: "The number of axles can't be negative.",
      "not-whole": "Enter a whole number of axles, such as 3.",
      "too-large": "That number of axles is too large. Check the number.",
      "needs-axles": "A truck has axles: enter how many, such as 3.",
      "no-truck-no-axles": "With a weight of 0 (no truck), enter 0 axles.",
    },
    trucks: {
      empty: "Enter the number of trucks, such as 3, or leave it empty.",
      "not-a-number": "Enter the number of trucks using digits only, such as 3.",
      negative: "The number of trucks can't be negative.",
      "not-whole": "Enter a whole number of trucks, such as 3.",
      "too-large": "That number of trucks is too large. Check the number.",
      "needs-trucks": "You gave a truck's weight: enter 1 or more trucks, or leave it empty.",
      "no-truck-no-trucks": "With a weight of 0 (no truck), enter 0 trucks or leave it empty.",
    },
    usdot: {
      "not-digits": "A USDOT number has digits only, such as 1234567.",
      "too-long": "A USDOT number has at most 8 digits. Check the number.",
      zero: "A USDOT number is not all zeros. Check the number.",
    },
    conflicts: {
      "leaves-but-stays": `A truck that drives outside Illinois crosses state lines. Answer No here, or Yes to "${questions.interstate}"`,
      "states-but-stays": `You said the truck stays in Illinois. Untick these states, or answer Yes to "${questions.leaves}"`,
    },
    summary: "Some answers need a look. They are marked below.",
    answerUnavailable: "Your list could not be loaded. Check your connection and try again.",
    retry: "Try again",
  },
  submit: "Show my list",
  changeAnswers: "Change my answers",
  result: {
    heading: "Your list",
    intro: "Based on your answers. Each name links to our page about that filing.",
    groupHeadings: { required: "Required", check: "Check with us", "not-required": "Not required" },
    statusLabels: { required: "Required", check: "Check with us", "not-required": "Not required" },
    showNotRequired: "Show {count, plural, one {the # filing} other {the # filings}}",
    feeLabel: "Fee",
    nextDueLabel: "Next due",
    linkNote: "Bookmark this page or send its link: the link keeps your answers.",
    print: "Print this list",
    send: "Send this list to the office",
  },
  filingNames,
  stateTaxNames,
  reasons: {
    "no-truck": "Because you run no truck.",
    "stays-in-state": "Because every trip and every load of yours stays in Illinois.",
    "usdot-over-interstate": "Because your truck weighs more than {overLb} and you or your loads cross state lines.",
    "usdot-with-mc":
      "Because you haul for pay across state lines: FMCSA gives the USDOT number with your MC authority.",
    "usdot-with-broker": "Because you broker loads: FMCSA gives the USDOT number with your broker authority.",
    "usdot-over-intrastate":
      "Your truck weighs more than {overLb} but stays in Illinois. Some states require a USDOT number even then; we confirm it for you.",
    "usdot-not-over": "Because your truck weighs {overLb} or less and you do not haul for pay across state lines.",
    "mc-for-hire-interstate": "Because you haul other people's freight for pay across state lines.",
    "mc-intrastate": "Because your loads stay in Illinois: MC authority is for hauling for pay across state lines.",
    "own-goods": "Because you do not haul other people's freight for pay.",
    "broker-interstate": "Because you arrange loads for others as a broker.",
    "broker-intrastate":
      "You arrange loads, but said nothing crosses state lines. Whether federal broker rules apply depends on your loads; we check with you.",
    "not-broker": "Because you do not arrange loads for others.",
    "boc3-authority":
      "Because FMCSA needs it before it grants your {broker, select, yes {{carrier, select, yes {MC and broker authority} other {broker authority}}} other {MC authority}}.",
    "boc3-no-authority": "Because you need no MC or broker authority.",
    "ucr-over-interstate": "Because your truck weighs more than {overLb} and you or your loads cross state lines.",
    "ucr-broker": "Because you broker loads across state lines. A broker with no trucks pays the lowest fee.",
    "ucr-light":
      "Your truck weighs {overLb} or less. Whether UCR applies to a carrier with only lighter trucks is something we check with you.",
    "irp-ifta-qualifies": `Because your truck ${irpIftaWhat}, and it drives outside Illinois.`,
    "irp-ifta-light": "Because your truck weighs {overLb} or less and has fewer than {minAxles} axles.",
    "truck-stays-in-illinois":
      "Because your truck itself stays in Illinois. IRP and IFTA depend on where the truck drives, not on where its loads come from or go.",
    "irp-ifta-leaves-unknown": `Your truck ${irpIftaWhat}. It needs this only if the truck itself drives outside Illinois: answer that question above, or ask us.`,
    "form2290-at-least": "Because your truck weighs {atLeastLb} or more.",
    "form2290-under": "Because your truck weighs less than {atLeastLb}.",
    "state-over":
      "Because your truck weighs {inclusive, select, yes {{limitLb} or more} other {more than {limitLb}}} and you drive in {stateName}.",
    "state-at-kentucky-line": `Your truck weighs exactly {weightLb}. Our figure is "${lb(kentucky.overLb)} or more", but Kentucky's law taxes trucks over ${lb(kentucky.overLb)}. We confirm it for you.`,
    "state-ct-combination": "Because your truck pulls a trailer, weighs {atLeastLb} or more and drives in Connecticut.",
    "state-ct-no-trailer":
      "Because your truck pulls no trailer: Connecticut's fee is for tractor-trailers and other trucks with a trailer.",
    "state-ct-trailer-unknown":
      "Your truck weighs {atLeastLb} or more. Connecticut's fee applies only if it pulls a trailer: answer that question above, or ask us.",
    "state-under":
      "Because your truck weighs {inclusive, select, yes {less than {limitLb}} other {{limitLb} or less}}.",
    "illinois-for-hire": "Because you haul for pay and every load starts and ends in Illinois.",
    "illinois-interstate-for-hire":
      "You haul for pay across state lines. If you also take loads that start and end in Illinois, you may need it too; ask us.",
    "illinois-own-goods":
      "You haul your own goods inside Illinois. Most carriers like you need no ICC authority, but not all; we check with you.",
    "company-new":
      "You are starting a business. A company is not required, but it can protect your personal assets; we help you choose.",
    "company-existing": "Because you are not starting a new business.",
    "ein-employees": "Because you have employees.",
    "ein-form2290":
      "Because Form 2290 for a truck of {atLeastLb} or more needs an EIN: a Social Security number is not accepted.",
    "ein-new":
      "You are starting a business. Corporations and most LLCs need an EIN; a sole owner with no employees may not. We check with you.",
    "ein-not-needed": `Because you are not starting a business, have no employees and no truck of ${lb(form2290.atLeastLb)} or more.`,
    "payroll-employees": "Because you have employees: their pay, tax withholding and payroll tax returns.",
    "payroll-none": "Because you have no employees.",
  },
  fees: {
    "no-fee": "No fee",
    flat: "{dollars}, one time",
    "typical-range": "Typically {min}-{max}",
    "range-plus-per-truck": "Typically {min}-{max} to apply, plus {perTruckYearly} a year for each truck",
    "bond-and-fee":
      "{fee} FMCSA fee, one time. The {bond} surety bond is not paid to FMCSA: a bond company charges typically {bondYearlyMin}-{bondYearlyMax} a year for it",
    from: "{dollars} a year for 0-{upToVehicles} vehicles; more for larger fleets",
  },
  plan: {
    sections: {
      late: "Late: file now if not filed",
      lateIntro: "Each of these was due on the date shown. If it is already filed, mark it: your link remembers.",
      steps: "Your first steps, in order",
      stepsIntro: "What a new trucking business does first, and what must be in place before the truck runs.",
      phases: {
        "set-up": "Set up the business",
        "before-trips": "Before the truck's first trip",
        hiring: "When you hire",
      },
      next: "Your next dates",
      nextFresh: "Once you run: the dates that come back",
      nextFreshIntro:
        "Renewals (IRP, IFTA license, UCR, MCS-150) start from your first registration: check this list again once you are registered.",
      have: "You should already have these",
      haveIntro: "Filed once, when a business starts. If one is missing, ask us.",
      undated: "Also needed, with no fixed date",
      check: "Check these with us",
    },
    late: {
      wasDue: "Was due {date}",
      fileNow: "If it is not filed, file now.",
      filed: "I filed it",
      filedNote:
        "Marked as filed: it stays off your list and your calendar download, as long as you use this page's link.",
      costs: {
        form2290:
          "Late-filing penalty so far: {penalty} ({rate} of the tax for {months, plural, one {# month} other {# months}}{capped, select, yes {, the most the IRS charges} other {}}), plus 0.5% a month for paying late, and interest.",
        ifta: "A late return costs {min} or {percent} of the tax due, whichever is more, plus interest.",
        oregon: "A late report costs {percent} of the tax due on it.",
        consequences: {
          "state-penalties": "The state charges penalties and interest on a late return.",
          "usdot-deactivation": "FMCSA can deactivate your USDOT number and fine you.",
          "roadside-fines": "Without it you can be fined at a roadside inspection, in any state.",
          "irp-expired": "Running on expired plates brings fines, and the truck can be held until it is registered.",
          "ifta-suspended": "The license is suspended: in every other state the truck needs a trip permit.",
        },
      },
    },
    amountLabel: "Your amount",
    amounts: {
      form2290: "{amount} (category {category})",
      form2290FirstUse: "{amount} for the months from {month} to June (category {category})",
      ucr: "{dollars} for {year}, for {trucks, plural, =0 {a broker with no trucks} one {# truck} other {# trucks}} (the {bracket} vehicle bracket)",
      ucrFrom: "From {dollars} for {year} (the {bracket} vehicle bracket); more for a larger fleet",
      ucrUnpublished:
        "The {year} fee is not published yet. The {feeYear} fee was {dollars} {fleet, select, unknown {for the {bracket} vehicle bracket, more for a larger fleet} none {for a broker with no trucks} other {for {trucks, plural, one {# truck} other {# trucks}}}}.",
      perThousandMiles:
        "About {amount} for every 1,000 {state, select, NY {loaded miles} other {miles}} in {stateName} at {weight}",
      form2290ByMonth:
        "{thisMonth} for a truck first on the road in {month}; less for a later month, down to {june} for June",
    },
    total: {
      label: "Total for the next 12 months: {amount}",
      money: { range: "{min}-{max}", orMore: "{min} or more" },
      madeOf: "Made of:",
      notLate: "Late filings above are not counted.",
      mileage:
        "Plus the fuel tax on your IFTA returns and the state taxes on your miles, which depend on the miles you drive.",
      bond: "Broker surety bond, yearly",
      lastPublished: "{title}, at the {feeYear} fee",
      illinoisYearly:
        "Illinois intrastate authority, yearly fee {fleet, select, unknown {for each truck} other {for {trucks, plural, one {# truck} other {# trucks}}}}",
    },
    due: {
      needsUsdot: "The MCS-150 update month follows from your USDOT number: add it to your answers to see it.",
      usdotYearUnknown: "By the end of {month}; which years, we confirm with FMCSA for a one-digit number.",
      oneTime: "Once, when you apply: no yearly date.",
      notKnown: "No fixed date from these answers: we set it with you.",
    },
    eventTitles: {
      "irp-expiry": "Illinois IRP registration expires",
      "ifta-return": "IFTA return for Q{quarter} {quarterYear} due",
      "ifta-renewal": "IFTA license renewal for {nextYear} due",
      "state-return": "{name} return for Q{quarter} {quarterYear} due",
      "oregon-report": "Oregon weight-mile tax report for Q{quarter} {quarterYear} due",
      "oregon-monthly-report": "Oregon weight-mile tax report for {month} due",
      ucr: "UCR registration for {nextYear} due",
      "form-2290-annual": "Form 2290 for July {year} to June {nextYear} due",
      "form-2290-first-use": "Form 2290 for a truck first used in {month} due",
      mcs150: "MCS-150 update for USDOT {usdot} due",
    },
    calendar: {
      heading: "Your dates in your calendar",
      intro:
        "Only the filings on your list, with their amounts. Renewals remind you weeks ahead, returns a week ahead.",
      name: "My trucking filing dates",
      download: "Add my dates to my calendar",
      subscribe: "Subscribe in my calendar",
      google: "Add to Google Calendar",
      subscribeNote:
        'A subscription keeps itself current: your calendar app checks it every day, and next year\'s dates appear by themselves. On Android, use "Add to Google Calendar".',
      copyLabel: 'Or copy this link into your calendar app ("Subscribe" or "From URL")',
      copy: "Copy link",
      copied: "Link copied.",
      empty: "Your answers have no filing dates to remind you of. If your business changes, take the checkup again.",
      movedFrom: "Moved from {date}, a weekend or holiday.",
      lateTitle: "Late: {title}",
      details: "Details",
    },
  },
  ruleTableLink: {
    text: "The filings this checkup knows, and who needs each one, are in one table on the services page:",
    link: "which filing applies when",
  },
  ruleTable: {
    heading: "Which filing applies when",
    caption: "Filings for trucks hauling property, and who needs each one",
    layout: "stacked",
    columns: ["Filing", "Who needs it"],
    rows: [
      [
        filingNames.usdot,
        `Trucks over ${lb(usdot.overLb)} that cross state lines, and every carrier or broker with MC or broker authority. Some states also require it for carriers that never leave the state. No fee.`,
      ],
      [
        filingNames.mc,
        `Carriers hauling other people's freight for pay across state lines. ${usd(fees.mcAuthority.fmcsaFee)} FMCSA fee.`,
      ],
      [
        filingNames.broker,
        `Anyone who arranges loads for others for pay. A ${usd(fees.brokerAuthority.suretyBond)} surety bond and a ${usd(fees.brokerAuthority.fmcsaFee)} FMCSA fee.`,
      ],
      [
        filingNames.boc3,
        `Every carrier or broker that needs MC or broker authority. Typically ${usd(fees.boc3.typicalMin)}-${usd(fees.boc3.typicalMax)}.`,
      ],
      [
        filingNames.ucr,
        `Carriers with trucks over ${lb(usdot.overLb)} that cross state lines, for hire or not, and brokers. The fee depends on the number of vehicles.`,
      ],
      [
        filingNames.irp,
        `Trucks over ${lb(irpIfta.overLb)}, or with ${irpIfta.minAxles} or more axles, that themselves drive in two or more states or provinces. A truck that stays in Illinois needs none, even with loads from other states.`,
      ],
      [
        filingNames.ifta,
        `Trucks over ${lb(irpIfta.overLb)}, or with ${irpIfta.minAxles} or more axles, that themselves drive in two or more states or provinces. A truck that stays in Illinois needs none, even with loads from other states.`,
      ],
      [
        filingNames.form2290,
        `Trucks of ${lb(form2290.atLeastLb)} or more on public roads, inside one state or across several.`,
      ],
      [stateTaxNames.KY, `Trucks over ${lb(kentucky.overLb)} driving in Kentucky.`],
      [stateTaxNames.NM, `Trucks over ${lb(newMexico.overLb)} driving in New Mexico.`],
      [stateTaxNames.NY, `Trucks over ${lb(newYork.overLb)} driving in New York.`],
      [stateTaxNames.OR, `Trucks over ${lb(oregon.overLb)} driving in Oregon.`],
      [
        stateTaxNames.CT,
        `Trucks that pull a trailer, of ${lb(connecticut.atLeastLb)} or more, driving in Connecticut. A straight truck without a trailer pays no fee.`,
      ],
      [
        filingNames.illinois,
        `Carriers hauling for pay with every load starting and ending in Illinois. Typically ${usd(fees.illinoisIntrastate.typicalMin)}-${usd(fees.illinoisIntrastate.typicalMax)} to apply, plus ${usd(fees.illinoisIntrastate.perTruckYearly)} a year for each truck.`,
      ],
      [filingNames.company, "Not required by law. Many new trucking businesses form one to protect personal assets."],
      [
        filingNames.ein,
        "Businesses with employees, corporations and most LLCs, and anyone filing Form 2290, which does not accept a Social Security number.",
      ],
      [filingNames.payroll, "Businesses with employees."],
    ],
  },
  handoff: {
    greeting: "Hello, I used the checkup on your website. Please confirm what I need.",
    answers: "My answers: {link}",
  },
};
