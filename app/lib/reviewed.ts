import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/** "2026-11" → "November 2026" / "ноябрь 2026 г.": fixed names, so every build reads the same. */
export function reviewedLabel(reviewed: string, locale: Locale): string {
  const [year, month] = reviewed.split("-").map(Number);
  if (!year || !month || month < 1 || month > 12)
    throw new Error(`Invalid review date "${reviewed}", expected YYYY-MM`);
  return formats[locale].monthYear(year, month);
}
