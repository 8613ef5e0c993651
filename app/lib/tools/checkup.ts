import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import type { ServicePath } from "../catalog";
import type { CalendarDate } from "./dates";
import { deadlinesForYear, nextDeadline } from "./deadlines";
import { parseWeightLb, parseWholeNumber, type WholeNumberError } from "./numbers";
import type { Result } from "./result";
import { ucrBrackets } from "./ucr";

/*
 * "What does my truck need?": the checkup's rules. Pure functions from a visitor's answers to
 * one row per filing. Rows carry codes and numbers, never English, so each language's copy
 * (app/content/<locale>/tools/checkup.ts) writes the sentences. Every figure comes from app/data or
 * from the deadline calendar's rules.
 *
 * The checkup covers hauling property. Hazardous materials and passengers have rules of their
 * own; the copy says so and sends those visitors to the office.
 */

/** The weight-distance states the checkup asks about, in the order it lists them. */
export const stateCodes = ["KY", "NM", "NY", "OR", "CT"] as const;
export type StateCode = (typeof stateCodes)[number];

export interface CheckupAnswers {
  /** Hauls other people's freight for pay. */
  hire: boolean;
  /** Arranges loads for others as a broker. */
  broker: boolean;
  /**
   * Crosses state lines, or hauls freight coming from or going to another state: interstate
   * commerce, the test for USDOT, MC and broker authority, BOC-3 and UCR.
   */
  interstate: boolean;
  /**
   * The truck itself drives outside Illinois: the test for IRP and IFTA, which follow where the
   * vehicle runs, not where its freight goes. Null where a link predates the question.
   */
  leaves: boolean | null;
  /** The heaviest truck's gross (combined) weight; 0 for a business with no truck. */
  weightLb: number;
  /** The axles of that truck or tractor itself, not the trailer; 0 for a business with no truck. */
  axles: number;
  /**
   * The truck pulls a trailer (a combination vehicle, FHWA classes 8-13), as Connecticut's fee
   * requires. Null where a link predates the question.
   */
  trailer: boolean | null;
  /** The weight-distance states the visitor drives in, in stateCodes order. */
  states: readonly StateCode[];
  newBusiness: boolean;
  employees: boolean;
}

export type FilingStatus = "required" | "check" | "not-required";

export type FilingId =
  | "usdot"
  | "mc"
  | "broker"
  | "boc3"
  | "ucr"
  | "irp"
  | "ifta"
  | "form2290"
  | "state-tax"
  | "illinois"
  | "company"
  | "ein"
  | "payroll";

/** Why a row has its status: a code and the numbers the sentence needs. */
export type Reason =
  | { code: "no-truck" }
  | { code: "stays-in-state" }
  | { code: "usdot-over-interstate"; weightLb: number; overLb: number }
  | { code: "usdot-with-mc" }
  | { code: "usdot-with-broker" }
  | { code: "usdot-over-intrastate"; weightLb: number; overLb: number }
  | { code: "usdot-not-over"; overLb: number }
  | { code: "mc-for-hire-interstate" }
  | { code: "mc-intrastate" }
  | { code: "own-goods" }
  | { code: "broker-interstate" }
  | { code: "broker-intrastate" }
  | { code: "not-broker" }
  | { code: "boc3-authority"; carrier: boolean; broker: boolean }
  | { code: "boc3-no-authority" }
  | { code: "ucr-over-interstate"; weightLb: number; overLb: number }
  | { code: "ucr-broker" }
  | { code: "ucr-light"; overLb: number }
  | { code: "irp-ifta-qualifies"; weightLb: number; axles: number; overLb: number; minAxles: number }
  | { code: "irp-ifta-light"; overLb: number; minAxles: number }
  | { code: "truck-stays-in-illinois" }
  | { code: "irp-ifta-leaves-unknown"; weightLb: number; axles: number; overLb: number; minAxles: number }
  | { code: "form2290-at-least"; weightLb: number; atLeastLb: number }
  | { code: "form2290-under"; atLeastLb: number }
  | { code: "state-over"; state: StateCode; weightLb: number; limitLb: number; inclusive: boolean }
  | { code: "state-at-kentucky-line"; weightLb: number }
  | { code: "state-ct-combination"; atLeastLb: number }
  | { code: "state-ct-no-trailer"; atLeastLb: number }
  | { code: "state-ct-trailer-unknown"; atLeastLb: number }
  | { code: "state-under"; state: StateCode; limitLb: number; inclusive: boolean }
  | { code: "illinois-for-hire" }
  | { code: "illinois-interstate-for-hire" }
  | { code: "illinois-own-goods" }
  | { code: "company-new" }
  | { code: "company-existing" }
  | { code: "ein-employees" }
  | { code: "ein-form2290"; atLeastLb: number }
  | { code: "ein-new" }
  | { code: "ein-not-needed" }
  | { code: "payroll-employees" }
  | { code: "payroll-none" };

