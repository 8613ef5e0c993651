import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { factFiles } from "./schemas";

/*
 * The facts files against their schemas, and what the schemas refuse: each refusal names the field,
 * as `astro dev` and `astro build` print it (tests/build/facts.test.ts runs `astro sync` on a broken
 * file). Edits are applied to a copy of the real file, so the test follows the data.
 */

const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

/** The field paths and messages the schema gives a copy of `name`'s file after `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edit puts a wrong type in on purpose
function problems(name: keyof typeof factFiles, edit: (data: any) => void): string[] {
  const { file, schema } = factFiles[name];
  const data = read(file);
  edit(data);
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the facts files", () => {
  it.each(Object.keys(factFiles) as (keyof typeof factFiles)[])("%s.json matches its schema", (name) => {
    expect(problems(name, () => {})).toEqual([]);
  });

  it("gives every fact a source and the day it was checked", () => {
    const { fees, thresholds, dates } = {
      fees: read(factFiles.fees.file),
      thresholds: read(factFiles.thresholds.file),
      dates: read(factFiles.dates.file),
    };
    for (const group of [fees, thresholds, dates].flatMap((facts) => Object.values(facts)))
      expect(group).toMatchObject({
        source: expect.any(String),
        checked: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  it("refuses a fee that is not a number, naming the field", () => {
    expect(problems("fees", (d) => (d.mcAuthority.fmcsaFee = "300"))).toEqual([
      expect.stringMatching(/^mcAuthority\.fmcsaFee: .*number/),
    ]);
    expect(problems("ucr", (d) => (d.years[0].brackets[1].fee = "a lot"))).toEqual([
      expect.stringMatching(/^years\.0\.brackets\.1\.fee: /),
    ]);
  });

  it("refuses a UCR table with a gap, a closed top or a year out of order", () => {
    expect(problems("ucr", (d) => (d.years[0].brackets[1].min += 1))).toEqual([
      expect.stringMatching(/^years\.0\.brackets\.1\.min: must be \d+/),
    ]);
    expect(problems("ucr", (d) => (d.years[0].brackets.at(-1).max = 5000))).toEqual([
      expect.stringMatching(/^years\.0\.brackets\.5\.max: the top bracket's max must be null/),
    ]);
    expect(problems("ucr", (d) => d.years.push({ ...d.years[0] }))).toEqual([
      expect.stringMatching(/^years\.\d+\.year: years must be listed once each, oldest first/),
    ]);
  });

  it("refuses a day that no calendar has and a checked date written another way", () => {
    expect(problems("dates", (d) => (d.form2290.annualDue = { month: 2, day: 30 }))).toEqual([
      "form2290.annualDue.day: no such day in that month",
    ]);
    expect(problems("fees", (d) => (d.notaryAct.checked = "11/26/2026"))).toEqual([
      "notaryAct.checked: must be a date written YYYY-MM-DD, such as 2026-11-26",
    ]);
    expect(problems("fees", (d) => (d.notaryAct.checked = "2026-02-29"))).toHaveLength(1);
  });

  it("refuses a typical range whose top is below its bottom, and a rate table with a gap", () => {
    expect(problems("fees", (d) => (d.boc3.typicalMax = d.boc3.typicalMin - 1))).toEqual([
      "boc3.typicalMax: typicalMax must not be below typicalMin",
    ]);
    expect(problems("weightDistance", (d) => (d.newMexico.brackets[2].fromLb += 2))).toEqual([
      "newMexico.brackets.2.fromLb: must be one pound over the bracket before",
    ]);
  });
});
