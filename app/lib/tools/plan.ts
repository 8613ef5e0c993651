import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import type { ServicePath } from "../catalog";
import {
  type CheckupAnswers,
  evaluate,
  type Fee,
  type FilingId,
  type FilingRow,
  type StateCode,
  statePaths,
  toQuery,
  type YearMonth,
} from "./checkup";
import { addDays, addMonths, type CalendarDate, compareDates, formatIso, lastDayOfMonth, monthsOrPart } from "./dates";
import { type DatedDeadline, type DeadlineRuleId, deadlinesForYear } from "./deadlines";
import {
  dueDateForFirstUse,
  latePenalty,
  LATE_FILING_MAX_MONTHS,
  LATE_FILING_RATE_PER_MONTH,
  periodEnd,
  statedDueDateForFirstUse,
} from "./form2290";
import { annualTaxCents, type TaxableCategory, taxForFirstUseCents, weightCategory } from "./form2290-tax";
import { biennialUpdate } from "./mcs150";
import { ucrFeeFor } from "./ucr";
import { taxForMiles, type WeightDistanceState, weightDistanceStates } from "./weight-distance";

/*
 * "What do I owe, and when?": the checkup's rows turned into what a trucker acts on, in the order
 * he acts. First what is already late (a due date passed while its period is still open), with
 * what lateness costs so far; for a new business the steps to take before the first trip, in
 * order; then each filing's next date, by date, with this truck's amount for that period, and a
 * total for the next 12 months. One pure module, so the checkup page, its .ics download, the
 * server's calendar feed (/calendar.ics) and the hand-off message work from the same answers the
 * same way. No words: each language's copy writes them (plan-text.ts). Decision 0012.
 */

/** How far ahead the calendar reaches: the feed is refreshed daily, so its dates roll forward by themselves. */
export const PLAN_MONTHS = 15;

/** The months the total covers. */
const TOTAL_MONTHS = 12;

/**
 * How long an expired IRP registration is listed as late: until the end of the month after it
 * expired. Plates and cab card carry their year, so a carrier running on them has renewed; a
 * reminder all year would bury the filings that are easy to forget.
 */
const IRP_LATE_MONTHS = 1;

/** What an event is; each language's copy titles it. */
export type PlanEventKey =
  | "irp-expiry"
  | "ifta-return"
  | "ifta-renewal"
  | "state-return"
  | "oregon-report"
  | "oregon-monthly-report"
  | "ucr"
  | "form-2290-annual"
  | "form-2290-first-use"
  | "mcs150";

/** Renewals remind weeks ahead, when there is time to gather papers; returns a week ahead. */
const remindDaysBefore: Record<PlanEventKey, readonly number[]> = {
  // Ten weeks before December 31: late October, when the office advises renewing.
  "ifta-renewal": [70, 7],
  "irp-expiry": [42, 7],
  ucr: [42, 7],
  mcs150: [28, 7],
  "ifta-return": [7],
  "state-return": [7],
  "oregon-report": [7],
  "oregon-monthly-report": [7],
  "form-2290-annual": [7],
  "form-2290-first-use": [7],
};

/** This truck's amount for one event's period, worked out by the calculators. */
export type PlanAmount =
  /** The Form 2290 tax on one return: a full period, or the rest of the period after a first use after July. */
  | { kind: "form2290"; category: TaxableCategory; cents: number; firstUse: YearMonth | null }
  /**
   * The UCR fee for one registration year: the fleet's bracket, or the lowest bracket when the
   * fleet size was not given (`trucks` null: the fee is at least this). `feeYear` is the year the
   * fee is published for, earlier than `year` when that year's fee is not published yet.
   */
  | {
      kind: "ucr";
      trucks: number | null;
      dollars: number;
      min: number;
      max: number | null;
      year: number;
      feeYear: number;
      published: boolean;
    }
  /** A weight-distance state's tax on 1,000 miles at the truck's weight (New York: loaded miles): a rate, not a total. */
  | { kind: "per-thousand-miles"; state: WeightDistanceState; weightLb: number; cents: number };

