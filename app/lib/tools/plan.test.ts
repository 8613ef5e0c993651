import { describe, expect, it } from "vitest";
import { fees } from "~/data/fees";
import { ucrTables } from "~/data/ucr";
import type { CheckupAnswers, FilingId } from "./checkup";
import { type CalendarDate, compareDates, formatIso } from "./dates";
import { dueDateForFirstUse, latePenalty } from "./form2290";
import { annualTaxCents, taxForFirstUseCents } from "./form2290-tax";
import { answersKey, buildPlan, type Plan, PLAN_MONTHS } from "./plan";
import { lastPublishedUcrYear, ucrBrackets } from "./ucr";

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
  oregon: null,
  filed: [],
};

const day = (iso: string): CalendarDate => {
  const [year, month, date] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: date! };
};

/** What is late, as its codes, oldest first. */
const lateCodes = (plan: Plan) => plan.late.map((item) => item.code);

/** One late item by the start of its code ("2290", "ifta", "ky"...). */
const late = (plan: Plan, prefix: string) => plan.late.find((item) => item.code.startsWith(`${prefix}-`));

/** The next dates as "date key(state)" lines, the way a reader checks a list. */
const nextLines = (plan: Plan) =>
  plan.next.map(({ event: e }) => `${formatIso(e.date)} ${e.key}${e.state ? `(${e.state})` : ""}`);

/** The calendar's events the same way. */
const lines = (plan: Plan) => plan.events.map((e) => `${formatIso(e.date)} ${e.key}${e.state ? `(${e.state})` : ""}`);

const rowsIn = (rows: readonly { filing: FilingId }[]) => rows.map((r) => r.filing);

const V = "V"; // 80,000 lb: the top Form 2290 category.

