import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import type { ServicePath } from "../catalog";
import { parseUsdot, type UsdotError } from "./mcs150";
import { parseWeightLb, parseWholeNumber, type WholeNumberError } from "./numbers";
import type { YearMonth } from "./form2290";
import type { Result } from "./result";
import { ucrBrackets } from "./ucr";

export type { YearMonth };

/*
 * "What does my truck need?": the checkup's rules. Pure functions from a visitor's answers to
 * one row per filing. Rows carry codes and numbers, never English, so each language's copy
 * (app/content/<locale>/tools/checkup.ts) writes the sentences. Every figure comes from app/data or
 * from the deadline calendar's rules.
 *
 * The checkup covers hauling property. Hazardous materials and passengers have rules of their
 * own; the copy says so and sends those visitors to the office.
 */

/**
 * The questions in the order the checkup asks them. Oregon's is asked only when Oregon is ticked;
 * a business with no truck skips the truck's; the last three are optional.
 */
export const questionOrder = [
  "hire",
  "broker",
  "truck",
  "interstate",
  "leaves",
  "weight",
  "axles",
  "trailer",
  "states",
  "oregon",
  "newBusiness",
  "employees",
  "trucks",
  "usdot",
  "firstUse",
] as const;
export type QuestionId = (typeof questionOrder)[number];
export const optionalQuestions: readonly QuestionId[] = ["trucks", "usdot", "firstUse"];

/** The most questions anyone must answer: what the copy promises ("up to 12 questions"). */
export const maxRequiredQuestions = questionOrder.filter((q) => !optionalQuestions.includes(q)).length;

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
  /** Optional: the trucks the business runs, for the UCR fee; null when not given. */
  trucks: number | null;
  /** Optional: the USDOT number as read by parseUsdot, for the MCS-150 month; null when not given. */
  usdot: string | null;
  /** Optional: the month a truck first went on public roads after July of a Form 2290 period. */
  firstUse: YearMonth | null;
  /**
   * How the Oregon weight-mile account files: monthly, as every new account does, or quarterly,
   * which ODOT approves on application. Null where Oregon is not ticked or a link predates the
   * question; the plan then dates it as a new account.
   */
  oregon: OregonFiling | null;
  /** Late filings the visitor marked "I filed it", by their codes (the plan's LateItem.code). */
  filed: readonly string[];
}

export type OregonFiling = "monthly" | "quarterly";

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
  /** Broker authority: FMCSA's fee, and the surety bond, which a bond company charges a yearly premium for. */
  | { kind: "bond-and-fee"; bond: number; fee: number; bondYearlyMin: number; bondYearlyMax: number }
  /** UCR: the lowest bracket's fee; more vehicles pay more. */
  | { kind: "from"; dollars: number; upToVehicles: number };

interface RowBase {
  /** The service page that explains the filing. */
  path: ServicePath;
  status: FilingStatus;
  reason: Reason;
  fee?: Fee;
}

/** A state-tax row names its state; no other row has one. */
type RowKind = { filing: Exclude<FilingId, "state-tax">; state?: never } | { filing: "state-tax"; state: StateCode };

export type FilingRow = RowBase & RowKind;

