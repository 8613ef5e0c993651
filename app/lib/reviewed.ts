import { monthNames } from "./tools/dates";

/** "2026-11" → "November 2026". Fixed names, so the page reads the same in every locale. */
export function reviewedLabel(reviewed: string): string {
  const [year, month] = reviewed.split("-").map(Number);
  const name = monthNames[(month ?? 0) - 1];
  if (!year || !name) throw new Error(`Invalid review date "${reviewed}", expected YYYY-MM`);
  return `${name} ${year}`;
}
