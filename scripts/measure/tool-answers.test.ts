import { describe, expect, it } from "vitest";
import {
  answerTime,
  median,
  toolAnswerRow,
  toolAnswersTable,
  toolScenarios,
  withinLimit,
  type ToolRun,
} from "./tool-answers";

const run = (answerMs: number | null, hydratedAfterLastKeyMs: number | null = 0): ToolRun => ({
  answerMs,
  hydratedAfterLastKeyMs,
  firstKeyMs: 4000,
  islandJsRequestedMs: 3800,
  islandJsLoadedMs: 3900,
});
const scenario = toolScenarios.find((s) => s.tool === "form-2290-tax")!;

describe("answerTime", () => {
  it("counts from the last key to the first showing of the text the answer settled on", () => {
    const log = [
      { at: 100, text: "" },
      { at: 900, text: "Category A" },
      { at: 1300, text: "Category V" },
      { at: 1700, text: "Category V, due by August 31" },
    ];
    expect(answerTime(log, 1200, [])).toBe(500);
  });

  it("ignores an earlier showing of the same text that something else replaced", () => {
    const log = [
      { at: 0, text: "" },
      { at: 200, text: "$100" },
      { at: 400, text: "" },
      { at: 1000, text: "$100" },
    ];
    expect(answerTime(log, 300, [])).toBe(700);
  });

  it("is zero when the answer was already there at the last key", () => {
    expect(answerTime([{ at: 50, text: "$100" }], 300, [])).toBe(0);
  });

  it("finds no answer in an empty region, or in one showing an error", () => {
    expect(answerTime([{ at: 0, text: "" }], 0, [])).toBeNull();
    const refused = [{ at: 400, text: "Enter a weight such as 80,000." }];
    expect(answerTime(refused, 0, ["Enter a weight such as 80,000."])).toBeNull();
  });
});

describe("median", () => {
  it("takes the middle of three, in any order", () => {
    expect(median([1400, 300, 900])).toBe(900);
  });

  it("counts a run without an answer as the slowest", () => {
    expect(median([null, 300, 900])).toBe(900);
    expect(median([null, null, 900])).toBeNull();
  });

  it("averages the middle two of an even count", () => {
    expect(median([100, 200, 400, 800])).toBe(300);
  });
});

describe("withinLimit", () => {
  it("allows 1.5 s exactly, and nothing past it or unanswered", () => {
    expect(withinLimit(1500)).toBe(true);
    expect(withinLimit(1501)).toBe(false);
    expect(withinLimit(null)).toBe(false);
  });
});

describe("toolAnswersTable", () => {
  it("gives each tool and language its median, its runs and its verdict, on the page in that language", () => {
    const rows = [
      toolAnswerRow(scenario, "en", [run(900, -200), run(1400, 100), run(700, -50)]),
      toolAnswerRow(scenario, "ru", [run(null, 2000), run(1600, 900), run(2100, 1200)]),
    ];
    expect(toolAnswersTable(rows)).toEqual([
      "| Tool | Page | Language | Median ms | Runs ms | Within 1.5 s | Hydrated, ms after the last key (median) |",
      "|---|---|---|---|---|---|---|",
      "| form-2290-tax | /form-2290 | en | 900 | 900, 1400, 700 | yes | -50 |",
      "| form-2290-tax | /ru/form-2290 | ru | 2100 | none, 1600, 2100 | no | 1200 |",
    ]);
  });
});