export interface PlanEvent {
  /** Stable for the same filing on the same stated date, so a calendar app updates it instead of adding a copy. */
  id: string;
  key: PlanEventKey;
  filing: FilingId;
  /** The state of a state return. */
  state?: StateCode;
  /** The service page that explains the filing. */
  path: ServicePath;
  /** The date to act by, after any move to the next business day. */
  date: CalendarDate;
  /** The stated date, before that move. */
  originalDate: CalendarDate;
  /**
   * The year the event's stated date falls in; for a quarterly return also the quarter it reports
   * and that quarter's year (a Q4 return is filed the year after).
   */
  year: number;
  quarter?: number;
  quarterYear?: number;
  /** For an Oregon monthly report: the month it reports. */
  reportMonth?: YearMonth;
  /** For the Form 2290 return of a truck first used after July: that month. */
  firstUse?: YearMonth;
  /** For an MCS-150 update: the USDOT number. */
  usdot?: string;
  /** This event's own amount, for its own period. */
  amount?: PlanAmount;
  /** When a calendar reminds, in days before `date`. */
  remindDaysBefore: readonly number[];
}

/** What lateness costs so far, where a published rule gives a figure; otherwise the consequence. */
export type LateCost =
  /** IRS: 4.5% of the tax a month or part of a month, at most 5 months; the 0.5% a month for paying late and interest come on top. */
  | { kind: "form2290"; taxCents: number; penaltyCents: number; months: number; ratePerMonth: number; capped: boolean }
  /** IFTA: the greater of a minimum or a percent of the net tax, plus interest; the tax depends on the miles. */
  | { kind: "ifta"; minDollars: number; percent: number }
  /** Oregon: a percent of the tax due on the late report. */
  | { kind: "oregon"; percent: number }
  | {
      kind: "consequence";
      consequence: "state-penalties" | "usdot-deactivation" | "roadside-fines" | "irp-expired" | "ifta-suspended";
    };

export interface LateItem {
  /** The filing that was due: its stated and moved dates and its period's amount. */
  event: PlanEvent;
  /** What "I filed it" puts in the link (CheckupAnswers.filed): short, and stable for this filing and date. */
  code: string;
  /** Whole months since the due date, a part of a month counting as one. */
  monthsLate: number;
  cost: LateCost;
}

export type PlanDue =
  /** The MCS-150 month follows from the USDOT number, which was not given. */
  | { kind: "needs-usdot" }
  /** A one-digit USDOT number gives the month but not the years: the office confirms them with FMCSA. */
  | { kind: "usdot-year-unknown"; month: number }
  /** Filed once, with no date that comes back. */
  | { kind: "one-time" }
  /** The rules here know no date for it; the office sets it with the visitor. */
  | { kind: "not-known" };

/** A checkup row; a row with no date carries why (`due`). */
export type PlanRow = FilingRow & { due?: PlanDue };

/** For a new business: when a step comes, in the order steps are taken. */
export type StepPhase = "set-up" | "before-trips" | "hiring";

/** A range of money in cents; `max` null when there is no upper figure ("or more"). */
export interface Money {
  min: number;
  max: number | null;
}

/** What a step costs: an amount the calculators work out, a fee as the site states it, or the Form 2290 tax by month of first use. */
export type StepCost =
  | { kind: "amount"; amount: PlanAmount }
  | { kind: "fee"; fee: Fee }
  /** A first use not yet given: from the tax for a first use this month down to June's, one month. */
  | { kind: "form2290-by-month"; category: TaxableCategory; thisMonthCents: number; juneCents: number; month: number };

export interface PlanStep {
  row: PlanRow;
  phase: StepPhase;
  cost?: StepCost;
}

/** One filing's next date: the row it belongs to and the event. */
export interface NextDate {
  row: PlanRow;
  event: PlanEvent;
}

/** What the 12-month total is made of, each part with its money. */
export type TotalPart = (
  | { kind: "event"; event: PlanEvent }
  | { kind: "step"; step: PlanStep }
  | { kind: "bond" }
  | { kind: "illinois-yearly"; trucks: number | null }
) & {
  money: Money;
};

export interface PlanTotal {
  money: Money;
  parts: TotalPart[];
  /** Filings whose amount depends on the miles driven (IFTA returns, the weight-distance states) are in the plan, not in the total. */
  mileageNotIncluded: boolean;
}