export type ReasonCode = Reason["code"];

/** A fee as the site states it, in whole dollars. */
export type Fee =
  | { kind: "no-fee" }
  | { kind: "flat"; dollars: number }
  | { kind: "typical-range"; min: number; max: number }
  /** Illinois intrastate authority: the application's typical range, then a yearly fee for each truck. */
  | { kind: "range-plus-per-truck"; min: number; max: number; perTruckYearly: number }
  | { kind: "bond-and-fee"; bond: number; fee: number }
  /** UCR: the lowest bracket's fee; more vehicles pay more. */
  | { kind: "from"; dollars: number; upToVehicles: number };

/** The deadline-calendar rules whose next due date a row can show. */
export type DueRuleId = "ifta-quarterly" | "form-2290" | "ucr-registration";

export interface NextDue {
  ruleId: DueRuleId;
  /** The date to act by, already moved off weekends and holidays where the rule says so. */
  date: CalendarDate;
}

interface RowBase {
  /** The service page that explains the filing. */
  path: ServicePath;
  status: FilingStatus;
  reason: Reason;
  fee?: Fee;
  nextDue?: NextDue;
}

/** A state-tax row names its state; no other row has one. */
type RowKind = { filing: Exclude<FilingId, "state-tax">; state?: never } | { filing: "state-tax"; state: StateCode };

export type FilingRow = RowBase & RowKind;

type Row = Omit<RowBase, "nextDue"> & RowKind;

const statePaths: Record<StateCode, ServicePath> = {
  KY: "/state-quarterly-ky-nm-ny",
  NM: "/state-quarterly-ky-nm-ny",
  NY: "/state-quarterly-ky-nm-ny",
  OR: "/or-quarterly",
  CT: "/ct-quarterly",
};

const stateLimits: Record<StateCode, { limitLb: number; inclusive: boolean }> = {
  KY: { limitLb: thresholds.kentucky.overLb, inclusive: false },
  NM: { limitLb: thresholds.newMexico.overLb, inclusive: false },
  NY: { limitLb: thresholds.newYork.overLb, inclusive: false },
  OR: { limitLb: thresholds.oregon.overLb, inclusive: false },
  CT: { limitLb: thresholds.connecticut.atLeastLb, inclusive: true },
};

const dueRules: Partial<Record<FilingId, DueRuleId>> = {
  ifta: "ifta-quarterly",
  form2290: "form-2290",
  ucr: "ucr-registration",
};

