import type { CalendarDate } from "~/lib/tools/dates";
import type { Locale } from "./locales";
import { group, writeNumber } from "./numbers";

/*
 * How each language writes numbers, money, weights and dates. Hand-written rather than Intl:
 * Node and browsers disagree on the spaces and the currency sign for Russian and Bulgarian
 * (shared/reference/languages.md), and build-time HTML must equal what an island renders.
 * Intl.PluralRules only picks the plural form.
 */

/** The forms a counted noun takes; English and Bulgarian use one/other, Russian one/few/many. */
export interface PluralForms {
  readonly one: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export interface Formatter {
  readonly locale: Locale;
  /** 26000 → "26,000" / "26 000" (no-break space). */
  num(n: number): string;
  /** 44836 → "$44,836" / "$44 836": US dollars in every language. */
  usd(n: number): string;
  /** 1234.5 → "$1,234.50" / "$1 234,50": an amount in dollars and cents. */
  usdCents(n: number): string;
  /** A rate to a fixed number of decimals, as a tax table prints it: 0.014, 4 → "$0.0140" / "$0,0140". */
  usdRate(n: number, decimals: number): string;
  /** 25, 50 → "$25-$50" / "$25–$50". */
  usdRange(min: number, max: number): string;
  /** 26000 → "26,000 lb" / "26 000 фунтов" / "26 000 фунта". */
  lb(n: number): string;
  /** A range of counts, open-ended when max is null: "101-1,000", "1,001+" / "101–1 000", "1 001+". */
  span(min: number, max: number | null): string;
  /** 4.5 → "4.5%" / "4,5 %". */
  percent(n: number): string;
  /** The form of a noun for a count, without the count. */
  plural(n: number, forms: PluralForms): string;
  /** The count and its noun: "5 trucks" / "5 грузовиков". */
  count(n: number, forms: PluralForms): string;
  /** 4, 30 → "Apr 30" / "30 апреля" / "30 април". */
  dayMonth(month: number, day: number): string;
  /** 4, 30 → "April 30" / "30 апреля" / "30 април": a day in a table that has room for the month's name. */
  longDayMonth(month: number, day: number): string;
  /** "Apr 30, 2027" / "30 апреля 2027 г." / "30.04.2027 г.", as each language's guide writes a date. */
  date(date: CalendarDate): string;
  /** "Thursday, April 30, 2026" / "четверг, 30 апреля 2026 г." / "четвъртък, 30 април 2026 г." */
  longDate(date: CalendarDate): string;
  /** The name of a weekday, 0 = Sunday: "Monday" / "понедельник". */
  weekday(day: number): string;
  /** The full name of a month, 1-12, as it stands alone: "April" / "апрель" / "април". */
  monthName(month: number): string;
  /** "November 2026" / "ноябрь 2026 г." / "ноември 2026 г.": a month of a year, as in "checked in". */
  monthYear(year: number, month: number): string;
  /** Days of the week, 0 = Sunday, as a short label: [1,2,3,4,5] → "Mon-Fri" / "пн–пт"; [6] → "Sat" / "сб". */
  days(days: readonly number[]): string;
  /** "8:00 AM" / "8:00": how the language writes a time of day given as "08:00". */
  time(hhmm: string): string;
  /** Opening hours: "8:00 AM-6:00 PM" / "8:00–18:00". */
  timeRange(from: string, to: string): string;
}

const NBSP = "\u00a0";
const pad2 = (n: number) => String(n).padStart(2, "0");

/** A non-negative amount with a fixed number of decimals, its whole part grouped. */
function fixed(n: number, decimals: number, separator: string, decimalMark: string): string {
  const [whole = "0", fraction] = n.toFixed(decimals).split(".");
  return `${group(Number(whole), separator)}${fraction ? decimalMark + fraction : ""}`;
}

/** Dollars and cents, rounded to the cent. */
function cents(n: number, separator: string, decimalMark: string): string {
  const total = Math.round(n * 100);
  return `${group(Math.floor(total / 100), separator)}${decimalMark}${pad2(total % 100)}`;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralForm(locale: Locale, n: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const category = rules.select(n) as keyof PluralForms;
  return forms[category] ?? forms.other;
}

/** A run of consecutive days as first-last, anything else as a list. */
function dayLabel(days: readonly number[], names: readonly string[], dash: string): string {
  const consecutive = days.length > 1 && days.every((day, i) => i === 0 || day === (days[i - 1] ?? -2) + 1);
  const name = (day: number) => names[day] ?? "";
  return consecutive ? `${name(days[0] ?? 0)}${dash}${name(days.at(-1) ?? 0)}` : days.map(name).join(", ");
}

/** Weekday index 0 = Sunday, as Date.getUTCDay. */
function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const en: Formatter = (() => {
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const short = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const num = (n: number) => writeNumber(n, "en");
  const time = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(":").map(Number);
    return `${h % 12 === 0 ? 12 : h % 12}:${pad2(m)} ${h < 12 ? "AM" : "PM"}`;
  };
  const f: Formatter = {
    locale: "en",
    num,
    usd: (n) => `$${num(n)}`,
    usdCents: (n) => `$${cents(n, ",", ".")}`,
    usdRate: (n, decimals) => `$${fixed(n, decimals, ",", ".")}`,
    usdRange: (min, max) => `$${num(min)}-$${num(max)}`,
    lb: (n) => `${num(n)} lb`,
    span: (min, max) => (max === null ? `${num(min)}+` : `${num(min)}-${num(max)}`),
    percent: (n) => `${num(n)}%`,
    plural: (n, forms) => pluralForm("en", n, forms),
    count: (n, forms) => `${num(n)} ${pluralForm("en", n, forms)}`,
    dayMonth: (month, day) => `${short[month - 1]} ${day}`,
    longDayMonth: (month, day) => `${months[month - 1]} ${day}`,
    date: (d) => `${short[d.month - 1]} ${d.day}, ${d.year}`,
    longDate: (d) => `${weekdays[weekday(d)]}, ${months[d.month - 1]} ${d.day}, ${d.year}`,
    weekday: (day) => weekdays[day] ?? "",
    monthName: (month) => months[month - 1] ?? "",
    monthYear: (year, month) => `${months[month - 1]} ${year}`,
    days: (days) => dayLabel(days, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], "-"),
    time,
    timeRange: (from, to) => `${time(from)}-${time(to)}`,
  };
  return f;
})();