describe("buildPlan: what is late", () => {
  const plan = buildPlan(ownerOperator, day("2026-11-28"));

  it("lists the filings whose due date passed in a period still open, oldest first", () => {
    // UCR for 2026 was due Dec 31, 2025; 1234567 files MCS-150 in July of even years; the 2290 for
    // July 2026-June 2027 was due Aug 31; Q3's returns Oct 31 (IFTA moved to Monday, Nov 2).
    expect(lateCodes(plan)).toEqual([
      "ucr-20251231",
      "mcs-20260731",
      "2290-20260831",
      "ky-20261031",
      "ny-20261031",
      "ifta-20261031",
    ]);
    expect(formatIso(late(plan, "ifta")!.event.date)).toBe("2026-11-02");
  });

  it("gives each late filing what lateness costs so far, from the rules the calculators use", () => {
    const tax = annualTaxCents(V, false);
    const months = 3; // Sep 1-Nov 28: three months or parts of months after Aug 31
    const penalty = latePenalty(tax / 100, months);
    expect(late(plan, "2290")?.cost).toMatchObject({
      kind: "form2290",
      taxCents: tax,
      months,
      penaltyCents: penalty.ok ? Math.round(penalty.value.penalty * 100) : -1,
    });
    expect(late(plan, "ifta")?.cost).toEqual({
      kind: "ifta",
      minDollars: fees.iftaLateReturn.minPenalty,
      percent: fees.iftaLateReturn.percentOfNetTax,
    });
    expect(late(plan, "ky")?.cost).toEqual({ kind: "consequence", consequence: "state-penalties" });
    expect(late(plan, "mcs")?.cost).toEqual({ kind: "consequence", consequence: "usdot-deactivation" });
    expect(late(plan, "ucr")?.cost).toEqual({ kind: "consequence", consequence: "roadside-fines" });
  });

  it("leaves out what the visitor marked filed, and only that", () => {
    const marked = buildPlan({ ...ownerOperator, filed: ["2290-20260831", "ky-20261031"] }, day("2026-11-28"));
    expect(lateCodes(marked)).toEqual(["ucr-20251231", "mcs-20260731", "ny-20261031", "ifta-20261031"]);
    // A mark for another period does not hide this one.
    const other = buildPlan({ ...ownerOperator, filed: ["2290-20250902"] }, day("2026-11-28"));
    expect(lateCodes(other)).toContain("2290-20260831");
  });

  it("shows a truck first used in September as owing its own return, late since Nov 2", () => {
    const answers = { ...ownerOperator, firstUse: { year: 2026, month: 9 } };
    const dueOn = formatIso(dueDateForFirstUse(2026, 9));
    expect(dueOn).toBe("2026-11-02"); // Oct 31, 2026 is a Saturday
    const before = buildPlan(answers, day("2026-11-02"));
    expect(before.late.some((i) => i.event.key === "form-2290-first-use")).toBe(false);
    expect(nextLines(before)).toContain("2026-11-02 form-2290-first-use");
    const after = buildPlan(answers, day("2026-11-03"));
    const item = late(after, "2290f");
    expect(item?.event.amount).toEqual({
      kind: "form2290",
      category: V,
      cents: taxForFirstUseCents(V, 9, false),
      firstUse: { year: 2026, month: 9 },
    });
    expect(item?.monthsLate).toBe(1);
    // Not in use in July: no yearly return for this period, late or not.
    expect(after.late.some((i) => i.event.key === "form-2290-annual")).toBe(false);
    expect(nextLines(after).filter((l) => l.includes("form-2290"))).toEqual(["2027-08-31 form-2290-annual"]);
    // The period closes June 30: from July 1 the return is no longer listed.
    expect(late(buildPlan(answers, day("2027-06-30")), "2290f")).toBeDefined();
    expect(late(buildPlan(answers, day("2027-07-01")), "2290f")).toBeUndefined();
  });

  it("dates the yearly 2290 at its edges: the day before, on, after, the period's last day and the next period", () => {
    const at = (iso: string) => late(buildPlan(ownerOperator, day(iso)), "2290");
    expect(at("2026-08-30")).toBeUndefined();
    expect(at("2026-08-31")).toBeUndefined();
    expect(at("2026-09-01")?.monthsLate).toBe(1);
    expect(at("2027-06-30")?.code).toBe("2290-20260831");
    expect(at("2027-07-01")).toBeUndefined();
    // Aug 31, 2025 was a Sunday and Sep 1 Labor Day: due Tuesday, Sep 2.
    expect(at("2025-09-02")).toBeUndefined();
    expect(at("2025-09-03")?.event.date).toEqual(day("2025-09-02"));
  });

  it("caps the 2290 penalty at five months", () => {
    const item = late(buildPlan(ownerOperator, day("2027-06-15")), "2290");
    expect(item?.cost).toMatchObject({ kind: "form2290", months: 5, capped: true });
  });

  it("keeps a quarterly return late until the next one is due", () => {
    const at = (iso: string) => late(buildPlan(ownerOperator, day(iso)), "ifta")?.code;
    expect(at("2026-11-01")).toBe("ifta-20260731");
    expect(at("2026-11-02")).toBeUndefined(); // Q3 is due today: it is the return to file now
    expect(at("2026-11-03")).toBe("ifta-20261031");
    expect(at("2027-01-31")).toBe("ifta-20261031");
    // Feb 1, 2027: the Q4 return (stated Jan 31, a Sunday) is due today; Q3's period is over.
    expect(at("2027-02-01")).toBeUndefined();
    expect(at("2027-02-02")).toBe("ifta-20270131");
  });

  it("shows the MCS-150 late for the 12 months after its month", () => {
    const answers = { ...ownerOperator, usdot: "3000020" }; // October, even years
    expect(late(buildPlan(answers, day("2026-10-31")), "mcs")).toBeUndefined();
    expect(late(buildPlan(answers, day("2026-11-01")), "mcs")?.event.date).toEqual(day("2026-10-31"));
    expect(late(buildPlan(answers, day("2027-10-31")), "mcs")).toBeDefined();
    expect(late(buildPlan(answers, day("2027-11-01")), "mcs")).toBeUndefined();
    expect(nextLines(buildPlan(answers, day("2026-11-28")))).toContain("2028-10-31 mcs150");
    // February, odd years: due Feb 28, 2027, late through the leap day of 2028.
    const february = { ...ownerOperator, usdot: "1212" };
    expect(late(buildPlan(february, day("2028-02-29")), "mcs")?.code).toBe("mcs-20270228");
    expect(late(buildPlan(february, day("2028-03-01")), "mcs")).toBeUndefined();
  });

  it("turns UCR over at the year's turn", () => {
    const lastDay = buildPlan(ownerOperator, day("2026-12-31"));
    expect(late(lastDay, "ucr")?.code).toBe("ucr-20251231");
    expect(nextLines(lastDay)).toContain("2026-12-31 ucr");
    const firstDay = buildPlan(ownerOperator, day("2027-01-01"));
    expect(late(firstDay, "ucr")?.code).toBe("ucr-20261231");
    expect(nextLines(firstDay)).toContain("2027-12-31 ucr");
  });

  it("lists an expired IRP registration and an unrenewed IFTA license only shortly", () => {
    const irp = (iso: string) => late(buildPlan(ownerOperator, day(iso)), "irp")?.code;
    expect(irp("2026-03-31")).toBeUndefined();
    expect(irp("2026-04-01")).toBe("irp-20260331");
    expect(irp("2026-04-30")).toBe("irp-20260331");
    expect(irp("2026-05-01")).toBeUndefined();
    const license = (iso: string) => late(buildPlan(ownerOperator, day(iso)), "iftal")?.code;
    expect(license("2027-01-01")).toBe("iftal-20261231");
    expect(license("2027-02-28")).toBe("iftal-20261231");
    expect(license("2027-03-01")).toBeUndefined();
  });
});