/** The page that explains each state's tax. */
export const statePaths: Record<StateCode, ServicePath> = {
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

function usdot(a: CheckupAnswers): FilingRow {
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

function mc(a: CheckupAnswers): FilingRow {
  const row = {
    filing: "mc",
    path: "/motor-carrier-authority",
    fee: { kind: "flat", dollars: fees.mcAuthority.fmcsaFee },
  } as const;
  if (!a.hire) return { ...row, status: "not-required", reason: { code: "own-goods" } };
  if (!a.interstate) return { ...row, status: "not-required", reason: { code: "mc-intrastate" } };
  return { ...row, status: "required", reason: { code: "mc-for-hire-interstate" } };
}

function broker(a: CheckupAnswers): FilingRow {
  const { suretyBond, fmcsaFee, bondYearly } = fees.brokerAuthority;
  const fee = {
    kind: "bond-and-fee",
    bond: suretyBond,
    fee: fmcsaFee,
    bondYearlyMin: bondYearly.typicalMin,
    bondYearlyMax: bondYearly.typicalMax,
  } as const;
  const row = { filing: "broker", path: "/broker-authority", fee } as const;
  if (!a.broker) return { ...row, status: "not-required", reason: { code: "not-broker" } };
  // FMCSA authority covers brokering loads that cross state lines; the site does not cover brokers working inside one state.
  if (!a.interstate) return { ...row, status: "check", reason: { code: "broker-intrastate" } };
  return { ...row, status: "required", reason: { code: "broker-interstate" } };
}

function boc3(a: CheckupAnswers): FilingRow {
  const row = {
    filing: "boc3",
    path: "/boc-3",
    fee: { kind: "typical-range", min: fees.boc3.typicalMin, max: fees.boc3.typicalMax },
  } as const;
  const carrier = a.hire && a.interstate;
  if (carrier || (a.broker && a.interstate)) {
    return { ...row, status: "required", reason: { code: "boc3-authority", carrier, broker: a.broker } };
  }
  if (a.broker) return { ...row, status: "check", reason: { code: "broker-intrastate" } };
  return { ...row, status: "not-required", reason: { code: "boc3-no-authority" } };
}

function ucr(a: CheckupAnswers): FilingRow {
  const lowest = ucrBrackets[0];
  const fee: Fee | undefined =
    lowest && lowest.max !== null ? { kind: "from", dollars: lowest.fee, upToVehicles: lowest.max } : undefined;
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

function irpIfta(filing: "irp" | "ifta", a: CheckupAnswers): FilingRow {
  const { overLb, minAxles } = thresholds.irpIfta;
  const row = { filing, path: filing === "irp" ? "/irp-new-registration" : "/ifta-registration" } as const;
  if (a.weightLb === 0 && a.axles === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  if (!a.interstate) return { ...row, status: "not-required", reason: { code: "stays-in-state" } };
  if (a.weightLb <= overLb && a.axles < minAxles)
    return { ...row, status: "not-required", reason: { code: "irp-ifta-light", overLb, minAxles } };
  // Freight from another state makes the trip interstate commerce, but IRP and IFTA ask whether
  // the vehicle itself runs in two or more jurisdictions (IDOR, IL SOS): drayage stays out.
  if (a.leaves === false) return { ...row, status: "not-required", reason: { code: "truck-stays-in-illinois" } };
  const numbers = { weightLb: a.weightLb, axles: a.axles, overLb, minAxles };
  if (a.leaves === null) return { ...row, status: "check", reason: { code: "irp-ifta-leaves-unknown", ...numbers } };
  return { ...row, status: "required", reason: { code: "irp-ifta-qualifies", ...numbers } };
}

function form2290(a: CheckupAnswers): FilingRow {
  const { atLeastLb } = thresholds.form2290;
  const row = { filing: "form2290", path: "/form-2290" } as const;
  // The tax is on heavy trucks on public highways, inside one state or across several.
  if (a.weightLb >= atLeastLb) {
    return { ...row, status: "required", reason: { code: "form2290-at-least", weightLb: a.weightLb, atLeastLb } };
  }
  if (a.weightLb === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  return { ...row, status: "not-required", reason: { code: "form2290-under", atLeastLb } };
}

function stateTax(state: StateCode, a: CheckupAnswers): FilingRow {
  const { limitLb, inclusive } = stateLimits[state];
  const row = { filing: "state-tax", path: statePaths[state], state } as const;
  if (state === "KY" && a.weightLb === limitLb) {
    return { ...row, status: "check", reason: { code: "state-at-kentucky-line", weightLb: a.weightLb } };
  }
  const heavy = inclusive ? a.weightLb >= limitLb : a.weightLb > limitLb;
  // Connecticut's fee is for combination vehicles only (CGS 12-493a: FHWA classes 8-13).
  if (state === "CT" && heavy) {
    if (a.trailer === true)
      return { ...row, status: "required", reason: { code: "state-ct-combination", atLeastLb: limitLb } };
    if (a.trailer === false)
      return { ...row, status: "not-required", reason: { code: "state-ct-no-trailer", atLeastLb: limitLb } };
    return { ...row, status: "check", reason: { code: "state-ct-trailer-unknown", atLeastLb: limitLb } };
  }
  if (heavy) {
    return {
      ...row,
      status: "required",
      reason: { code: "state-over", state, weightLb: a.weightLb, limitLb, inclusive },
    };
  }
  if (a.weightLb === 0) return { ...row, status: "not-required", reason: { code: "no-truck" } };
  return { ...row, status: "not-required", reason: { code: "state-under", state, limitLb, inclusive } };
}

function illinois(a: CheckupAnswers): FilingRow {
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

function company(a: CheckupAnswers): FilingRow {
  const row = { filing: "company", path: "/llc-formation" } as const;
  // No law makes a trucker form a company; whether an LLC or corporation fits is a talk with the office.
  if (a.newBusiness) return { ...row, status: "check", reason: { code: "company-new" } };
  return { ...row, status: "not-required", reason: { code: "company-existing" } };
}

function ein(a: CheckupAnswers): FilingRow {
  const { atLeastLb } = thresholds.form2290;
  const row = { filing: "ein", path: "/ein-registration" } as const;
  if (a.employees) return { ...row, status: "required", reason: { code: "ein-employees" } };
  // Form 2290 does not accept a Social Security number.
  if (a.weightLb >= atLeastLb) return { ...row, status: "required", reason: { code: "ein-form2290", atLeastLb } };
  // Corporations and most LLCs need one; a sole owner with no employees may not.
  if (a.newBusiness) return { ...row, status: "check", reason: { code: "ein-new" } };
  return { ...row, status: "not-required", reason: { code: "ein-not-needed" } };
}

function payroll(a: CheckupAnswers): FilingRow {
  const row = { filing: "payroll", path: "/payroll" } as const;
  if (a.employees) return { ...row, status: "required", reason: { code: "payroll-employees" } };
  return { ...row, status: "not-required", reason: { code: "payroll-none" } };
}

const statusOrder: Record<FilingStatus, number> = { required: 0, check: 1, "not-required": 2 };

/**
 * One row per filing the checkup knows, plus one per weight-distance state the visitor drives in:
 * required rows first, then the ones to check with the office, then the rest, each in a fixed order.
 * What each costs this truck and when it is next due is the plan's (./plan.ts).
 */
export function evaluate(answers: CheckupAnswers): FilingRow[] {
  return [
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
    // Sorting is stable, so each status keeps the fixed order above.
  ].sort((x, y) => statusOrder[x.status] - statusOrder[y.status]);
}

/**
 * Answers that contradict each other: a truck that drives outside Illinois crosses state lines,
 * and a truck that stays in Illinois drives in no other state.
 */
export type AnswerConflict = "leaves-but-stays" | "states-but-stays";

export function answerConflicts(a: {
  interstate: boolean | null;
  leaves: boolean | null;
  states: readonly StateCode[];
}): AnswerConflict[] {
  const conflicts: AnswerConflict[] = [];
  if (a.interstate === false && a.leaves === true) conflicts.push("leaves-but-stays");
  if (a.leaves === false && a.states.length > 0) conflicts.push("states-but-stays");
  return conflicts;
}
export type AxlesError = WholeNumberError | "needs-axles" | "no-truck-no-axles";

export type WeightError = WholeNumberError | "zero";

/**
 * The heaviest truck's gross weight as typed: "80000", "80,000", "80 000" or "80,000 lb" (фунтов,
 * фунта). A business that said it runs a truck cannot give 0, which a link reads as "no truck".
 */
export function validateWeight(input: string, truck: boolean): Result<number, WeightError> {
  const result = parseWeightLb(input);
  return result.ok && truck && result.value === 0 ? { ok: false, error: "zero" } : result;
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

export type TrucksError = WholeNumberError | "needs-trucks" | "no-truck-no-trucks";

/** The optional number of trucks as typed: empty is "not given"; it must agree with the weight as axles do. */
export function validateTrucks(input: string, weightLb: number | null): Result<number | null, TrucksError> {
  if (input.trim() === "") return { ok: true, value: null };
  const result = parseWholeNumber(input);
  if (!result.ok || weightLb === null) return result;
  if (weightLb > 0 && result.value === 0) return { ok: false, error: "needs-trucks" };
  if (weightLb === 0 && result.value > 0) return { ok: false, error: "no-truck-no-trucks" };
  return result;
}

/** The optional USDOT number as typed: empty is "not given". */
export function validateUsdot(input: string): Result<string | null, Exclude<UsdotError, "empty">> {
  if (input.trim() === "") return { ok: true, value: null };
  const result = parseUsdot(input);
  return result.ok || result.error !== "empty"
    ? (result as Result<string, Exclude<UsdotError, "empty">>)
    : { ok: true, value: null };
}

/** The link's parameters, in the order a link writes them. */
export const queryParams = [
  "hire",
  "broker",
  "interstate",
  "leaves",
  "weight",
  "axles",
  "trailer",
  "states",
  "oregon",
  "new",
  "employees",
  "trucks",
  "dot",
  "first",
  "filed",
] as const;

/** The most "I filed it" marks a link holds: more than the plan can ever show late at once. */
export const MAX_FILED = 24;
const filedCode = /^[a-z0-9]{2,5}-\d{8}$/;
export type QueryParam = (typeof queryParams)[number];

/** Why a link's answers cannot be read: which parameter, and whether it is missing, malformed or contradicts another. */
export interface QueryProblem {
  param: QueryParam;
  problem: "missing" | "malformed" | "conflict";
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

/** "ifta-20261031,ky-20261031" as late filings' codes; anything else is null. */
function readFiled(value: string): string[] | null {
  const codes = value.split(",");
  return codes.length <= MAX_FILED && codes.every((code) => filedCode.test(code)) ? codes : null;
}

const readOregon = (value: string): OregonFiling | null =>
  value === "monthly" || value === "quarterly" ? value : null;

/** "2026-11" as a month of a year; anything else is null. */
function readYearMonth(value: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = Number(match?.[2]);
  return match && month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * The answers a checkup link holds, or what is wrong with it: a missing, malformed or contradictory
 * answer. A link made before the leaves, trailer and Oregon questions still reads, with those answers
 * null; trucks, dot, first and filed are optional. Never throws.
 */
export function readQuery(params: URLSearchParams): Result<CheckupAnswers, QueryProblem> {
  try {
    const answers = readAnswers(params);
    const [first] = answerConflicts(answers);
    if (first) throw new QueryStop({ param: first === "leaves-but-stays" ? "leaves" : "states", problem: "conflict" });
    return { ok: true, value: answers };
  } catch (stop) {
    if (stop instanceof QueryStop) return { ok: false, error: stop.problem };
    throw stop;
  }
}

/** Stops reading a link at its first problem; readQuery turns it into its result. */
class QueryStop extends Error {
  constructor(readonly problem: QueryProblem) {
    super(`${problem.param}: ${problem.problem}`);
  }
}

/** The link's answers in the order the checkup asks them; throws QueryStop at the first problem. */
function readAnswers(params: URLSearchParams): CheckupAnswers {
  /** A parameter read by `reader`: absent is `missing`, or null for an optional one; unreadable is `malformed`. */
  function get<T>(param: QueryParam, reader: (value: string) => T | null, optional: true): T | null;
  function get<T>(param: QueryParam, reader: (value: string) => T | null, optional?: false): T;
  function get<T>(param: QueryParam, reader: (value: string) => T | null, optional = false): T | null {
    const value = params.get(param);
    if (value === null) {
      if (optional) return null;
      throw new QueryStop({ param, problem: "missing" });
    }
    const read = reader(value);
    if (read === null) throw new QueryStop({ param, problem: "malformed" });
    return read;
  }
  const conflict = (param: QueryParam) => new QueryStop({ param, problem: "conflict" });
  const usdotOf = (value: string) => {
    const result = parseUsdot(value);
    return result.ok ? result.value : null;
  };

  const hire = get("hire", yesNo);
  const broker = get("broker", yesNo);
  const interstate = get("interstate", yesNo);
  const leaves = get("leaves", yesNo, true);
  const weightLb = get("weight", digits);
  const axles = get("axles", digits);
  // A truck has axles and a business with no truck has none; a link saying otherwise was not made by the checkup.
  if ((weightLb === 0) !== (axles === 0)) throw conflict("axles");
  const trailer = get("trailer", yesNo, true);
  const states = get("states", readStates);
  const oregon = get("oregon", readOregon, true);
  if (oregon !== null && !states.includes("OR")) throw conflict("oregon");
  const newBusiness = get("new", yesNo);
  const employees = get("employees", yesNo);
  const trucks = get("trucks", digits, true);
  if (trucks !== null && (weightLb === 0) !== (trucks === 0)) throw conflict("trucks");
  const usdot = get("dot", usdotOf, true);
  const firstUse = get("first", readYearMonth, true);
  const filed = get("filed", readFiled, true) ?? [];
  return {
    hire,
    broker,
    interstate,
    leaves,
    weightLb,
    axles,
    trailer,
    states,
    newBusiness,
    employees,
    trucks,
    usdot,
    firstUse,
    oregon,
    filed,
  };
}

/** The answers a checkup link holds, or null when any is missing, malformed or contradictory, so the page falls back to the questions. */
export function parseQuery(params: URLSearchParams): CheckupAnswers | null {
  const result = readQuery(params);
  return result.ok ? result.value : null;
}

/**
 * The answers as a checkup link's query, without "?":
 * hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,OR&oregon=monthly&new=no&employees=no,
 * then trucks=3&dot=1234567&first=2026-11&filed=ifta-20261031 when given. An unanswered leaves,
 * trailer or Oregon question (a link that predates them) stays out of the link, as does an
 * optional answer not given.
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
    answers.oregon !== null && `oregon=${answers.oregon}`,
    `new=${yn(answers.newBusiness)}`,
    `employees=${yn(answers.employees)}`,
    answers.trucks !== null && `trucks=${answers.trucks}`,
    answers.usdot !== null && `dot=${answers.usdot}`,
    answers.firstUse !== null && `first=${answers.firstUse.year}-${pad2(answers.firstUse.month)}`,
    answers.filed.length > 0 && `filed=${answers.filed.join(",")}`,
  ]
    .filter((part) => part !== false)
    .join("&");
}
