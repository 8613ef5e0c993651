import type { ToolSection } from "~/content/types";
import type { ReferencePath } from "~/lib/catalog";

/*
 * The Form 2290 calculator and the late-filing estimate are on different pages (decision 0013): a
 * calculator whose return is late links to the estimate with its tax and months late in the
 * query, and the estimate starts from them. The link ends at the estimate's section, which
 * ContentSections names after its tool.
 */
const estimateSection: ToolSection["tool"] = "form-2290-penalty";

/** The reference page that holds the estimate. */
export const penaltyEstimatePage: ReferencePath = "/form-2290/due-date-and-late-filing";

/** The link to the estimate on `page` (the reference page's path in the visitor's language). */
export function penaltyEstimateHref(page: string, taxCents: number, monthsLate: number): string {
  const query = new URLSearchParams({ tax: (taxCents / 100).toFixed(2), months: String(monthsLate) });
  return `${page}?${query}#${estimateSection}`;
}

/** What the calculator handed over in `search`, or null for a query that is not the calculator's. */
export function handedOverPenalty(search: string): { taxCents: number; monthsLate: number } | null {
  const query = new URLSearchParams(search);
  const tax = query.get("tax") ?? "";
  const months = query.get("months") ?? "";
  if (!/^\d{1,9}(\.\d{2})?$/.test(tax) || !/^\d{1,3}$/.test(months)) return null;
  return { taxCents: Math.round(Number(tax) * 100), monthsLate: Number(months) };
}
