import { describe, expect, it } from "vitest";
import type { CheckupAnswers, FilingId, StateCode } from "./checkup";
import { type CalendarDate, compareDates, formatIso } from "./dates";
import { answersKey, buildPlan, type Plan, PLAN_MONTHS, type PlanRow } from "./plan";

/** An interstate for-hire owner-operator with one tractor-trailer running in Kentucky and New York. */
const ownerOperator: CheckupAnswers = {
  hire: true,
  broker: false,
  interstate: true,
  leaves: true,
  weightLb: 80_000,
  axles: 5,
  trailer: true,
  states: ["KY", "NY"],
  newBusiness: false,
  employees: false,
  trucks: 1,
  usdot: "1234567",
  firstUse: null,
};

const today: CalendarDate = { year: 2026, month: 11, day: 26 };

const row = (plan: Plan, filing: FilingId, state?: StateCode): PlanRow | undefined =>
  plan.rows.find((r) => r.filing === filing && r.state === state);

/** The events as "date key(state)" lines, the way a reader checks a calendar. */
const lines = (plan: Plan) => plan.events.map((e) => `${formatIso(e.date)} ${e.key}${e.state ? `(${e.state})` : ""}`);

const dueDate = (r: PlanRow | undefined) => (r?.due?.kind === "event" ? formatIso(r.due.event.date) : r?.due?.kind);

