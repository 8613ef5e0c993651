import { describe, expect, it } from "vitest";
import { services } from "~/lib/catalog";
import { type CheckupAnswers, answerConflicts, evaluate, stateCodes } from "~/lib/tools/checkup";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { feeText, reasonSentence, rowName } from "~/lib/tools/checkup-text";
import { maxRequiredQuestions, optionalQuestions, questionOrder } from "~/lib/tools/checkup";
import { contentFor } from "~/content";
import { buildPlan } from "~/lib/tools/plan";
import {
  amountText,
  dueText,
  eventTitle,
  handoffText,
  lateCostText,
  moneyText,
  stepCostText,
  totalPartText,
  totalText,
  wasDueText,
} from "~/lib/tools/plan-text";

const copy = contentFor("en").checkup;
const ru = contentFor("ru").checkup;
const bg = contentFor("bg").checkup;

const today = { year: 2026, month: 6, day: 15 };
const flags = [true, false];
/** Answers a link made before the question was asked may lack. */
const unanswered = [true, false, null];
const trucks: [number, number][] = [
  [0, 0],
  [9_000, 2],
  [10_001, 2],
  [20_000, 3],
  [26_001, 2],
  [55_000, 5],
  [59_999, 5],
  [80_000, 5],
];

/** Every mix of yes/no answers, with trucks at and around each threshold, driving in every state. */
const everyAnswer: CheckupAnswers[] = flags
  .flatMap((hire) =>
    flags.flatMap((broker) =>
      flags.flatMap((interstate) =>
        unanswered.flatMap((leaves) =>
          unanswered.flatMap((trailer) =>
            flags.flatMap((newBusiness) =>
              flags.flatMap((employees) =>
                trucks.map(([weightLb, axles]) => ({
                  hire,
                  broker,
                  interstate,
                  leaves,
                  trailer,
                  newBusiness,
                  employees,
                  weightLb,
                  axles,
                  // A truck that stays in Illinois drives in no other state.
                  states: leaves === false ? [] : stateCodes,
                  trucks: null,
                  usdot: null,
                  firstUse: null,
                  oregon: null,
                  filed: [],
                })),
              ),
            ),
          ),
        ),
      ),
    ),
  )
  .filter((answers) => answerConflicts(answers).length === 0)
  // The optional answers in turn: none, a fleet with a full USDOT number and a late first use, a one-digit USDOT number.
  .map((answers, i): CheckupAnswers => {
    const trucks = answers.weightLb === 0 ? 0 : 3;
    if (i % 3 === 1)
      return {
        ...answers,
        trucks,
        usdot: "1234567",
        firstUse: { year: 2026, month: 11 },
        oregon: answers.states.some((s) => s === "OR") ? "quarterly" : null,
      };
    if (i % 3 === 2) return { ...answers, trucks, usdot: "7", firstUse: { year: 2026, month: 3 } };
    return answers;
  });