describe("buildPlan: next dates, amounts and the total", () => {
  const today = day("2026-11-28");
  const plan = buildPlan(ownerOperator, today);

  it("gives each filing's next dates in date order, one-time filings apart", () => {
    expect(nextLines(plan)).toEqual([
      "2026-12-31 ifta-renewal",
      "2026-12-31 ucr",
      "2027-01-31 state-return(KY)",
      "2027-01-31 state-return(NY)",
      "2027-02-01 ifta-return",
      "2027-03-31 irp-expiry",
      "2027-08-31 form-2290-annual",
      "2028-07-31 mcs150",
    ]);
    expect(rowsIn(plan.have)).toEqual(["mc", "boc3", "ein"]);
    expect(plan.steps).toEqual([]);
  });

  it("names an unpublished year's UCR fee as the last published one", () => {
    const ucr = plan.next.find(({ event }) => event.key === "ucr")?.event.amount;
    const published = ucrTables.years.some((entry) => entry.year === 2027);
    expect(ucr).toMatchObject({
      kind: "ucr",
      year: 2027,
      published,
      feeYear: published ? 2027 : lastPublishedUcrYear,
      dollars: ucrBrackets[0]!.fee,
    });
  });

  it("totals the next 12 months' amounts and says the mileage taxes are not in it", () => {
    const expected = annualTaxCents(V, false) + ucrBrackets[0]!.fee * 100;
    expect(plan.total.money).toEqual({ min: expected, max: expected });
    expect(plan.total.parts.map((p) => (p.kind === "event" ? p.event.key : p.kind))).toEqual([
      "ucr",
      "form-2290-annual",
    ]);
    expect(plan.total.mileageNotIncluded).toBe(true);
  });

  it("gives each calendar event its own period's amount", () => {
    const plan2 = buildPlan({ ...ownerOperator, firstUse: { year: 2026, month: 12 } }, today);
    const amounts = plan2.events
      .filter((e) => e.filing === "form2290")
      .map((e) => (e.amount?.kind === "form2290" ? e.amount.cents : null));
    expect(amounts).toEqual([taxForFirstUseCents(V, 12, false), annualTaxCents(V, false)]);
  });

  it("reminds weeks ahead for renewals and a week ahead for returns", () => {
    const reminders = (key: string) => plan.events.find((e) => e.key === key)?.remindDaysBefore;
    expect(reminders("ifta-renewal")?.[0]).toBeGreaterThanOrEqual(42);
    expect(reminders("ucr")?.[0]).toBeGreaterThanOrEqual(28);
    expect(reminders("irp-expiry")?.[0]).toBeGreaterThanOrEqual(28);
    expect(reminders("ifta-return")).toEqual([7]);
    expect(reminders("state-return")).toEqual([7]);
  });

  it("keeps the calendar to the next 15 months, in date order, with nothing past", () => {
    const all = buildPlan({ ...ownerOperator, states: ["KY", "NM", "NY", "OR", "CT"] }, today);
    const end = { year: 2028, month: 2, day: 28 };
    expect(PLAN_MONTHS).toBe(15);
    for (const [i, event] of all.events.entries()) {
      expect(compareDates(event.date, today)).toBeGreaterThanOrEqual(0);
      expect(compareDates(event.date, end)).toBeLessThan(0);
      const next = all.events[i + 1];
      if (next) expect(compareDates(event.date, next.date)).toBeLessThanOrEqual(0);
    }
  });

  it("gives the same event ids whatever the day, and a key that tells two trucks apart but not two marks", () => {
    const a = buildPlan(ownerOperator, today);
    const b = buildPlan(ownerOperator, day("2027-01-15"));
    const shared = b.events.filter((e) => compareDates(e.date, { year: 2028, month: 2, day: 28 }) < 0);
    expect(a.events.map((e) => e.id)).toEqual(expect.arrayContaining(shared.map((e) => e.id)));
    expect(new Set(a.events.map((e) => e.id)).size).toBe(a.events.length);
    expect(answersKey(ownerOperator)).not.toBe(answersKey({ ...ownerOperator, weightLb: 70_000 }));
    expect(answersKey(ownerOperator)).toBe(answersKey({ ...ownerOperator, filed: ["ifta-20261031"] }));
  });
});

