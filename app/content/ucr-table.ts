import type { Formatter } from "~/i18n/format";
import { ucrTables } from "~/data/ucr";
import { type UcrBracket, ucrBrackets } from "~/lib/tools/ucr";

/**
 * The rows of the UCR fee table in one language: each bracket's fleet sizes and its fee, in the
 * order of ucrBrackets. The UCR page's table names them as its rule (app/content/rule-rows.ts), and the fee finder, which
 * renders the table, works them out in the browser rather than taking them as props (issue 26).
 */
export function ucrFeeRows(f: Formatter): string[][] {
  return ucrBrackets.map((bracket) => [f.span(bracket.min, bracket.max), f.usd(bracket.fee)]);
}

/**
 * The registration years the UCR table's fees are published for: the newest year and the years
 * before it with the same fees (app/data/ucr.json), oldest first; and the year after, whose fees
 * the office checks before a client pays.
 */
export function ucrTableYears(): { years: number[]; next: number } {
  const newest = ucrTables.years.at(-1)!;
  const same = (brackets: readonly UcrBracket[]) => JSON.stringify(brackets) === JSON.stringify(newest.brackets);
  const years: number[] = [];
  for (const entry of [...ucrTables.years].reverse()) {
    if (!same(entry.brackets)) break;
    years.unshift(entry.year);
  }
  return { years, next: newest.year + 1 };
}