/** Russian and Bulgarian share the grouping, the decimal comma and the 24-hour clock. */
function cyrillic(
  locale: "ru" | "bg",
  words: {
    months: string[];
    monthsOf: string[];
    weekdays: string[];
    weekdaysShort: string[];
    pound: PluralForms;
    year: string;
    numericDates: boolean;
  },
): Formatter {
  const num = (n: number) => writeNumber(n, locale);
  const time = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(":").map(Number);
    return `${h}:${pad2(m)}`;
  };
  const dayMonth = (month: number, day: number) => `${day}${NBSP}${words.monthsOf[month - 1]}`;
  const f: Formatter = {
    locale,
    num,
    usd: (n) => `$${num(n)}`,
    usdCents: (n) => `$${cents(n, NBSP, ",")}`,
    usdRate: (n, decimals) => `$${fixed(n, decimals, NBSP, ",")}`,
    usdRange: (min, max) => `$${num(min)}–$${num(max)}`,
    lb: (n) => `${num(n)}${NBSP}${pluralForm(locale, n, words.pound)}`,
    span: (min, max) => (max === null ? `${num(min)}+` : `${num(min)}–${num(max)}`),
    percent: (n) => `${num(n)}${NBSP}%`,
    plural: (n, forms) => pluralForm(locale, n, forms),
    count: (n, forms) => `${num(n)}${NBSP}${pluralForm(locale, n, forms)}`,
    dayMonth,
    longDayMonth: dayMonth,
    date: (d) =>
      words.numericDates
        ? `${pad2(d.day)}.${pad2(d.month)}.${d.year}${NBSP}${words.year}`
        : `${dayMonth(d.month, d.day)} ${d.year}${NBSP}${words.year}`,
    longDate: (d) => `${words.weekdays[weekday(d)]}, ${dayMonth(d.month, d.day)} ${d.year}${NBSP}${words.year}`,
    weekday: (day) => words.weekdays[day] ?? "",
    monthName: (month) => words.months[month - 1] ?? "",
    monthYear: (year, month) => `${words.months[month - 1]} ${year}${NBSP}${words.year}`,
    days: (days) => dayLabel(days, words.weekdaysShort, "–"),
    time,
    timeRange: (from, to) => `${time(from)}–${time(to)}`,
  };
  return f;
}

const ru = cyrillic("ru", {
  months: [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
  ],
  monthsOf: [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
  ],
  weekdays: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
  weekdaysShort: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
  pound: { one: "фунт", few: "фунта", many: "фунтов", other: "фунта" },
  year: "г.",
  numericDates: false,
});

const bg = cyrillic("bg", {
  months: [
    "януари",
    "февруари",
    "март",
    "април",
    "май",
    "юни",
    "юли",
    "август",
    "септември",
    "октомври",
    "ноември",
    "декември",
  ],
  monthsOf: [
    "януари",
    "февруари",
    "март",
    "април",
    "май",
    "юни",
    "юли",
    "август",
    "септември",
    "октомври",
    "ноември",
    "декември",
  ],
  weekdays: ["неделя", "понеделник", "вторник", "сряда", "четвъртък", "петък", "събота"],
  weekdaysShort: ["нд", "пн", "вт", "ср", "чт", "пт", "сб"],
  pound: { one: "фунт", other: "фунта" },
  year: "г.",
  numericDates: true,
});

export const formats: Record<Locale, Formatter> = { en, ru, bg };
