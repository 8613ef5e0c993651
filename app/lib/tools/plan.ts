import type { ServicePath } from "../catalog";
import { type CheckupAnswers, evaluate, type FilingId, type FilingRow, type StateCode, statePaths, toQuery, type YearMonth } from "./checkup";
import { type CalendarDate, compareDates, formatIso, lastDayOfMonth } from "./dates";
import { type DatedDeadline, type DeadlineRuleId, deadlinesForYear } from "./deadlines";
import { dueDateForFirstUse, statedDueDateForFirstUse } from "./form2290";
import { annualTaxCents, type TaxableCategory, taxForFirstUseCents, weightCategory } from "./form2290-tax";
import { biennialUpdate } from "./mcs150";
import { bracketFor } from "./ucr";
import { taxForMiles, type WeightDistanceState, weightDistanceStates } from "./weight-distance";

/*
 * "My compliance plan": the checkup's rows with what each costs this truck and when it is next
 * due, and the dated events of the months ahead. One pure module, so the checkup page, its .ics
 * download and the server's calendar feed (/calendar.ics) work from the same answers the same
 * way. Amounts come from the calculators (Form 2290 tax, UCR brackets, weight-distance rates),
 * dates from the deadline rules and the MCS-150 rule. No words: each language's copy writes them
 * (app/lib/tools/plan-text.ts).
 */

/** How far ahead the calendar reaches: the feed is refreshed daily, so its dates roll forward by themselves. */
export const PLAN_MONTHS = 15;

/** What an event is; each language's copy titles it. */
export type PlanEventKey =
  | "irp-expiry"
  | "ifta-return"
  | "ifta-renewal"
  | "state-return"
  | "oregon-report"
  | "ucr"
  | "form-2290-annual"
  | "form-2290-first-use"
  | "mcs150";

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
  /** For the Form 2290 return of a truck first used after July: that month. */
  firstUse?: YearMonth;
  /** For an MCS-150 update: the USDOT number. */
  usdot?: string;
}

/** This truck's figures on a row, worked out by the calculators. */
export type PlanAmount =
  /** The full-period tax, and the tax for the period of a first use after July if that return is still ahead. */
  | { kind: "form2290"; category: TaxableCategory; annualCents: number; firstUse: (YearMonth & { cents: number }) | null }
  /** The UCR fee for the fleet's bracket. */
  | { kind: "ucr"; trucks: number; dollars: number; min: number; max: number | null }
  /** A weight-distance state's tax on 1,000 miles at the truck's weight (New York: loaded miles). */
  | { kind: "per-thousand-miles"; state: WeightDistanceState; weightLb: number; cents: number };

export type PlanDue =
  /** The next date this filing is due, with the event that names it. */
  | { kind: "event"; event: PlanEvent }
  /** The MCS-150 month follows from the USDOT number, which was not given. */
  | { kind: "needs-usdot" }
  /** A one-digit USDOT number gives the month but not the years: the office confirms them with FMCSA. */
  | { kind: "usdot-year-unknown"; month: number }
  /** Filed once, with no date that comes back. */
  | { kind: "one-time" }
  /** The rules here know no date for it; the office sets it with the visitor. */
  | { kind: "not-known" };

/** A checkup row; those that apply or might carry `due`, and `amount` where a calculator knows it. */
export type PlanRow = FilingRow & { amount?: PlanAmount; due?: PlanDue };

export interface Plan {
  rows: PlanRow[];
  /** The events from today to PLAN_MONTHS months ahead, by date: what the calendar download and feed hold. */
  events: PlanEvent[];
}

const oneTime: readonly FilingId[] = ["mc", "broker", "boc3", "ein"];

const MONTHS_PER_YEAR = 12;
/** Deadline years looked at: enough for the calendar's months and an MCS-150 date up to two years ahead. */
const YEARS_AHEAD = 3;

/** The same day `months` months later, or the month's last day when it is shorter. */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * MONTHS_PER_YEAR + date.month - 1 + months;
  const year = Math.floor(index / MONTHS_PER_YEAR);
  const month = (index % MONTHS_PER_YEAR) + 1;
  return { year, month, day: Math.min(date.day, lastDayOfMonth(year, month)) };
}

