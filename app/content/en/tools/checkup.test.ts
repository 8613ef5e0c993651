import { describe, expect, it } from "vitest";
import { services } from "~/lib/catalog";
import { type CheckupAnswers, answerConflicts, evaluate, stateCodes } from "~/lib/tools/checkup";
import { feeText, handoffText, reasonSentence, rowName } from "~/lib/tools/checkup-text";
import { buildPlan } from "~/lib/tools/plan";
import { amountText, dueText, eventTitle } from "~/lib/tools/plan-text";
import { checkupCopy as bg } from "../../bg/tools/checkup";
import { checkupCopy as ru } from "../../ru/tools/checkup";
import { checkupCopy as copy } from "./checkup";

const today = { year: 2026, month: 6, day: 15 };
const flags = [true, false];
/** Answers a link made before the question was asked may lack. */
const unanswered = [true, false, null];
const trucks: [number, number][] = [[0, 0], [9_000, 2], [10_001, 2], [20_000, 3], [26_001, 2], [55_000, 5], [59_999, 5], [80_000, 5]];

/** Every mix of yes/no answers, with trucks at and around each threshold, driving in every state. */
const everyAnswer: CheckupAnswers[] = flags.flatMap((hire) =>
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
    if (i % 3 === 1) return { ...answers, trucks, usdot: "1234567", firstUse: { year: 2026, month: 11 } };
    if (i % 3 === 2) return { ...answers, trucks, usdot: "7", firstUse: { year: 2026, month: 3 } };
    return answers;
  });

const broken = /undefined|NaN|\[object|null/;

/** Worked out once: each language's test writes the same plans in its words. */
const everyPlan = everyAnswer.map((answers) => buildPlan(answers, today));
/** The plans' rows and events, each once: many answers give the same row or date. */
const everyRow = new Map(everyPlan.flatMap((plan) => plan.rows.map((row) => [JSON.stringify(row), row])));
const everyEvent = new Map(everyPlan.flatMap((plan) => plan.events.map((event) => [`${event.id} ${event.usdot ?? ""}`, event])));

describe("checkup copy", () => {
  it.each([
    ["en", copy],
    ["ru", ru],
    ["bg", bg],
  ] as const)("writes a whole sentence in %s for every row any answers give", (locale, words) => {
    const codes = new Set<string>();
    const dues = new Set<string>();
    const amounts = new Set<string>();
    const events = new Set<string>();
    for (const event of everyEvent.values()) {
      events.add(event.key);
      expect(eventTitle(words, event, locale)).not.toMatch(broken);
    }
    for (const row of everyRow.values()) {
      codes.add(row.reason.code);
      if (row.due) dues.add(row.due.kind);
      if (row.amount) amounts.add(row.amount.kind);
      const texts = [
        rowName(words, row),
        reasonSentence(words, row.reason, locale),
        ...(row.fee ? [feeText(words, row.fee, locale)] : []),
        ...(row.amount ? [amountText(words, row.amount, locale)] : []),
        ...(row.due ? [dueText(words, row.due, locale)] : []),
      ];
      for (const text of texts) {
        expect(text).not.toMatch(broken);
        expect(text.trim()).not.toBe("");
      }
      expect(reasonSentence(words, row.reason, locale)).toMatch(/^\p{Lu}.*\.$/u);
    }
    expect(codes.size).toBe(Object.keys(words.reasons).length);
    expect([...dues].sort()).toEqual(["event", "needs-usdot", "not-known", "one-time", "usdot-year-unknown"]);
    expect([...amounts].sort()).toEqual(["form2290", "per-thousand-miles", "ucr"]);
    expect(events.size).toBe(Object.keys(words.plan.eventTitles).length);
  });

  it("names a service page for every row", () => {
    const paths = new Set<string>(services.map((s) => s.path));
    for (const row of evaluate(everyAnswer[0] as CheckupAnswers)) expect(paths.has(row.path)).toBe(true);
  });

  it("gives the rule table one row per filing and per state", () => {
    const names = copy.ruleTable.rows.map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining([...Object.values(copy.filingNames), ...Object.values(copy.stateTaxNames)]));
    expect(names).toHaveLength(Object.keys(copy.filingNames).length + stateCodes.length);
    for (const row of copy.ruleTable.rows) expect(row.join(" ")).not.toMatch(broken);
  });

  it("writes the figures as on a form", () => {
    const table = copy.ruleTable.rows.map((row) => row.join(" ")).join("\n");
    expect(table).toContain("over 10,000 lb");
    expect(table).toContain("over 26,000 lb, or with 3 or more axles");
    expect(table).toContain("55,000 lb or more");
    expect(table).toContain("over 59,999 lb");
    expect(table).toContain("over 18,000 lb");
    expect(table).toContain("Trucks that pull a trailer, of 26,000 lb or more, driving in Connecticut");
    expect(table).toContain("Typically $50-$200 to apply, plus $19 a year for each truck");
    expect(table).toContain("$75,000 surety bond");
  });

  it("writes the hand-off message with the list, each row's amount and next due date, and the link", () => {
    const answers: CheckupAnswers = { ...(everyAnswer[0] as CheckupAnswers), weightLb: 80_000, axles: 5, trucks: 4, states: ["KY"] };
    const { rows } = buildPlan(answers, { year: 2026, month: 11, day: 26 });
    const text = handoffText(copy, rows, "https://example.com/checkup?x", "en");
    expect(text).toMatch(/^Hello, I used the checkup/);
    expect(text).toContain("\n\nRequired:\n- ");
    expect(text).toContain("\n  For your truck: $138 a year for 4 trucks (the 3-5 vehicle bracket)\n  Next due: Dec 31, 2026: UCR registration for 2027 due");
    expect(text).toContain("For your truck: $550.00 for a full tax period, July to June (category V)");
    expect(text).toContain("For your truck: About $28.50 for every 1,000 miles in Kentucky at 80,000 lb");
    expect(text).toMatch(/My answers: https:\/\/example\.com\/checkup\?x$/);
  });
});