export interface Plan {
  /** The day the plan is seen from. */
  today: CalendarDate;
  /** Every row of the checkup, not-required ones included. */
  rows: PlanRow[];
  /** Filings already late, the oldest first; those marked filed are left out. */
  late: LateItem[];
  /** A new business's steps, in order; empty for an existing one. */
  steps: PlanStep[];
  /** Each required filing's next dates, by date: one for each kind of event (a return, a renewal). */
  next: NextDate[];
  /** An existing business's one-time filings: it should have them already. */
  have: PlanRow[];
  /** Required rows with no date and no step: why is in their `due`. */
  undated: PlanRow[];
  /** Rows to check with the office, each with its next date when it has one. */
  check: (PlanRow & { next?: PlanEvent })[];
  total: PlanTotal;
  /** The events from today to PLAN_MONTHS months ahead, by date: what the calendar download and feed hold beside the late items. */
  events: PlanEvent[];
}

const oneTime: readonly FilingId[] = ["mc", "broker", "boc3", "ein"];

/** A new business takes its steps in this order (a company, its tax number, its numbers with FMCSA, then what the truck needs to run). */
const stepOrder: readonly { filing: FilingId; phase: StepPhase }[] = [
  { filing: "company", phase: "set-up" },
  { filing: "ein", phase: "set-up" },
  { filing: "usdot", phase: "set-up" },
  { filing: "mc", phase: "set-up" },
  { filing: "broker", phase: "set-up" },
  { filing: "boc3", phase: "set-up" },
  { filing: "illinois", phase: "set-up" },
  // IRP plates for a truck of 55,000 lb or more need the stamped Schedule 1 of Form 2290.
  { filing: "form2290", phase: "before-trips" },
  { filing: "ucr", phase: "before-trips" },
  { filing: "irp", phase: "before-trips" },
  { filing: "ifta", phase: "before-trips" },
  { filing: "state-tax", phase: "before-trips" },
  { filing: "payroll", phase: "hiring" },
];

/** Renewals a new business does not have yet: its steps get them, and it sees their dates once registered. */
const renewals: readonly PlanEventKey[] = ["irp-expiry", "ifta-renewal", "ucr", "mcs150"];

const MONTHS_PER_YEAR = 12;
/** Deadline years looked at: last year's, for what is late, to enough years ahead for the calendar and an MCS-150 date. */
const YEARS_BEHIND = 1;
const YEARS_AHEAD = 3;

const compareMonths = (a: YearMonth, b: YearMonth) =>
  Math.sign(a.year * MONTHS_PER_YEAR + a.month - (b.year * MONTHS_PER_YEAR + b.month));

/** Form 2290's tax period: July 1 to June 30 (app/data/dates.json). */
const { taxYearStart, taxYearEnd } = dates.form2290;

/** The events each filing's deadline rule gives, by rule and, where a rule has several kinds of event, by title. */
const eventSources: {
  ruleId: DeadlineRuleId;
  titleKey?: DatedDeadline["titleKey"];
  key: PlanEventKey;
  filing: FilingId;
  path: ServicePath;
}[] = [
  { ruleId: "irp-registration-year", key: "irp-expiry", filing: "irp", path: "/irp-renewal" },
  { ruleId: "ifta-quarterly", key: "ifta-return", filing: "ifta", path: "/ifta-quarterly" },
  {
    ruleId: "ifta-renewal",
    titleKey: "ifta-renewal-deadline",
    key: "ifta-renewal",
    filing: "ifta",
    path: "/ifta-registration",
  },
  { ruleId: "ucr-registration", key: "ucr", filing: "ucr", path: "/ucr-registration" },
];

/** Form 2290's yearly return, which a first use after July replaces for its period (form2290Events). */
const form2290Source = {
  ruleId: "form-2290",
  key: "form-2290-annual",
  filing: "form2290",
  path: "/form-2290",
} as const;

type EventFields = Omit<PlanEvent, "remindDaysBefore" | "amount">;

const withReminders = (event: EventFields): PlanEvent => ({ ...event, remindDaysBefore: remindDaysBefore[event.key] });

