import { describe, expect, it } from "vitest";
import { bracketFor, feeSentence, parseVehicleCount, ucrBrackets } from "./ucr";

describe("UCR brackets", () => {
  it("holds the fee table", () => {
    expect(ucrBrackets.map((b) => [b.label, b.min, b.max, b.fee, b.feeLabel])).toEqual([
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
    [0, 46], [2, 46], [3, 138], [5, 138], [6, 276], [20, 276],
    [21, 963], [100, 963], [101, 4592], [1000, 4592], [1001, 44836], [5000, 44836],
  ])("puts %i vehicles in the $%i bracket", (count, fee) => {
    expect(bracketFor(count).fee).toBe(fee);
  });

  it("refuses counts that are not whole numbers 0 and up", () => {
    expect(() => bracketFor(-1)).toThrow(RangeError);
    expect(() => bracketFor(2.5)).toThrow(RangeError);
    expect(() => bracketFor(Number.NaN)).toThrow(RangeError);
  });
});

describe("parseVehicleCount", () => {
  it.each([
    ["0", 0], ["7", 7], [" 7 ", 7], ["\t12\n", 12], ["1000", 1000], ["1,001", 1001], ["1,000,000", 1_000_000], ["007", 7],
  ])("reads %j as %i", (input, count) => {
    expect(parseVehicleCount(input)).toEqual({ ok: true, value: count });
  });

  it.each([
    ["", "Enter the number of vehicles."],
    ["   ", "Enter the number of vehicles."],
    ["-1", "The number of vehicles can't be negative."],
    ["-1,001", "The number of vehicles can't be negative."],
    ["2.5", "Enter a whole number of vehicles, such as 12."],
    [".5", "Enter a whole number of vehicles, such as 12."],
    ["abc", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    ["1e3", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    ["1,00", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    [",100", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    ["+5", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    ["0x10", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    ["5 trucks", "Enter the number of vehicles using digits only, such as 12 or 1,001."],
    ["99999999999999999999", "That number of vehicles is too large."],
  ])("rejects %j", (input, error) => {
    expect(parseVehicleCount(input)).toEqual({ ok: false, error });
  });
});

describe("feeSentence", () => {
  it("states the fee with the right noun and thousands separators", () => {
    expect(feeSentence(3)).toBe("3 vehicles: $138 for the registration year");
    expect(feeSentence(1)).toBe("1 vehicle: $46 for the registration year");
    expect(feeSentence(0)).toBe("0 vehicles: $46 for the registration year");
    expect(feeSentence(1001)).toBe("1,001 vehicles: $44,836 for the registration year");
    expect(feeSentence(250000)).toBe("250,000 vehicles: $44,836 for the registration year");
  });
});