describe("buildPlan", () => {
  it("gives an owner-operator with KY and NY each amount and next due date, and a calendar of only their filings", () => {
    const plan = buildPlan(ownerOperator, today);
    expect(row(plan, "form2290")?.amount).toEqual({ kind: "form2290", category: "V", annualCents: 55_000, firstUse: null });
    expect(row(plan, "ucr")?.amount).toEqual({ kind: "ucr", trucks: 1, dollars: 46, min: 0, max: 2 });
    // KRS 138.660: 2.85 cents a mile; New York's Schedule 1 at 78,001-80,000 lb: $0.0546 a mile.
    expect(row(plan, "state-tax", "KY")?.amount).toEqual({ kind: "per-thousand-miles", state: "KY", weightLb: 80_000, cents: 2_850 });
    expect(row(plan, "state-tax", "NY")?.amount).toEqual({ kind: "per-thousand-miles", state: "NY", weightLb: 80_000, cents: 5_460 });

    expect(dueDate(row(plan, "ucr"))).toBe("2026-12-31");
    expect(dueDate(row(plan, "ifta"))).toBe("2026-12-31"); // the license renewal comes before the Q4 return
    expect(dueDate(row(plan, "irp"))).toBe("2027-03-31");
    expect(dueDate(row(plan, "form2290"))).toBe("2027-08-31");
    // January 31, 2027 is a Sunday: only the IFTA return moves; the state returns keep their stated date.
    expect(dueDate(row(plan, "state-tax", "KY"))).toBe("2027-01-31");
    expect(dueDate(row(plan, "state-tax", "NY"))).toBe("2027-01-31");
    // 1234567: last digit 7 is July, next-to-last 6 is even years; July 2026 has passed.
    expect(dueDate(row(plan, "usdot"))).toBe("2028-07-31");
    expect(row(plan, "mc")?.due).toEqual({ kind: "one-time" });
    expect(row(plan, "boc3")?.due).toEqual({ kind: "one-time" });
    expect(row(plan, "payroll")?.due).toBeUndefined();

    expect(lines(plan).slice(0, 8)).toEqual([
      "2026-12-31 ifta-renewal",
      "2026-12-31 ucr",
      "2027-01-31 state-return(KY)",
      "2027-01-31 state-return(NY)",
      "2027-02-01 ifta-return",
      "2027-03-31 irp-expiry",
      "2027-04-30 ifta-return",
      "2027-04-30 state-return(KY)",
    ]);
    const keys = new Set(plan.events.map((e) => e.key));
    expect([...keys].sort()).toEqual(["form-2290-annual", "ifta-renewal", "ifta-return", "irp-expiry", "state-return", "ucr"]);
    expect(plan.events.some((e) => e.key === "oregon-report" || (e.state !== undefined && !["KY", "NY"].includes(e.state)))).toBe(false);
    // The MCS-150 date is two years away: on the row, not in the next 15 months' calendar.
    expect(keys.has("mcs150")).toBe(false);
  });

  it("gives a broker with no trucks the UCR fee for none and no truck's filings", () => {
    const broker = { ...ownerOperator, hire: false, broker: true, leaves: false, weightLb: 0, axles: 0, trailer: false, states: [], trucks: 0, usdot: null };
    const plan = buildPlan(broker, today);
    expect(row(plan, "ucr")?.amount).toEqual({ kind: "ucr", trucks: 0, dollars: 46, min: 0, max: 2 });
    expect(row(plan, "broker")?.due).toEqual({ kind: "one-time" });
    expect(row(plan, "usdot")?.due).toEqual({ kind: "needs-usdot" });
    expect(row(plan, "form2290")?.status).toBe("not-required");
    expect(row(plan, "form2290")?.amount).toBeUndefined();
    expect(lines(plan)).toEqual(["2026-12-31 ucr", "2027-12-31 ucr"]);
  });

  it("gives an Illinois-only carrier its Form 2290 and no interstate dates", () => {
    const illinois = { ...ownerOperator, interstate: false, leaves: false, states: [], trucks: null, usdot: null };
    const plan = buildPlan(illinois, today);
    expect(row(plan, "illinois")?.status).toBe("required");
    expect(row(plan, "illinois")?.due).toEqual({ kind: "not-known" });
    expect(row(plan, "ucr")?.status).toBe("not-required");
    expect(row(plan, "ucr")?.amount).toBeUndefined();
    // Without a fleet size the UCR fee stays the table's; the USDOT row (to check) asks for the number.
    expect(row(plan, "usdot")?.due).toEqual({ kind: "needs-usdot" });
    expect(lines(plan)).toEqual(["2027-08-31 form-2290-annual"]);
  });

  it("shows an MCS-150 due this month, through its last day, and puts it in the calendar", () => {
    // 1234513: last digit 3 is March, next-to-last 1 is odd years: March 31, 2027.
    const answers = { ...ownerOperator, usdot: "1234513" };
    for (const day of [1, 31]) {
      const plan = buildPlan(answers, { year: 2027, month: 3, day });
      expect(dueDate(row(plan, "usdot"))).toBe("2027-03-31");
      expect(lines(plan)).toContain("2027-03-31 mcs150");
    }
    const after = buildPlan(answers, { year: 2027, month: 4, day: 1 });
    expect(dueDate(row(after, "usdot"))).toBe("2029-03-31");
    expect(lines(after)).not.toContain("2027-03-31 mcs150");
  });

  it("rolls over at the year turn", () => {
    const last = buildPlan(ownerOperator, { year: 2026, month: 12, day: 31 });
    const first = buildPlan(ownerOperator, { year: 2027, month: 1, day: 1 });
    expect(dueDate(row(last, "ucr"))).toBe("2026-12-31");
    expect(dueDate(row(first, "ucr"))).toBe("2027-12-31");
    const q4 = first.events.find((e) => e.key === "ifta-return");
    expect(q4 && { date: formatIso(q4.date), stated: formatIso(q4.originalDate), quarter: q4.quarter, quarterYear: q4.quarterYear }).toEqual({
      date: "2027-02-01",
      stated: "2027-01-31",
      quarter: 4,
      quarterYear: 2026,
    });
    // Fifteen months from January 1, 2027: both IRP expiries, March 31, 2027 and 2028.
    expect(lines(first).filter((l) => l.endsWith("irp-expiry"))).toEqual(["2027-03-31 irp-expiry", "2028-03-31 irp-expiry"]);
    expect(lines(first).at(-1)).toBe("2028-03-31 irp-expiry");
  });

  it("keeps the calendar to the next 15 months, in date order", () => {
    const plan = buildPlan({ ...ownerOperator, states: ["KY", "NM", "NY", "OR", "CT"] }, today);
    const end = { year: 2028, month: 2, day: 26 };
    expect(PLAN_MONTHS).toBe(15);
    for (const [i, event] of plan.events.entries()) {
      expect(compareDates(event.date, today)).toBeGreaterThanOrEqual(0);
      expect(compareDates(event.date, end)).toBeLessThan(0);
      const next = plan.events[i + 1];
      if (next) expect(compareDates(event.date, next.date)).toBeLessThanOrEqual(0);
    }
    expect(lines(plan)).toContain("2028-01-31 state-return(CT)");
    expect(lines(plan)).toContain("2027-02-28 oregon-report(OR)");
    expect(lines(plan)).not.toContain("2028-02-29 oregon-report(OR)");
  });

  it("taxes a truck first used after July for its period, due the month after, then yearly", () => {
    const plan = buildPlan({ ...ownerOperator, firstUse: { year: 2026, month: 11 } }, today);
    // Category V, November to June: 8 months of $550 is $366.67 (IRS Table I).
    expect(row(plan, "form2290")?.amount).toEqual({
      kind: "form2290",
      category: "V",
      annualCents: 55_000,
      firstUse: { year: 2026, month: 11, cents: 36_667 },
    });
    expect(dueDate(row(plan, "form2290"))).toBe("2026-12-31");
    expect(lines(plan).filter((l) => l.includes("form-2290"))).toEqual(["2026-12-31 form-2290-first-use", "2027-08-31 form-2290-annual"]);

    // A first use whose return was due in October is behind this truck: next is the yearly return.
    const earlier = buildPlan({ ...ownerOperator, firstUse: { year: 2026, month: 9 } }, today);
    expect(row(earlier, "form2290")?.amount).toMatchObject({ firstUse: null });
    expect(lines(earlier).filter((l) => l.includes("form-2290"))).toEqual(["2027-08-31 form-2290-annual"]);
  });

  it("gives the same event ids whatever the day, and a key that tells two trucks apart", () => {
    const a = buildPlan(ownerOperator, today);
    const b = buildPlan(ownerOperator, { year: 2027, month: 1, day: 15 });
    const shared = b.events.filter((e) => compareDates(e.date, { year: 2028, month: 2, day: 26 }) < 0);
    expect(a.events.map((e) => e.id)).toEqual(expect.arrayContaining(shared.map((e) => e.id)));
    expect(new Set(a.events.map((e) => e.id)).size).toBe(a.events.length);
    expect(answersKey(ownerOperator)).toBe(answersKey({ ...ownerOperator }));
    expect(answersKey(ownerOperator)).not.toBe(answersKey({ ...ownerOperator, weightLb: 70_000 }));
  });
});
