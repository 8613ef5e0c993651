import { describe, expect, it } from "vitest";
import { services } from "~/lib/catalog";
import { type CheckupAnswers, answerConflicts, evaluate, stateCodes } from "~/lib/tools/checkup";
import { feeText, handoffText, nextDueText, reasonSentence, rowName } from "~/lib/tools/checkup-text";
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
              })),
            ),
          ),
        ),
      ),
    ),
  ),
).filter((answers) => answerConflicts(answers).length === 0);

const broken = /undefined|NaN|\[object|null/;

describe("checkup copy", () => {
  it.each([
    ["en", copy],
    ["ru", ru],
    ["bg", bg],
  ] as const)("writes a whole sentence in %s for every row any answers give", (locale, words) => {
    const codes = new Set<string>();
    for (const answers of everyAnswer) {
      for (const row of evaluate(answers, today)) {
        codes.add(row.reason.code);
        const texts = [
          rowName(words, row),
          reasonSentence(words, row.reason, locale),
          ...(row.fee ? [feeText(words, row.fee, locale)] : []),
          ...(row.nextDue ? [nextDueText(words, row.nextDue.ruleId, row.nextDue.date, locale)] : []),
        ];
        for (const text of texts) {
          expect(text).not.toMatch(broken);
          expect(text.trim()).not.toBe("");
        }
        expect(reasonSentence(words, row.reason, locale)).toMatch(/^\p{Lu}.*\.$/u);
      }
    }
    expect(codes.size).toBe(Object.keys(words.reasons).length);
  });

  it("names a service page for every row", () => {
    const paths = new Set<string>(services.map((s) => s.path));
    for (const row of evaluate(everyAnswer[0] as CheckupAnswers, today)) expect(paths.has(row.path)).toBe(true);
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

  it("writes the hand-off message with the list and the link", () => {
    const rows = evaluate({ ...(everyAnswer[0] as CheckupAnswers), weightLb: 80_000, axles: 5 }, today);
    const text = handoffText(copy, rows, "https://example.com/checkup?x", "en");
    expect(text).toMatch(/^Hello, I used the checkup/);
    expect(text).toContain("\n\nRequired:\n- ");
    expect(text).toMatch(/My answers: https:\/\/example\.com\/checkup\?x$/);
  });
});
