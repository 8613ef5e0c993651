import type { Locale } from "~/i18n/locales";
import data from "./notice.json" with { type: "json" };
import type { Notice } from "./schemas";

/**
 * The home page's notice (app/data/notice.json, which the office edits): its words in a language
 * and its last day, or undefined when there is none.
 */
export function noticeFor(locale: Locale, notice: Notice = data): { text: string; ends: string } | undefined {
  const text = notice[locale].trim();
  return text ? { text, ends: notice.ends } : undefined;
}

/**
 * Whether a notice whose last day is `ends` (2026-12-26) still shows on `today`, the office's
 * date in the same form. The page is built without a date, so the browser hides a notice past its
 * day (app/scripts/notice-ends.ts).
 */
export const noticeShows = (ends: string, today: string): boolean => today <= ends;
