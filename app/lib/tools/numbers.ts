import type { Locale } from "~/i18n/locales";
import type { Result } from "./result";

/*
 * Numbers as a visitor types them into a tool, the one reader every island uses. English groups
 * thousands with commas and writes a decimal point; Russian and Bulgarian readers group with a
 * space (often a no-break space when pasted) and write a decimal comma.
 */

/** What can be wrong with a typed whole number (a weight, a count); each tool's copy words it. */
export type WholeNumberError = "empty" | "not-a-number" | "negative" | "not-whole" | "too-large";

const groupingSpace = /(?<=\d)[\s\u00a0\u202f](?=\d{3}\b)/g;

/**
 * A whole number, 0 or more: "80000", "80,000", "80 000"; `unit`, if given, is a unit the
 * visitor may type after it ("80,000 lb"), dropped before reading.
 */
export function parseWholeNumber(input: string, unit?: RegExp): Result<number, WholeNumberError> {
  const text = (unit ? input.replace(unit, "") : input).trim().replace(groupingSpace, ",");
  if (text === "") return { ok: false, error: "empty" };
  if (/^-\s*[\d.,]+$/.test(text)) return { ok: false, error: "negative" };
  if (/^[\d,]*\.\d*$/.test(text) && /\d/.test(text)) return { ok: false, error: "not-whole" };
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(text)) return { ok: false, error: "not-a-number" };
  const value = Number(text.replaceAll(",", ""));
  if (!Number.isSafeInteger(value)) return { ok: false, error: "too-large" };
  return { ok: true, value };
}

/** A weight in lb as typed, with or without its unit: "80000", "80,000 lb", "80 000 фунтов". */
export function parseWeightLb(input: string): Result<number, WholeNumberError> {
  return parseWholeNumber(input, /\s*(lbs?\.?|фунт(а|ов)?)\s*$/i);
}

export type DecimalError = "empty" | "not-a-number";

/**
 * An amount such as a tax in dollars, signed, as the page's language writes it: "$1,234.50" in
 * English; "1 234,50" or "1234.50" in Russian and Bulgarian. A "$" before it is dropped.
 */
export function parseDecimal(input: string, locale: Locale): Result<number, DecimalError> {
  const text = input
    .trim()
    .replace(/^(-?)\s*\$\s*/, "$1")
    .replace(groupingSpace, "");
  if (text === "") return { ok: false, error: "empty" };
  const english = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;
  const decimalComma = /^-?\d+([.,]\d+)?$/;
  if (locale === "en" ? !english.test(text) : !decimalComma.test(text)) return { ok: false, error: "not-a-number" };
  return { ok: true, value: Number(locale === "en" ? text.replaceAll(",", "") : text.replace(",", ".")) };
}