const compareMonths = (a: YearMonth, b: YearMonth) => Math.sign(a.year * MONTHS_PER_YEAR + a.month - (b.year * MONTHS_PER_YEAR + b.month));

const JULY = 7;

/** The first year of the Form 2290 period (July 1 to June 30) that `today` falls in. */
const periodStartYear = (today: CalendarDate) => (today.month >= JULY ? today.year : today.year - 1);

/** A month of first use picked from the current period's months (1-12) as a month of a year. */
export function firstUseInPeriod(month: number, today: CalendarDate): YearMonth {
  const start = periodStartYear(today);
  return { year: month >= JULY ? start : start + 1, month };
}

/** The month (1-12) of a first use in the current period, or null for one in another period. */
export function monthInPeriod(firstUse: YearMonth, today: CalendarDate): number | null {
  const { year, month } = firstUseInPeriod(firstUse.month, today);
  return year === firstUse.year && month === firstUse.month ? month : null;
}

/** The events each filing's deadline rule gives, by rule and, where a rule has several kinds of event, by title. */
const eventSources: { ruleId: DeadlineRuleId; titleKey?: DatedDeadline["titleKey"]; key: PlanEventKey; filing: FilingId; path: ServicePath }[] = [
  { ruleId: "irp-registration-year", key: "irp-expiry", filing: "irp", path: "/irp-renewal" },
  { ruleId: "ifta-quarterly", key: "ifta-return", filing: "ifta", path: "/ifta-quarterly" },
  { ruleId: "ifta-renewal", titleKey: "ifta-renewal-deadline", key: "ifta-renewal", filing: "ifta", path: "/ifta-registration" },
  { ruleId: "ucr-registration", key: "ucr", filing: "ucr", path: "/ucr-registration" },
];

/** Form 2290's yearly return, which a first use after July replaces for its period (form2290Events). */
const form2290Source = { ruleId: "form-2290", key: "form-2290-annual", filing: "form2290", path: "/form-2290" } as const;

function deadlineEvent(d: DatedDeadline, source: { key: PlanEventKey; filing: FilingId; path: ServicePath }, state?: StateCode): PlanEvent {
  const quarterly = d.titleValues.quarter > 0;
  return {
    id: `${source.key}${state ? `-${state.toLowerCase()}` : ""}-${formatIso(d.originalDate)}`,
    key: source.key,
    filing: source.filing,
    ...(state && { state }),
    path: source.path,
    date: d.date,
    originalDate: d.originalDate,
    year: d.originalDate.year,
    ...(quarterly && { quarter: d.titleValues.quarter, quarterYear: d.titleValues.quarterYear }),
  };
}

/** A first use after July has its own return; from the next period on, the truck is in use in July. */
function form2290Events(deadlines: readonly DatedDeadline[], firstUse: YearMonth | null): PlanEvent[] {
  const annual = deadlines
    .filter((d) => d.ruleId === form2290Source.ruleId && (!firstUse || compareMonths(firstUse, { year: d.originalDate.year, month: JULY }) <= 0))
    .map((d) => deadlineEvent(d, form2290Source));
  if (!firstUse || firstUse.month === JULY) return annual;
  const date = dueDateForFirstUse(firstUse.year, firstUse.month);
  const originalDate = statedDueDateForFirstUse(firstUse.year, firstUse.month);
  const own: PlanEvent = {
    id: `form-2290-first-use-${formatIso(originalDate)}`,
    key: "form-2290-first-use",
    filing: "form2290",
    path: "/form-2290",
    date,
    originalDate,
    year: originalDate.year,
    firstUse,
  };
  return [own, ...annual];
}

function stateEvents(deadlines: readonly DatedDeadline[], state: StateCode): PlanEvent[] {
  const oregon = state === "OR";
  const ruleId: DeadlineRuleId = oregon ? "oregon-weight-mile" : "state-quarterly-returns";
  const source = { key: oregon ? "oregon-report" : "state-return", filing: "state-tax", path: statePaths[state] } as const;
  return deadlines.filter((d) => d.ruleId === ruleId).map((d) => deadlineEvent(d, source, state));
}