function deadlineEvent(
  d: DatedDeadline,
  source: { key: PlanEventKey; filing: FilingId; path: ServicePath },
  state?: StateCode,
): PlanEvent {
  const quarterly = d.titleValues.quarter > 0;
  return withReminders({
    id: `${source.key}${state ? `-${state.toLowerCase()}` : ""}-${formatIso(d.originalDate)}`,
    key: source.key,
    filing: source.filing,
    ...(state && { state }),
    path: source.path,
    date: d.date,
    originalDate: d.originalDate,
    year: d.originalDate.year,
    ...(quarterly && { quarter: d.titleValues.quarter, quarterYear: d.titleValues.quarterYear }),
  });
}

/** A first use after July has its own return; from the next period on, the truck is in use in July. */
function form2290Events(deadlines: readonly DatedDeadline[], firstUse: YearMonth | null): PlanEvent[] {
  const annual = deadlines
    .filter(
      (d) =>
        d.ruleId === form2290Source.ruleId &&
        (!firstUse || compareMonths(firstUse, { year: d.originalDate.year, month: taxYearStart.month }) <= 0),
    )
    .map((d) => deadlineEvent(d, form2290Source));
  if (!firstUse || firstUse.month === taxYearStart.month) return annual;
  const date = dueDateForFirstUse(firstUse.year, firstUse.month);
  const originalDate = statedDueDateForFirstUse(firstUse.year, firstUse.month);
  const own = withReminders({
    id: `form-2290-first-use-${formatIso(originalDate)}`,
    key: "form-2290-first-use",
    filing: "form2290",
    path: "/form-2290",
    date,
    originalDate,
    year: originalDate.year,
    firstUse,
  });
  return [own, ...annual];
}

/**
 * Oregon's reports: a new account files monthly, by the last day of the month after the month
 * reported; an account ODOT approved for quarterly filing follows the quarterly rule. A link from
 * before the question is dated as a new account, whose dates include every quarterly one.
 */
function oregonEvents(
  deadlines: readonly DatedDeadline[],
  filing: CheckupAnswers["oregon"],
  years: readonly number[],
): PlanEvent[] {
  const source = { filing: "state-tax", path: statePaths.OR, state: "OR" } as const;
  if (filing === "quarterly") {
    return deadlines
      .filter((d) => d.ruleId === "oregon-weight-mile")
      .map((d) => deadlineEvent(d, { ...source, key: "oregon-report" }, "OR"));
  }
  return years.flatMap((year) =>
    Array.from({ length: MONTHS_PER_YEAR }, (_, i): PlanEvent => {
      const reportMonth = { year, month: i + 1 };
      const due = addMonths({ ...reportMonth, day: 1 }, dates.oregonMonthlyDue.monthsAfter);
      const date = { ...due, day: lastDayOfMonth(due.year, due.month) };
      return withReminders({
        id: `oregon-monthly-report-or-${formatIso(date)}`,
        key: "oregon-monthly-report",
        ...source,
        date,
        originalDate: date,
        year: date.year,
        reportMonth,
      });
    }),
  );
}

function stateEvents(
  deadlines: readonly DatedDeadline[],
  state: StateCode,
  answers: CheckupAnswers,
  years: readonly number[],
): PlanEvent[] {
  if (state === "OR") return oregonEvents(deadlines, answers.oregon, years);
  const source = { key: "state-return", filing: "state-tax", path: statePaths[state] } as const;
  return deadlines.filter((d) => d.ruleId === "state-quarterly-returns").map((d) => deadlineEvent(d, source, state));
}

/** The MCS-150 due dates around today: the last one while it is overdue, and the next. */
function mcs150Events(usdot: string, today: CalendarDate): PlanEvent[] | PlanDue {
  const update = biennialUpdate(usdot, today);
  if (!update.ok) return { kind: "needs-usdot" };
  if (update.value.kind === "ask-the-office") return { kind: "usdot-year-unknown", month: update.value.month };
  const { deadline, overdue } = update.value;
  const event = (date: CalendarDate) =>
    withReminders({
      id: `mcs150-${formatIso(date)}`,
      key: "mcs150",
      filing: "usdot",
      path: "/dot-number-registration",
      date,
      originalDate: date,
      year: date.year,
      usdot: update.value.usdot,
    });
  return overdue ? [event(overdue), event(deadline)] : [event(deadline)];
}

