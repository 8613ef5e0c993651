import type { Locale } from "./locales";

/*
 * How each language writes a number: English groups thousands with a comma and marks decimals with
 * a point; Russian and Bulgarian group with a no-break space and mark decimals with a comma
 * (shared/reference/languages.md). Apart from app/i18n/format.ts, so a small script that writes
 * one number does not load every language's month names.
 */

const marks: Record<Locale, { separator: string; decimalMark: string }> = {
  en: { separator: ",", decimalMark: "." },
  ru: { separator: "\u00a0", decimalMark: "," },
  bg: { separator: "\u00a0", decimalMark: "," },
};

/** Groups an integer's digits by thousands. */
export const group = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+$)/g, separator);

/** Integers are grouped; a fraction keeps its digits after the language's decimal mark. */
export function writeNumber(n: number, locale: Locale): string {
  const { separator, decimalMark } = marks[locale];
  const negative = n < 0 ? "-" : "";
  const [whole = "0", fraction] = String(Math.abs(n)).split(".");
  return `${negative}${group(Number(whole), separator)}${fraction ? decimalMark + fraction : ""}`;
}

/** Cents as a plain amount for a field a visitor may edit: 41250 → "412.50" / "412,50", no grouping. */
export function writeAmount(cents: number, locale: Locale): string {
  return (cents / 100).toFixed(2).replace(".", marks[locale].decimalMark);
}
