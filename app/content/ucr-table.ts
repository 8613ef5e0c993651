import type { Formatter } from "~/i18n/format";
import { ucrBrackets } from "~/lib/tools/ucr";

/**
 * The rows of the UCR fee table in one language: each bracket's fleet sizes and its fee, in the
 * order of ucrBrackets. The content modules write the table with them, and the fee finder, which
 * renders the table, works them out in the browser rather than taking them as props (issue 26).
 */
export function ucrFeeRows(f: Formatter): string[][] {
  return ucrBrackets.map((bracket) => [f.span(bracket.min, bracket.max), f.usd(bracket.fee)]);
}