/** Each event's own amount: the tax of its return, the fee of its registration year, the rate of its state. */
function amountFor(event: PlanEvent, answers: CheckupAnswers): PlanAmount | undefined {
  const category = weightCategory(answers.weightLb);
  if (event.key === "form-2290-annual" && category !== "not-taxable") {
    return { kind: "form2290", category, cents: annualTaxCents(category, false), firstUse: null };
  }
  if (event.key === "form-2290-first-use" && event.firstUse && category !== "not-taxable") {
    return {
      kind: "form2290",
      category,
      cents: taxForFirstUseCents(category, event.firstUse.month, false),
      firstUse: event.firstUse,
    };
  }
  // The registration due on December 31 is for the year after it.
  if (event.key === "ucr") return ucrAmount(event.year + 1, answers.trucks);
  const state = weightDistanceStates.find((s) => s === event.state);
  if (event.key === "state-return" && state) {
    const tax = taxForMiles(state, answers.weightLb, 1000);
    if (tax.kind === "taxable")
      return { kind: "per-thousand-miles", state, weightLb: answers.weightLb, cents: tax.taxCents };
  }
  return undefined;
}

function ucrAmount(year: number, trucks: number | null): PlanAmount {
  const fee = ucrFeeFor(year, trucks ?? 0);
  return {
    kind: "ucr",
    trucks,
    dollars: fee.fee,
    min: fee.min,
    max: fee.max,
    year,
    feeYear: fee.feeYear,
    published: fee.published,
  };
}

/** The last day an event that has passed still counts as late: its period is open until then. */
function lateUntil(event: PlanEvent, nextInStream: PlanEvent | undefined): CalendarDate | null {
  switch (event.key) {
    case "ifta-return":
    case "state-return":
    case "oregon-report":
    case "oregon-monthly-report":
      // Until the next return of the same kind is due: then that one is the return to file.
      return nextInStream ? addDays(nextInStream.date, -1) : null;
    case "form-2290-annual":
      return { ...taxYearEnd, year: event.year + 1 };
    case "form-2290-first-use":
      return event.firstUse ? periodEnd({ ...event.firstUse, day: 1 }) : null;
    case "ucr":
      // Due December 31 for the year after: late through that year.
      return { ...dates.calendarYear.end, year: event.year + 1 };
    case "ifta-renewal": {
      // A license not renewed is suspended on January 1; last year's decals count until the end of February.
      const month = dates.iftaRenewal.decalsDisplayedByLastDayOfMonth;
      return { year: event.year + 1, month, day: lastDayOfMonth(event.year + 1, month) };
    }
    case "irp-expiry": {
      const end = addMonths({ ...event.originalDate, day: 1 }, IRP_LATE_MONTHS);
      return { ...end, day: lastDayOfMonth(end.year, end.month) };
    }
    case "mcs150": {
      // The last day of the same month a year on: the next day an update counts for the next due date (mcs150.ts).
      const end = addMonths(event.originalDate, MONTHS_PER_YEAR);
      return { ...end, day: lastDayOfMonth(end.year, end.month) };
    }
  }
}

/** A late filing's code for "I filed it": the kind of filing and its stated date, "ifta-20261031". */
const codePrefix: Record<PlanEventKey, string> = {
  "form-2290-annual": "2290",
  "form-2290-first-use": "2290f",
  "ifta-return": "ifta",
  "ifta-renewal": "iftal",
  "state-return": "st",
  "oregon-report": "or",
  "oregon-monthly-report": "orm",
  ucr: "ucr",
  mcs150: "mcs",
  "irp-expiry": "irp",
};

function lateCode(event: PlanEvent): string {
  const prefix = event.key === "state-return" && event.state ? event.state.toLowerCase() : codePrefix[event.key];
  return `${prefix}-${formatIso(event.originalDate).replaceAll("-", "")}`;
}