function usdot(a: CheckupAnswers): Row {
  const { overLb } = thresholds.usdot;
  const row = { filing: "usdot", path: "/dot-number-registration", fee: { kind: "no-fee" } } as const;
  if (a.interstate && a.weightLb > overLb) {
    return { ...row, status: "required", reason: { code: "usdot-over-interstate", weightLb: a.weightLb, overLb } };
  }
  // FMCSA issues the USDOT number with MC or broker authority, whatever the truck weighs.
  if (a.interstate && a.hire) return { ...row, status: "required", reason: { code: "usdot-with-mc" } };
  if (a.interstate && a.broker) return { ...row, status: "required", reason: { code: "usdot-with-broker" } };
  // The site says only that some states require the number for carriers that never leave the state.
  if (a.weightLb > overLb) {
    return { ...row, status: "check", reason: { code: "usdot-over-intrastate", weightLb: a.weightLb, overLb } };
  }
  if (a.weightLb === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  return { ...row, status: "not-required", reason: { code: "usdot-not-over", overLb } };
}

function mc(a: CheckupAnswers): Row {
  const row = { filing: "mc", path: "/motor-carrier-authority", fee: { kind: "flat", dollars: fees.mcAuthority.fmcsaFee } } as const;
  if (!a.hire) return { ...row, status: "not-required", reason: { code: "own-goods" } };
  if (!a.interstate) return { ...row, status: "not-required", reason: { code: "mc-intrastate" } };
  return { ...row, status: "required", reason: { code: "mc-for-hire-interstate" } };
}

function broker(a: CheckupAnswers): Row {
  const { suretyBond, fmcsaFee } = fees.brokerAuthority;
  const row = { filing: "broker", path: "/broker-authority", fee: { kind: "bond-and-fee", bond: suretyBond, fee: fmcsaFee } } as const;
  if (!a.broker) return { ...row, status: "not-required", reason: { code: "not-broker" } };
  // FMCSA authority covers brokering loads that cross state lines; the site does not cover brokers working inside one state.
  if (!a.interstate) return { ...row, status: "check", reason: { code: "broker-intrastate" } };
  return { ...row, status: "required", reason: { code: "broker-interstate" } };
}

function boc3(a: CheckupAnswers): Row {
  const row = { filing: "boc3", path: "/boc-3", fee: { kind: "typical-range", min: fees.boc3.typicalMin, max: fees.boc3.typicalMax } } as const;
  const carrier = a.hire && a.interstate;
  if (carrier || (a.broker && a.interstate)) {
    return { ...row, status: "required", reason: { code: "boc3-authority", carrier, broker: a.broker } };
  }
  if (a.broker) return { ...row, status: "check", reason: { code: "broker-intrastate" } };
  return { ...row, status: "not-required", reason: { code: "boc3-no-authority" } };
}

function ucr(a: CheckupAnswers): Row {
  const lowest = ucrBrackets[0];
  const fee: Fee | undefined = lowest && lowest.max !== null ? { kind: "from", dollars: lowest.fee, upToVehicles: lowest.max } : undefined;
  const row = { filing: "ucr", path: "/ucr-registration", ...(fee && { fee }) } as const;
  // The UCR page names interstate carriers without a weight. The site is sure where a carrier needs
  // a USDOT number, over 10,000 lb; below that line the office decides.
  const { overLb } = thresholds.usdot;
  if (a.interstate && a.weightLb > overLb) {
    return { ...row, status: "required", reason: { code: "ucr-over-interstate", weightLb: a.weightLb, overLb } };
  }
  if (a.interstate && a.broker) return { ...row, status: "required", reason: { code: "ucr-broker" } };
  if (a.broker) return { ...row, status: "check", reason: { code: "broker-intrastate" } };
  if (a.interstate && a.weightLb > 0) return { ...row, status: "check", reason: { code: "ucr-light", overLb } };
  if (a.interstate) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  return { ...row, status: "not-required", reason: { code: "stays-in-state" } };
}

function irpIfta(filing: "irp" | "ifta", a: CheckupAnswers): Row {
  const { overLb, minAxles } = thresholds.irpIfta;
  const row = { filing, path: filing === "irp" ? "/irp-new-registration" : "/ifta-registration" } as const;
  if (a.weightLb === 0 && a.axles === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  if (!a.interstate) return { ...row, status: "not-required", reason: { code: "stays-in-state" } };
  if (a.weightLb <= overLb && a.axles < minAxles) return { ...row, status: "not-required", reason: { code: "irp-ifta-light", overLb, minAxles } };
  // Freight from another state makes the trip interstate commerce, but IRP and IFTA ask whether
  // the vehicle itself runs in two or more jurisdictions (IDOR, IL SOS): drayage stays out.
  if (a.leaves === false) return { ...row, status: "not-required", reason: { code: "truck-stays-in-illinois" } };
  const numbers = { weightLb: a.weightLb, axles: a.axles, overLb, minAxles };
  if (a.leaves === null) return { ...row, status: "check", reason: { code: "irp-ifta-leaves-unknown", ...numbers } };
  return { ...row, status: "required", reason: { code: "irp-ifta-qualifies", ...numbers } };
}

function form2290(a: CheckupAnswers): Row {
  const { atLeastLb } = thresholds.form2290;
  const row = { filing: "form2290", path: "/form-2290" } as const;
  // The tax is on heavy trucks on public highways, inside one state or across several.
  if (a.weightLb >= atLeastLb) {
    return { ...row, status: "required", reason: { code: "form2290-at-least", weightLb: a.weightLb, atLeastLb } };
  }
  if (a.weightLb === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  return { ...row, status: "not-required", reason: { code: "form2290-under", atLeastLb } };
}

function stateTax(state: StateCode, a: CheckupAnswers): Row {
  const { limitLb, inclusive } = stateLimits[state];
  const row = { filing: "state-tax", path: statePaths[state], state } as const;
  if (state === "KY" && a.weightLb === limitLb) {
    return { ...row, status: "check", reason: { code: "state-at-kentucky-line", weightLb: a.weightLb } };
  }
  const heavy = inclusive ? a.weightLb >= limitLb : a.weightLb > limitLb;
  // Connecticut's fee is for combination vehicles only (CGS 12-493a: FHWA classes 8-13).
  if (state === "CT" && heavy) {
    if (a.trailer === true) return { ...row, status: "required", reason: { code: "state-ct-combination", atLeastLb: limitLb } };
    if (a.trailer === false) return { ...row, status: "not-required", reason: { code: "state-ct-no-trailer", atLeastLb: limitLb } };
    return { ...row, status: "check", reason: { code: "state-ct-trailer-unknown", atLeastLb: limitLb } };
  }
  if (heavy) {
    return { ...row, status: "required", reason: { code: "state-over", state, weightLb: a.weightLb, limitLb, inclusive } };
  }
  if (a.weightLb === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  return { ...row, status: "not-required", reason: { code: "state-under", state, limitLb, inclusive } };
}

function illinois(a: CheckupAnswers): Row {
  const { typicalMin, typicalMax, perTruckYearly } = fees.illinoisIntrastate;
  const fee = { kind: "range-plus-per-truck", min: typicalMin, max: typicalMax, perTruckYearly } as const;
  const row = { filing: "illinois", path: "/illinois-intrastate-authority", fee } as const;
  if (a.hire && !a.interstate) return { ...row, status: "required", reason: { code: "illinois-for-hire" } };
  // An interstate carrier may also take loads that start and end in Illinois; the site does not say what that needs.
  if (a.hire) return { ...row, status: "check", reason: { code: "illinois-interstate-for-hire" } };
  // The site says a carrier hauling only its own goods "usually" needs no ICC authority: usually is not always.
  if (!a.interstate && a.weightLb > 0) return { ...row, status: "check", reason: { code: "illinois-own-goods" } };
  return { ...row, status: "not-required", reason: { code: "own-goods" } };
}

function company(a: CheckupAnswers): Row {
  const row = { filing: "company", path: "/llc-formation" } as const;
  // No law makes a trucker form a company; whether an LLC or corporation fits is a talk with the office.
  if (a.newBusiness) return { ...row, status: "check", reason: { code: "company-new" } };
  return { ...row, status: "not-required", reason: { code: "company-existing" } };
}

function ein(a: CheckupAnswers): Row {
  const { atLeastLb } = thresholds.form2290;
  const row = { filing: "ein", path: "/ein-registration" } as const;
  if (a.employees) return { ...row, status: "required", reason: { code: "ein-employees" } };
  // Form 2290 does not accept a Social Security number.
  if (a.weightLb >= atLeastLb) return { ...row, status: "required", reason: { code: "ein-form2290", atLeastLb } };
  // Corporations and most LLCs need one; a sole owner with no employees may not.
  if (a.newBusiness) return { ...row, status: "check", reason: { code: "ein-new" } };
  return { ...row, status: "not-required", reason: { code: "ein-not-needed" } };
}

function payroll(a: CheckupAnswers): Row {
  const row = { filing: "payroll", path: "/payroll" } as const;
  if (a.employees) return { ...row, status: "required", reason: { code: "payroll-employees" } };
  return { ...row, status: "not-required", reason: { code: "payroll-none" } };
}

const statusOrder: Record<FilingStatus, number> = { required: 0, check: 1, "not-required": 2 };

/**
 * One row per filing the checkup knows, plus one per weight-distance state the visitor drives in:
 * required rows first, then the ones to check with the office, then the rest, each in a fixed order.
 * Rows that apply or might carry the next due date from the deadline calendar, where it has one.
 */
export function evaluate(answers: CheckupAnswers, today: CalendarDate): FilingRow[] {
  const rows: Row[] = [
    usdot(answers),
    mc(answers),
    broker(answers),
    boc3(answers),
    ucr(answers),
    irpIfta("irp", answers),
    irpIfta("ifta", answers),
    form2290(answers),
    ...stateCodes.filter((s) => answers.states.includes(s)).map((s) => stateTax(s, answers)),
    illinois(answers),
    company(answers),
    ein(answers),
    payroll(answers),
  ];
  const deadlines = [...deadlinesForYear(today.year), ...deadlinesForYear(today.year + 1)];
  return rows
    .map((row): FilingRow => {
      const ruleId = dueRules[row.filing];
      const next =
        ruleId && row.status !== "not-required"
          ? nextDeadline(today, deadlines.filter((d) => d.ruleId === ruleId && d.kind === "due"))
          : null;
      return ruleId && next ? { ...row, nextDue: { ruleId, date: next.date } } : row;
    })
    // Sorting is stable, so each status keeps the fixed order above.
    .sort((x, y) => statusOrder[x.status] - statusOrder[y.status]);
}

/**
 * Answers that contradict each other: a truck that drives outside Illinois crosses state lines,
 * and a truck that stays in Illinois drives in no other state.
 */
export type AnswerConflict = "leaves-but-stays" | "states-but-stays";

export function answerConflicts(a: { interstate: boolean | null; leaves: boolean | null; states: readonly StateCode[] }): AnswerConflict[] {
  const conflicts: AnswerConflict[] = [];
  if (a.interstate === false && a.leaves === true) conflicts.push("leaves-but-stays");
  if (a.leaves === false && a.states.length > 0) conflicts.push("states-but-stays");
  return conflicts;
}
export type AxlesError = WholeNumberError | "needs-axles" | "no-truck-no-axles";

/** The heaviest truck's gross weight as typed: "80000", "80,000", "80 000" or "80,000 lb" (фунтов, фунта); 0 for no truck. */
export function validateWeight(input: string): Result<number, WholeNumberError> {
  return parseWeightLb(input);
}

/**
 * The truck's axles as typed. With the weight already read, it also checks the two agree:
 * a truck has axles, and a business with no truck (weight 0) has none.
 */
export function validateAxles(input: string, weightLb: number | null): Result<number, AxlesError> {
  const result = parseWholeNumber(input);
  if (!result.ok || weightLb === null) return result;
  if (weightLb > 0 && result.value === 0) return { ok: false, error: "needs-axles" };
  if (weightLb === 0 && result.value > 0) return { ok: false, error: "no-truck-no-axles" };
  return result;
}

const yesNo = (value: string | null): boolean | null => (value === "yes" ? true : value === "no" ? false : null);

const digits = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
};

function readStates(value: string | null): StateCode[] | null {
  if (value === null) return null;
  if (value.trim() === "") return [];
  const codes = value.split(",").map((code) => code.trim().toUpperCase());
  if (!codes.every((code): code is StateCode => (stateCodes as readonly string[]).includes(code))) return null;
  return stateCodes.filter((code) => codes.includes(code));
}

/** An answer a link may lack because it predates the question: absent is null, malformed is undefined. */
const optionalYesNo = (value: string | null): boolean | null | undefined => (value === null ? null : (yesNo(value) ?? undefined));

/**
 * The answers a checkup link holds, or null when any is missing, malformed or contradictory, so
 * the page falls back to the questions. A link made before the leaves and trailer questions
 * still reads, with those answers null. Never throws.
 */
export function parseQuery(params: URLSearchParams): CheckupAnswers | null {
  const hire = yesNo(params.get("hire"));
  const broker = yesNo(params.get("broker"));
  const interstate = yesNo(params.get("interstate"));
  const leaves = optionalYesNo(params.get("leaves"));
  const trailer = optionalYesNo(params.get("trailer"));
  const newBusiness = yesNo(params.get("new"));
  const employees = yesNo(params.get("employees"));
  const weightLb = digits(params.get("weight"));
  const axles = digits(params.get("axles"));
  const states = readStates(params.get("states"));
  if (hire === null || broker === null || interstate === null || newBusiness === null || employees === null) return null;
  if (weightLb === null || axles === null || states === null || leaves === undefined || trailer === undefined) return null;
  // A truck has axles and a business with no truck has none; a link saying otherwise was not made by the checkup.
  if ((weightLb === 0) !== (axles === 0)) return null;
  const answers = { hire, broker, interstate, leaves, weightLb, axles, trailer, states, newBusiness, employees };
  return answerConflicts(answers).length === 0 ? answers : null;
}

/**
 * The answers as a checkup link's query, without "?":
 * hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no.
 * An unanswered leaves or trailer (a link that predates them) stays out of the link.
 */
export function toQuery(answers: CheckupAnswers): string {
  const yn = (value: boolean) => (value ? "yes" : "no");
  return [
    `hire=${yn(answers.hire)}`,
    `broker=${yn(answers.broker)}`,
    `interstate=${yn(answers.interstate)}`,
    answers.leaves !== null && `leaves=${yn(answers.leaves)}`,
    `weight=${answers.weightLb}`,
    `axles=${answers.axles}`,
    answers.trailer !== null && `trailer=${yn(answers.trailer)}`,
    `states=${stateCodes.filter((s) => answers.states.includes(s)).join(",")}`,
    `new=${yn(answers.newBusiness)}`,
    `employees=${yn(answers.employees)}`,
  ]
    .filter((part) => part !== false)
    .join("&");
}