describe("buildPlan: Oregon", () => {
  const oregon = (filing: CheckupAnswers["oregon"]) => ({ ...ownerOperator, states: ["OR" as const], oregon: filing });

  it("dates a monthly account's reports the month after, and a link without the answer as monthly", () => {
    const monthly = buildPlan(oregon("monthly"), day("2026-11-28"));
    expect(nextLines(monthly)).toContain("2026-11-30 oregon-monthly-report(OR)");
    expect(
      lines(monthly)
        .filter((l) => l.includes("oregon"))
        .slice(0, 3),
    ).toEqual([
      "2026-11-30 oregon-monthly-report(OR)",
      "2026-12-31 oregon-monthly-report(OR)",
      "2027-01-31 oregon-monthly-report(OR)",
    ]);
    expect(late(monthly, "orm")?.code).toBe("orm-20261031");
    expect(late(monthly, "orm")?.cost).toEqual({ kind: "oregon", percent: fees.oregonLateReport.percentOfTax });
    expect(lines(buildPlan(oregon(null), day("2026-11-28")))).toEqual(lines(monthly));
  });

  it("keeps a monthly report late until the next is due, across the year turn", () => {
    const at = (iso: string) => late(buildPlan(oregon("monthly"), day(iso)), "orm")?.code;
    expect(at("2026-11-29")).toBe("orm-20261031");
    expect(at("2026-11-30")).toBeUndefined(); // October's report is due today
    expect(at("2026-12-01")).toBe("orm-20261130");
    expect(at("2026-12-31")).toBeUndefined();
    expect(at("2027-01-01")).toBe("orm-20261231");
  });

  it("dates a quarterly account by the quarters", () => {
    const quarterly = buildPlan(oregon("quarterly"), day("2026-11-28"));
    expect(lines(quarterly).filter((l) => l.includes("oregon"))).toContain("2027-02-28 oregon-report(OR)");
    expect(lines(quarterly).some((l) => l.includes("oregon-monthly"))).toBe(false);
    expect(late(quarterly, "or")?.code).toBe("or-20260831");
  });
});