function lateCost(event: PlanEvent, today: CalendarDate): LateCost {
  switch (event.key) {
    case "form-2290-annual":
    case "form-2290-first-use": {
      const taxCents = event.amount?.kind === "form2290" ? event.amount.cents : 0;
      const months = monthsOrPart(event.date, today);
      const penalty = latePenalty(taxCents / 100, months);
      const counted = Math.min(months, LATE_FILING_MAX_MONTHS);
      const penaltyCents = penalty.ok ? Math.round(penalty.value.penalty * 100) : 0;
      return {
        kind: "form2290",
        taxCents,
        penaltyCents,
        months: counted,
        ratePerMonth: LATE_FILING_RATE_PER_MONTH,
        capped: months > LATE_FILING_MAX_MONTHS,
      };
    }
    case "ifta-return":
      return { kind: "ifta", minDollars: fees.iftaLateReturn.minPenalty, percent: fees.iftaLateReturn.percentOfNetTax };
    case "oregon-report":
    case "oregon-monthly-report":
      return { kind: "oregon", percent: fees.oregonLateReport.percentOfTax };
    case "state-return":
      return { kind: "consequence", consequence: "state-penalties" };
    case "ucr":
      return { kind: "consequence", consequence: "roadside-fines" };
    case "ifta-renewal":
      return { kind: "consequence", consequence: "ifta-suspended" };
    case "irp-expiry":
      return { kind: "consequence", consequence: "irp-expired" };
    case "mcs150":
      return { kind: "consequence", consequence: "usdot-deactivation" };
  }
}

const byDate = (a: PlanEvent, b: PlanEvent) => compareDates(a.date, b.date) || a.id.localeCompare(b.id);

/** One row's events: from the deadline rules, the Form 2290 rule or the MCS-150 rule; or why it has none. */
function rowEvents(
  row: FilingRow,
  answers: CheckupAnswers,
  deadlines: readonly DatedDeadline[],
  years: readonly number[],
  today: CalendarDate,
): PlanEvent[] | PlanDue {
  if (row.filing === "state-tax") return stateEvents(deadlines, row.state, answers, years);
  if (row.filing === "form2290") return form2290Events(deadlines, answers.firstUse);
  if (row.filing === "usdot")
    return answers.usdot === null ? { kind: "needs-usdot" } : mcs150Events(answers.usdot, today);
  const events = eventSources
    .filter((s) => s.filing === row.filing)
    .flatMap((s) =>
      deadlines
        .filter((d) => d.ruleId === s.ruleId && (!s.titleKey || d.titleKey === s.titleKey))
        .map((d) => deadlineEvent(d, s)),
    );
  if (events.length > 0) return events;
  return oneTime.includes(row.filing) ? { kind: "one-time" } : { kind: "not-known" };
}

/** Events of one kind (and state), the stream a late item and a next date are found in. */
const streamOf = (e: PlanEvent) => `${e.key}/${e.state ?? ""}`;

function streams(events: readonly PlanEvent[]): PlanEvent[][] {
  const byStream = new Map<string, PlanEvent[]>();
  for (const event of [...events].sort(byDate))
    byStream.set(streamOf(event), [...(byStream.get(streamOf(event)) ?? []), event]);
  return [...byStream.values()];
}

/** The latest event of a stream that has passed, if its period is still open. */
function lateIn(stream: readonly PlanEvent[], today: CalendarDate): PlanEvent | null {
  const index = stream.findLastIndex((e) => compareDates(e.date, today) < 0);
  const event = stream[index];
  if (!event) return null;
  const until = lateUntil(event, stream[index + 1]);
  return until && compareDates(today, until) <= 0 ? event : null;
}

/** A step's cost, from the calculators where they know it, else the fee as the site states it. */
function stepCost(
  row: PlanRow,
  answers: CheckupAnswers,
  today: CalendarDate,
  events: readonly PlanEvent[],
): StepCost | undefined {
  if (row.filing === "ucr") return { kind: "amount", amount: ucrAmount(today.year, answers.trucks) };
  if (row.filing === "form2290") {
    const category = weightCategory(answers.weightLb);
    if (category === "not-taxable") return undefined;
    const firstUse = events.find((e) => e.key === "form-2290-first-use" && compareDates(e.date, today) >= 0);
    if (firstUse?.amount) return { kind: "amount", amount: firstUse.amount };
    const month = today.month;
    return {
      kind: "form2290-by-month",
      category,
      thisMonthCents: taxForFirstUseCents(category, month, false),
      juneCents: taxForFirstUseCents(category, taxYearEnd.month, false),
      month,
    };
  }
  return row.fee ? { kind: "fee", fee: row.fee } : undefined;
}

