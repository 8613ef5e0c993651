import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";

/*
 * Figures are read from app/data, never typed again (architecture: "fees, thresholds, rates and
 * dates live once"): a dollar amount, a weight in pounds or a day of the year typed in copy that
 * data already holds would silently stay behind when the figure changes. The content layer stops
 * on one in a copy file (app/content.config.ts), and app/content/figures.test.ts reads every
 * copy file for them.
 */

/** Every number below `value`, whatever its depth. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

const dollarsHeld = new Set(numbersIn(fees).filter((n) => n > 0));
const poundsHeld = new Set(
  numbersIn(thresholds)
    .filter((n) => n >= 1000)
    .flatMap((n) => [n, n + 1]), // "over 10,000 lb" is also written "10,001 lb or more"
);
const daysHeld = new Set(collectDays(dates));

function collectDays(value: unknown): string[] {
  if (value && typeof value === "object" && "month" in value && "day" in value)
    return [`${String(value.month)}-${String(value.day)}`];
  if (value && typeof value === "object") return Object.values(value).flatMap(collectDays);
  return [];
}

const monthNumbers: Record<string, number> = Object.fromEntries(
  [
    ["jan", "январ", "януари"],
    ["feb", "феврал", "февруари"],
    ["mar", "март", "март"],
    ["apr", "апрел", "април"],
    ["may", "мая", "май"],
    ["jun", "июн", "юни"],
    ["jul", "июл", "юли"],
    ["aug", "август", "август"],
    ["sep", "сентябр", "септември"],
    ["oct", "октябр", "октомври"],
    ["nov", "ноябр", "ноември"],
    ["dec", "декабр", "декември"],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

const digits = (text: string) => Number(text.replace(/[,_\s\u00a0]/g, ""));

export interface Typed {
  where: string;
  text: string;
}

/** The figures typed in a piece of copy that data holds; `file` names where it is. */
export function typedFigures(file: string, source: string): Typed[] {
  const found: Typed[] = [];
  source.split("\n").forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const add = (text: string) => found.push({ where, text });
    for (const m of line.matchAll(/\$\s?(\d[\d,\u00a0]*\d|\d)(?![\d.])/g))
      if (dollarsHeld.has(digits(m[1]!))) add(m[0]);
    for (const m of line.matchAll(/(\d{1,3}(?:[,\u00a0 ]\d{3})+|\d{4,})\s*(?:lb\b|фунт)/g))
      if (poundsHeld.has(digits(m[1]!))) add(m[0]);
    // Mileage limits (Form 2290's suspended vehicles) sit with the weight thresholds.
    for (const m of line.matchAll(/(\d{1,3}(?:[,\u00a0 ]\d{3})+|\d{4,})\s*(?:miles?\b|мил)/g))
      if (poundsHeld.has(digits(m[1]!))) add(m[0]);
    for (const m of line.matchAll(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (\d{1,2})\b/g)) {
      if (daysHeld.has(`${monthNumbers[m[1]!.toLowerCase()]}-${m[2]}`)) add(m[0]);
    }
    for (const m of line.matchAll(
      /(\d{1,2})[\s\u00a0]+(январ|феврал|март|апрел|мая|июн|июл|август|сентябр|октябр|ноябр|декабр|януари|февруари|април|май|юни|юли|септември|октомври|ноември|декември)/gi,
    )) {
      if (daysHeld.has(`${monthNumbers[m[2]!.toLowerCase()]}-${m[1]}`)) add(m[0]);
    }
  });
  return found;
}
