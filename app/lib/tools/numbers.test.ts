import { describe, expect, it } from "vitest";
import { parseDecimal, parseWholeNumber } from "./numbers";

describe("parseWholeNumber", () => {
  it.each([
    ["1 001", 1001],
    ["1\u00a0001", 1001],
    ["1\u202f001", 1001],
    ["0", 0],
    ["7", 7],
    [" 7 ", 7],
    ["\t12\n", 12],
    ["1000", 1000],
    ["1,001", 1001],
    ["1,000,000", 1_000_000],
    ["007", 7],
    ["80 000", 80_000],
  ])("reads %j as %i", (input, value) => {
    expect(parseWholeNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["-1", "negative"],
    ["-1,001", "negative"],
    ["2.5", "not-whole"],
    [".5", "not-whole"],
    ["abc", "not-a-number"],
    ["1e3", "not-a-number"],
    ["1,00", "not-a-number"],
    [",100", "not-a-number"],
    ["+5", "not-a-number"],
    ["0x10", "not-a-number"],
    ["5 trucks", "not-a-number"],
    ["99999999999999999999", "too-large"],
  ])("refuses %j: %s", (input, error) => {
    expect(parseWholeNumber(input)).toEqual({ ok: false, error });
  });

  it("drops the unit the caller names, and only that", () => {
    const lb = /\s*lbs?\s*$/i;
    expect(parseWholeNumber("80,000 lb", lb)).toEqual({ ok: true, value: 80_000 });
    expect(parseWholeNumber("80,000 kg", lb)).toEqual({ ok: false, error: "not-a-number" });
  });
});

describe("parseDecimal", () => {
  it.each([
    ["en", "550", 550],
    ["en", "$550", 550],
    ["en", "$ 1,234.50", 1234.5],
    ["en", "1234.5", 1234.5],
    ["en", "-12", -12],
    ["ru", "1 234,50", 1234.5],
    ["ru", "1\u00a0234,50", 1234.5],
    ["ru", "1234.50", 1234.5],
    ["bg", "550", 550],
    ["bg", "$550,25", 550.25],
  ] as const)("%s reads %j as %d", (locale, input, value) => {
    expect(parseDecimal(input, locale)).toEqual({ ok: true, value });
  });

  it.each([
    ["en", "", "empty"],
    ["en", "1,23", "not-a-number"],
    ["en", "12,34.5", "not-a-number"],
    ["en", "abc", "not-a-number"],
    ["ru", "1.234,50", "not-a-number"],
    ["ru", "1,2,3", "not-a-number"],
    ["bg", "$", "empty"],
  ] as const)("%s refuses %j: %s", (locale, input, error) => {
    expect(parseDecimal(input, locale)).toEqual({ ok: false, error });
  });

  it("reads a Russian visitor's 1,234 as a decimal, as the Russian page writes numbers", () => {
    expect(parseDecimal("1,234", "ru")).toEqual({ ok: true, value: 1.234 });
    expect(parseDecimal("1,234", "en")).toEqual({ ok: true, value: 1234 });
  });
});