/** A fee as money: what a step or a yearly charge adds to the total. */
function feeMoney(fee: Fee, trucks: number | null): Money {
  const cents = (dollars: number) => dollars * 100;
  switch (fee.kind) {
    case "no-fee":
      return { min: 0, max: 0 };
    case "flat":
      return { min: cents(fee.dollars), max: cents(fee.dollars) };
    case "typical-range":
      return { min: cents(fee.min), max: cents(fee.max) };
    case "range-plus-per-truck": {
      const yearly = illinoisYearly(fee.perTruckYearly, trucks);
      return { min: cents(fee.min) + yearly.min, max: yearly.max === null ? null : cents(fee.max) + yearly.max };
    }
    case "bond-and-fee":
      return { min: cents(fee.fee + fee.bondYearlyMin), max: cents(fee.fee + fee.bondYearlyMax) };
    case "from":
      return { min: cents(fee.dollars), max: null };
  }
}

/** Illinois's yearly fee for each truck; without a fleet size, at least one truck's. */
function illinoisYearly(perTruck: number, trucks: number | null): Money {
  return trucks === null
    ? { min: perTruck * 100, max: null }
    : { min: perTruck * 100 * trucks, max: perTruck * 100 * trucks };
}

function stepMoney(cost: StepCost | undefined, trucks: number | null): Money | null {
  if (!cost) return null;
  if (cost.kind === "fee") return feeMoney(cost.fee, trucks);
  if (cost.kind === "form2290-by-month") return { min: cost.juneCents, max: cost.thisMonthCents };
  return amountMoney(cost.amount);
}

/** An amount as money, or null for a rate (per 1,000 miles), which is no total. */
function amountMoney(amount: PlanAmount): Money | null {
  if (amount.kind === "form2290") return { min: amount.cents, max: amount.cents };
  if (amount.kind === "ucr")
    return {
      min: amount.dollars * 100,
      max: amount.trucks === null && amount.max !== null ? null : amount.dollars * 100,
    };
  return null;
}

const addMoney = (a: Money, b: Money): Money => ({
  min: a.min + b.min,
  max: a.max === null || b.max === null ? null : a.max + b.max,
});