const broken = /undefined|NaN|\[object|null/;

/** Worked out once: each language's test writes the same plans in its words. */
const everyPlan = everyAnswer.map((answers) => buildPlan(answers, today));
/** Days on which other filings are late: an IRP registration just expired, an IFTA license not renewed, an MCS-150 missed. */
const lateDays = [
  { year: 2026, month: 4, day: 10 },
  { year: 2027, month: 1, day: 5 },
];
const latePlans = lateDays.flatMap((day) =>
  everyAnswer.filter((_, i) => i % 3 === 1).map((answers) => buildPlan(answers, day)),
);
/** The plans' rows and events, each once: many answers give the same row or date. */
const everyRow = new Map(everyPlan.flatMap((plan) => plan.rows.map((row) => [JSON.stringify(row), row])));
const everyEvent = new Map(
  everyPlan.flatMap((plan) =>
    [...plan.events, ...plan.late.map((item) => item.event)].map((event) => [JSON.stringify(event), event]),
  ),
);
const everyLate = new Map(
  [...everyPlan, ...latePlans].flatMap((plan) => plan.late.map((item) => [JSON.stringify(item.cost), item])),
);
const everyStep = new Map(
  everyPlan.flatMap((plan) => plan.steps.map((step) => [JSON.stringify(step.cost ?? step.row.filing), step])),
);
const everyPart = new Map(everyPlan.flatMap((plan) => plan.total.parts.map((part) => [JSON.stringify(part), part])));

describe("checkup copy", () => {
  it.each([
    ["en", copy],
    ["ru", ru],
    ["bg", bg],
  ] as const)(
    "writes a whole sentence in %s for every row, date, late filing, step and total any answers give",
    (locale, words) => {
      const seen = {
        codes: new Set<string>(),
        dues: new Set<string>(),
        amounts: new Set<string>(),
        events: new Set<string>(),
        costs: new Set<string>(),
        steps: new Set<string>(),
        parts: new Set<string>(),
      };
      const whole = (text: string) => {
        expect(text).not.toMatch(broken);
        expect(text.trim()).not.toBe("");
      };
      for (const event of everyEvent.values()) {
        seen.events.add(event.key);
        whole(eventTitle(words, event, locale));
        if (event.amount) {
          seen.amounts.add(event.amount.kind);
          whole(amountText(words, event.amount, locale));
        }
      }
      for (const row of everyRow.values()) {
        seen.codes.add(row.reason.code);
        if (row.due) seen.dues.add(row.due.kind);
        [
          rowName(words, row),
          reasonSentence(words, row.reason, locale),
          ...(row.fee ? [feeText(words, row.fee, locale)] : []),
          ...(row.due ? [dueText(words, row.due, locale)] : []),
        ].forEach(whole);
        expect(reasonSentence(words, row.reason, locale)).toMatch(/^\p{Lu}.*\.$/u);
      }
      for (const item of everyLate.values()) {
        seen.costs.add(item.cost.kind === "consequence" ? item.cost.consequence : item.cost.kind);
        whole(wasDueText(words, item, locale));
        whole(lateCostText(words, item.cost, locale));
      }
      for (const step of everyStep.values()) {
        if (step.cost) seen.steps.add(step.cost.kind);
        if (step.cost) whole(stepCostText(words, step.cost, locale));
      }
      for (const part of everyPart.values()) {
        seen.parts.add(part.kind);
        whole(`${totalPartText(words, part, locale)}: ${moneyText(words, part.money, locale)}`);
      }
      expect(seen.codes.size).toBe(Object.keys(words.reasons).length);
      expect([...seen.dues].sort()).toEqual(["needs-usdot", "not-known", "one-time", "usdot-year-unknown"]);
      expect([...seen.amounts].sort()).toEqual(["form2290", "per-thousand-miles", "ucr"]);
      expect(seen.events.size).toBe(Object.keys(words.plan.eventTitles).length);
      expect([...seen.costs].sort()).toEqual([
        "form2290",
        "ifta",
        "ifta-suspended",
        "irp-expired",
        "oregon",
        "roadside-fines",
        "state-penalties",
        "usdot-deactivation",
      ]);
      expect([...seen.steps].sort()).toEqual(["amount", "fee", "form2290-by-month"]);
      expect([...seen.parts].sort()).toEqual(["bond", "event", "illinois-yearly", "step"]);
    },
  );

  it("promises on the home page, in every language, as many questions as the checkup asks at most", () => {
    expect(maxRequiredQuestions).toBe(questionOrder.length - optionalQuestions.length);
    for (const { home } of [contentFor("en"), contentFor("ru"), contentFor("bg")]) {
      expect(home.services.checkupLink.match(/\d+/g)).toEqual([String(maxRequiredQuestions)]);
    }
  });

  it("names a service page for every row", () => {
    const paths = new Set<string>(services.map((s) => s.path));
    for (const row of evaluate(everyAnswer[0] as CheckupAnswers)) expect(paths.has(row.path)).toBe(true);
  });

  it("gives the rule table one row per filing and per state", () => {
    const names = copy.ruleTable.rows.map((row) => row[0]);
    expect(names).toEqual(
      expect.arrayContaining([...Object.values(copy.filingNames), ...Object.values(copy.stateTaxNames)]),
    );
    expect(names).toHaveLength(Object.keys(copy.filingNames).length + stateCodes.length);
    for (const row of copy.ruleTable.rows) expect(row.join(" ")).not.toMatch(broken);
  });

  it("writes the figures as on a form, from the data", () => {
    const f = formats.en;
    const table = copy.ruleTable.rows.map((row) => row.join(" ")).join("\n");
    expect(table).toContain(`over ${f.lb(thresholds.usdot.overLb)}`);
    expect(table).toContain(
      `over ${f.lb(thresholds.irpIfta.overLb)}, or with ${thresholds.irpIfta.minAxles} or more axles`,
    );
    expect(table).toContain(`${f.lb(thresholds.form2290.atLeastLb)} or more`);
    expect(table).toContain(`over ${f.lb(thresholds.kentucky.overLb)}`);
    expect(table).toContain(`over ${f.lb(thresholds.newYork.overLb)}`);
    expect(table).toContain(`${f.lb(thresholds.connecticut.atLeastLb)} or more, driving in Connecticut`);
    const { typicalMin, typicalMax, perTruckYearly } = fees.illinoisIntrastate;
    expect(table).toContain(
      `${f.usd(typicalMin)}-${f.usd(typicalMax)} to apply, plus ${f.usd(perTruckYearly)} a year for each truck`,
    );
    expect(table).toContain(`${f.usd(fees.brokerAuthority.suretyBond)} surety bond`);
  });

  it("writes the hand-off message in the plan's order: late, next dates with amounts, the total, then the link", () => {
    const answers: CheckupAnswers = {
      ...(everyAnswer[0] as CheckupAnswers),
      newBusiness: false,
      weightLb: 80_000,
      axles: 5,
      trucks: 4,
      states: ["KY"],
    };
    const plan = buildPlan(answers, { year: 2026, month: 11, day: 26 });
    const text = handoffText(copy, plan, "https://example.com/checkup?x", "en");
    const at = (part: string) => {
      expect(text).toContain(part);
      return text.indexOf(part);
    };
    const [firstLate] = plan.late;
    const [firstNext] = plan.next;
    if (!firstLate || !firstNext) throw new Error("the example has a late filing and a next date");
    expect(text.startsWith(copy.handoff.greeting)).toBe(true);
    const late = at(`${copy.plan.sections.late}:\n- ${eventTitle(copy, firstLate.event, "en")}`);
    const next = at(
      `${copy.plan.sections.next}:\n- ${formats.en.date(firstNext.event.date)}: ${eventTitle(copy, firstNext.event, "en")}`,
    );
    const total = at(totalText(copy, plan, "en"));
    expect(late).toBeLessThan(next);
    expect(next).toBeLessThan(total);
    const ucr = plan.next.find(({ event }) => event.key === "ucr")?.event.amount;
    if (ucr) at(`${copy.plan.amountLabel}: ${amountText(copy, ucr, "en")}`);
    expect(text).toMatch(/https:\/\/example\.com\/checkup\?x$/);
  });
});
