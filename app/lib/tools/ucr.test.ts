import { describe, expect, it } from "vitest";
import { formats } from "~/i18n/format";
import { bracketFor, ucrBrackets } from "./ucr";

describe("UCR brackets", () => {
  it("holds the fee table", () => {
    const f = formats.en;
    expect(ucrBrackets.map((b) => [f.span(b.min, b.max), b.min, b.max, b.fee, f.usd(b.fee)])).toEqual([
      ["0-2", 0, 2, 46, "$46"],
      ["3-5", 3, 5, 138, "$138"],
      ["6-20", 6, 20, 276, "$276"],
      ["21-100", 21, 100, 963, "$963"],
      ["101-1,000", 101, 1000, 4592, "$4,592"],
      ["1,001+", 1001, null, 44836, "$44,836"],
    ]);
  });

  it("leaves no gap or overlap between brackets", () => {
    for (const [i, b] of ucrBrackets.entries()) {
      const next = ucrBrackets[i + 1];
      if (next) expect(next.min).toBe((b.max ?? Number.NaN) + 1);
      else expect(b.max).toBeNull();
    }
  });

  it.each([
    [0, 46],
    [2, 46],
    [3, 138],
    [5, 138],
    [6, 276],
    [20, 276],
    [21, 963],
    [100, 963],
    [101, 4592],
    [1000, 4592],
    [1001, 44836],
    [5000, 44836],
  ])("puts %i vehicles in the $%i bracket", (count, fee) => {
    expect(bracketFor(count).fee).toBe(fee);
  });

  it("refuses counts that are not whole numbers 0 and up", () => {
    expect(() => bracketFor(-1)).toThrow(RangeError);
    expect(() => bracketFor(2.5)).toThrow(RangeError);
    expect(() => bracketFor(Number.NaN)).toThrow(RangeError);
  });
});
