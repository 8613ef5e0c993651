import type { Formatter } from "~/i18n/format";
import { annualTaxCents, categoryWeights, taxableCategories } from "~/lib/tools/form2290-tax";

/**
 * The rows of the full-year Form 2290 tax table, in one language: "category: taxable gross weight",
 * the tax, and a logging truck's tax. Each language words the open-ended last category (`over`,
 * before its lower bound) and joins a range's ends with its own dash.
 */
export function form2290TaxRows(f: Formatter, words: { over: string; dash: string }): string[][] {
  return taxableCategories.map((category) => {
    const { fromLb, toLb } = categoryWeights(category);
    const weights =
      toLb === null
        ? `${words.over} ${f.lb(fromLb - 1)}`
        : fromLb === toLb
          ? f.lb(fromLb)
          : `${f.num(fromLb)}${words.dash}${f.lb(toLb)}`;
    return [
      `${category}: ${weights}`,
      f.usdCents(annualTaxCents(category, false) / 100),
      f.usdCents(annualTaxCents(category, true) / 100),
    ];
  });
}
