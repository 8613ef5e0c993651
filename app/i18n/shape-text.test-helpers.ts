import type { Locale } from "./locales";
import { shapeText } from "./shape-text";

/** A text as Text shows it: the same words, some spaces made no-break. Tests only. */
export function shaped(text: string, locale: Locale): string {
  return shapeText(text, locale)
    .map((piece) => (typeof piece === "string" ? piece : piece.text))
    .join("");
}