function mcs150Event(usdot: string, today: CalendarDate): PlanEvent | PlanDue {
  const update = biennialUpdate(usdot, today);
  if (!update.ok) return { kind: "needs-usdot" };
  if (update.value.kind === "ask-the-office") return { kind: "usdot-year-unknown", month: update.value.month };
  const { deadline } = update.value;
  return {
    id: `mcs150-${formatIso(deadline)}`,
    key: "mcs150",
    filing: "usdot",
    path: "/dot-number-registration",
    date: deadline,
    originalDate: deadline,
    year: deadline.year,
    usdot: update.value.usdot,
  };
}

function amountFor(row: FilingRow, answers: CheckupAnswers, today: CalendarDate): PlanAmount | undefined {
  if (row.filing === "form2290") {
    const category = weightCategory(answers.weightLb);
    if (category === "not-taxable") return undefined;
    const { firstUse } = answers;
    const ahead = firstUse && firstUse.month !== JULY && compareDates(dueDateForFirstUse(firstUse.year, firstUse.month), today) >= 0;
    return {
      kind: "form2290",
      category,
      annualCents: annualTaxCents(category, false),
      firstUse: ahead ? { ...firstUse, cents: taxForFirstUseCents(category, firstUse.month, false) } : null,
    };
  }
  if (row.filing === "ucr" && answers.trucks !== null) {
    const { min, max, fee } = bracketFor(answers.trucks);
    return { kind: "ucr", trucks: answers.trucks, dollars: fee, min, max };
  }
  if (row.filing === "state-tax") {
    const state = weightDistanceStates.find((s) => s === row.state);
    if (!state) return undefined;
    const tax = taxForMiles(state, answers.weightLb, 1000);
    return tax.kind === "taxable" ? { kind: "per-thousand-miles", state, weightLb: answers.weightLb, cents: tax.taxCents } : undefined;
  }
  return undefined;
}

const byDate = (a: PlanEvent, b: PlanEvent) => compareDates(a.date, b.date) || a.id.localeCompare(b.id);

/** The checkup's answers as this truck's plan, seen from `today` (the office's date). */
export function buildPlan(answers: CheckupAnswers, today: CalendarDate): Plan {
  const deadlines = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => deadlinesForYear(today.year + i)).flat();
  const upcoming = (events: PlanEvent[]) => events.filter((e) => compareDates(e.date, today) >= 0).sort(byDate);
  const all: PlanEvent[] = [];

  const rows = evaluate(answers).map((row): PlanRow => {
    if (row.status === "not-required") return row;
    const amount = amountFor(row, answers, today);
    const withAmount = amount ? { ...row, amount } : row;
    let events: PlanEvent[] = [];
    let due: PlanDue | undefined;
    if (row.filing === "state-tax") events = stateEvents(deadlines, row.state);
    else if (row.filing === "form2290") events = form2290Events(deadlines, answers.firstUse);
    else if (row.filing === "usdot") {
      const mcs150 = answers.usdot === null ? ({ kind: "needs-usdot" } as const) : mcs150Event(answers.usdot, today);
      if ("kind" in mcs150) due = mcs150;
      else events = [mcs150];
    } else {
      events = eventSources.filter((s) => s.filing === row.filing).flatMap((s) =>
        deadlines.filter((d) => d.ruleId === s.ruleId && (!s.titleKey || d.titleKey === s.titleKey)).map((d) => deadlineEvent(d, s)),
      );
    }
    const next = upcoming(events);
    all.push(...next);
    const [first] = next;
    if (first) due = { kind: "event", event: first };
    else due ??= oneTime.includes(row.filing) ? { kind: "one-time" } : { kind: "not-known" };
    return { ...withAmount, due };
  });

  const end = addMonths(today, PLAN_MONTHS);
  return { rows, events: all.filter((e) => compareDates(e.date, end) < 0).sort(byDate) };
}

/**
 * A short, stable key for a set of answers (32-bit FNV-1a of the link's query, base 36): it makes
 * the events' UIDs differ between two trucks' calendars and stay the same for one truck's.
 */
export function answersKey(answers: CheckupAnswers): string {
  let hash = 0x811c9dc5;
  for (const char of toQuery(answers)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
