import { describe, expect, it } from "vitest";
import { ucrTables } from "~/data/ucr";
import { bracketFor, lastPublishedUcrYear, ucrBrackets, ucrFeeFor } from "./ucr";

describe("UCR brackets", () => {
  it("are the newest registration year's table in app/data/ucr.json", () => {
    expect(ucrBrackets).toEqual(ucrTables.years.at(-1)?.brackets);
    expect(lastPublishedUcrYear).toBe(Math.max(...ucrTables.years.map((entry) => entry.year)));
  });

  it("leaves no gap or overlap between brackets", () => {
    for (const [i, b] of ucrBrackets.entries()) {
      const next = ucrBrackets[i + 1];
      if (next) expect(next.min).toBe((b.max ?? Number.NaN) + 1);
      else expect(b.max).toBeNull();
    }
  });

  it("puts each bracket's first and last count in it, and any larger fleet in the top one", () => {
    for (const bracket of ucrBrackets) {
      expect(bracketFor(bracket.min)).toBe(bracket);
      expect(bracketFor(bracket.max ?? bracket.min * 5)).toBe(bracket);
    }
  });

  it("gives a published year its own table and a later year the newest, saying which", () => {
    const [oldest] = ucrTables.years;
    expect(ucrFeeFor(oldest!.year, 0)).toMatchObject({
      fee: oldest!.brackets[0]!.fee,
      published: true,
      feeYear: oldest!.year,
    });
    expect(ucrFeeFor(lastPublishedUcrYear + 1, 0)).toMatchObject({
      fee: ucrBrackets[0]!.fee,
      published: false,
      year: lastPublishedUcrYear + 1,
      feeYear: lastPublishedUcrYear,
    });
  });

  it("refuses counts that are not whole numbers 0 and up", () => {
    expect(() => bracketFor(-1)).toThrow(RangeError);
    expect(() => bracketFor(2.5)).toThrow(RangeError);
    expect(() => bracketFor(Number.NaN)).toThrow(RangeError);
  });
});
