import { shared as bgShared } from "~/content/bg/shared";
import { shared as enShared } from "~/content/en/shared";
import { shared as ruShared } from "~/content/ru/shared";
import type { YearDay } from "~/data/dates";
import { dates } from "~/data/dates";
import { firm } from "~/data/firm";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage, type MessageValues } from "~/i18n/message";

/*
 * Figures in copy kept as data (app/content/<locale>/<page>.yaml) are tokens: a sentence names the
 * figure, "UCR is due by {ucrDue}", and the page is written with the value from app/data in its
 * language. Change the date in app/data/dates.json and every language follows; the translation
 * check requires each translation to name the same tokens.
 */

/** Every figure a page's copy may name, written in `locale`, and the office's state as that language names it. */
export function figureTokens(locale: Locale): MessageValues {
  const f = formats[locale];
  const day = (d: YearDay) => f.dayMonth(d.month, d.day);
  return {
    ucrDue: day(dates.ucr.due),
    iftaRenewalDue: day(dates.iftaRenewal.due),
    foundedYear: String(firm.foundedYear),
    truckingSinceYear: String(firm.truckingSinceYear),
    state: { en: enShared, ru: ruShared, bg: bgShared }[locale].firm.state,
  };
}

/** The copy with the figures its strings name written in; a string without a token stays as it is. */
export function withFigures<T>(copy: T, locale: Locale, tokens: MessageValues = figureTokens(locale)): T {
  if (typeof copy === "string") return (copy.includes("{") ? formatMessage(copy, tokens, locale) : copy) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => withFigures(item, locale, tokens)) as T;
  if (copy && typeof copy === "object")
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, withFigures(value, locale, tokens)]),
    ) as T;
  return copy;
}