/** The checkup's answers as this truck's plan, seen from `today` (the office's date). */
export function buildPlan(answers: CheckupAnswers, today: CalendarDate): Plan {
  const years = Array.from({ length: YEARS_BEHIND + YEARS_AHEAD + 1 }, (_, i) => today.year - YEARS_BEHIND + i);
  const deadlines = years.flatMap(deadlinesForYear);
  const fresh = answers.newBusiness;
  const rows: PlanRow[] = [];
  const late: LateItem[] = [];
  const next: NextDate[] = [];
  const check: Plan["check"] = [];
  const have: PlanRow[] = [];
  const undated: PlanRow[] = [];
  const stepRows: PlanRow[] = [];
  const upcoming: PlanEvent[] = [];
  const rowStreams: { row: PlanRow; events: PlanEvent[] }[] = [];

  for (const filingRow of evaluate(answers)) {
    if (filingRow.status === "not-required") {
      rows.push(filingRow);
      continue;
    }
    const found = rowEvents(filingRow, answers, deadlines, years, today);
    const row: PlanRow = Array.isArray(found) ? filingRow : { ...filingRow, due: found };
    rows.push(row);
    // A new business has none of the renewals yet; its steps get them.
    const events = (Array.isArray(found) ? found : [])
      .filter((e) => !(fresh && renewals.includes(e.key)))
      .map((e) => {
        const amount = amountFor(e, answers);
        return amount ? { ...e, amount } : e;
      });
    rowStreams.push({ row, events });
    const nextEvents = streams(events).flatMap((stream) =>
      stream.filter((e) => compareDates(e.date, today) >= 0).slice(0, 1),
    );

    const step = fresh && stepOrder.some((s) => s.filing === row.filing);
    if (row.status === "check" && !step) {
      const [first] = [...nextEvents].sort(byDate);
      check.push(first ? { ...row, next: first } : row);
      continue;
    }
    if (row.status === "required") {
      upcoming.push(...events.filter((e) => compareDates(e.date, today) >= 0));
      next.push(...nextEvents.map((event) => ({ row, event })));
      for (const stream of streams(events)) {
        const missed = lateIn(stream, today);
        // A new business has filed nothing yet and owed nothing: only the return of a first use it gave can be late.
        if (!missed || (fresh && missed.key !== "form-2290-first-use")) continue;
        const item = {
          event: missed,
          code: lateCode(missed),
          monthsLate: monthsOrPart(missed.date, today),
          cost: lateCost(missed, today),
        };
        if (!answers.filed.includes(item.code)) late.push(item);
      }
    }
    if (step) stepRows.push(row);
    else if (!fresh && oneTime.includes(row.filing)) have.push(row);
    else if (nextEvents.length === 0) undated.push(row);
  }

  const steps = stepOrder.flatMap(({ filing, phase }) =>
    stepRows
      .filter((row) => row.filing === filing)
      .map((row): PlanStep => {
        const cost = stepCost(row, answers, today, rowStreams.find((s) => s.row === row)?.events ?? []);
        return cost ? { row, phase, cost } : { row, phase };
      }),
  );

  next.sort((a, b) => byDate(a.event, b.event));
  late.sort((a, b) => byDate(a.event, b.event));
  const calendarEnd = addMonths(today, PLAN_MONTHS);
  const events = upcoming.filter((e) => compareDates(e.date, calendarEnd) < 0).sort(byDate);
  return {
    today,
    rows,
    late,
    steps,
    next,
    have,
    undated,
    check,
    total: planTotal(answers, today, events, steps, rows),
    events,
  };
}

/** The amounts due in the next 12 months: each dated amount, a new business's steps, and the yearly charges with no date. */
function planTotal(
  answers: CheckupAnswers,
  today: CalendarDate,
  events: readonly PlanEvent[],
  steps: readonly PlanStep[],
  rows: readonly PlanRow[],
): PlanTotal {
  const end = addMonths(today, TOTAL_MONTHS);
  const parts: TotalPart[] = [];
  for (const step of steps) {
    // A first use already in the calendar is counted there; a step to check with the office may not apply.
    if (step.row.status !== "required" || (step.cost?.kind === "amount" && step.cost.amount.kind === "form2290"))
      continue;
    const money = stepMoney(step.cost, answers.trucks);
    // A free step (the USDOT number) adds nothing worth a line.
    if (money && money.max !== 0) parts.push({ kind: "step", step, money });
  }
  for (const event of events) {
    const money = event.amount && compareDates(event.date, end) < 0 ? amountMoney(event.amount) : null;
    if (money) parts.push({ kind: "event", event, money });
  }
  const required = (filing: FilingId) => rows.some((r) => r.filing === filing && r.status === "required");
  if (!answers.newBusiness && required("broker")) {
    const { typicalMin, typicalMax } = fees.brokerAuthority.bondYearly;
    parts.push({ kind: "bond", money: { min: typicalMin * 100, max: typicalMax * 100 } });
  }
  if (!answers.newBusiness && required("illinois")) {
    parts.push({
      kind: "illinois-yearly",
      trucks: answers.trucks,
      money: illinoisYearly(fees.illinoisIntrastate.perTruckYearly, answers.trucks),
    });
  }
  const mileage = rows.some((r) => r.status === "required" && (r.filing === "ifta" || r.filing === "state-tax"));
  return {
    money: parts.reduce<Money>((sum, part) => addMoney(sum, part.money), { min: 0, max: 0 }),
    parts,
    mileageNotIncluded: mileage,
  };
}

/**
 * A short, stable key for a set of answers (32-bit FNV-1a of the link's query, base 36): it makes
 * the events' UIDs differ between two trucks' calendars and stay the same for one truck's. The
 * "I filed it" marks are left out: marking a filing does not make it another truck.
 */
export function answersKey(answers: CheckupAnswers): string {
  let hash = 0x811c9dc5;
  for (const char of toQuery({ ...answers, filed: [] })) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