describe("buildPlan: a new business", () => {
  const fresh: CheckupAnswers = { ...ownerOperator, newBusiness: true, usdot: null, trucks: 3 };

  it("gives its steps in order, with their costs, and no renewal it does not have", () => {
    const plan = buildPlan(fresh, day("2027-01-05"));
    // A company is advice and Illinois intrastate authority a question for a carrier that also runs across state lines: steps to check.
    expect(rowsIn(plan.steps.map((s) => s.row))).toEqual([
      "company",
      "ein",
      "usdot",
      "mc",
      "boc3",
      "illinois",
      "form2290",
      "ucr",
      "irp",
      "ifta",
      "state-tax",
      "state-tax",
    ]);
    expect(plan.steps.filter((s) => s.row.status === "check").map((s) => s.row.filing)).toEqual([
      "company",
      "illinois",
    ]);
    expect(plan.steps.map((s) => s.phase)).toEqual([...Array(6).fill("set-up"), ...Array(6).fill("before-trips")]);
    expect(plan.steps.find((s) => s.row.filing === "ucr")?.cost).toMatchObject({
      kind: "amount",
      amount: { kind: "ucr", year: 2027, trucks: 3, dollars: ucrBrackets[1]!.fee },
    });
    expect(plan.late).toEqual([]);
    expect(plan.next.some(({ event }) => ["irp-expiry", "ifta-renewal", "ucr", "mcs150"].includes(event.key))).toBe(
      false,
    );
    expect(nextLines(plan)[0]).toBe("2027-01-31 state-return(KY)");
    expect(plan.have).toEqual([]);
  });

  it("counts the steps' fees in the total, as a range where a fee is a range", () => {
    const plan = buildPlan(fresh, day("2027-01-05"));
    const { mcAuthority, boc3 } = fees;
    const steps = (mcAuthority.fmcsaFee + boc3.typicalMin) * 100;
    const ucr = ucrBrackets[1]!.fee * 100;
    const form2290 = { min: taxForFirstUseCents(V, 6, false), max: taxForFirstUseCents(V, 1, false) };
    const annual = annualTaxCents(V, false); // Aug 31, 2027
    expect(plan.total.money.min).toBe(steps + ucr + form2290.min + annual);
    expect(plan.total.money.max).toBe(
      steps - boc3.typicalMin * 100 + boc3.typicalMax * 100 + ucr + form2290.max + annual,
    );
  });

  it("shows a first use it gave as late once its return is past due", () => {
    const plan = buildPlan({ ...fresh, firstUse: { year: 2026, month: 9 } }, day("2026-11-28"));
    expect(lateCodes(plan)).toEqual(["2290f-20261031"]);
  });
});

describe("buildPlan: a broker with no trucks", () => {
  const broker: CheckupAnswers = {
    ...ownerOperator,
    hire: false,
    broker: true,
    leaves: false,
    weightLb: 0,
    axles: 0,
    trailer: false,
    states: [],
    trucks: 0,
    usdot: null,
  };

  it("has the authority, a yearly bond and UCR, and nothing of a truck", () => {
    const plan = buildPlan(broker, day("2026-11-28"));
    expect(rowsIn(plan.have)).toEqual(["broker", "boc3"]);
    expect(rowsIn(plan.undated)).toEqual(["usdot"]);
    expect(nextLines(plan)).toEqual(["2026-12-31 ucr"]);
    const { typicalMin, typicalMax } = fees.brokerAuthority.bondYearly;
    const ucr = ucrBrackets[0]!.fee * 100;
    expect(plan.total.money).toEqual({ min: ucr + typicalMin * 100, max: ucr + typicalMax * 100 });
    expect(plan.total.mileageNotIncluded).toBe(false);
    expect(plan.rows.find((r) => r.filing === "form2290")?.status).toBe("not-required");
  });
});
