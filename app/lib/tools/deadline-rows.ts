import type { DeadlineKind } from "./deadlines";

/*
 * The classes of the /filing-deadlines rows: the build writes every year's rows
 * (components/tools/DeadlineCalendar.tsx) and the browser the dated ones (scripts/deadline-calendar.ts),
 * and the two must look the same.
 */

export const deadlineRow = "border-b border-brand-100 last:border-0";
export const deadlineCell = "px-4 py-2";

const badge = "mr-2 inline-block rounded px-1.5 text-sm font-bold";
/** What a row is, in a badge: only a deadline is dark. */
export const kindBadge: Record<DeadlineKind, string> = {
  due: `${badge} bg-brand-800 text-white`,
  reminder: `${badge} bg-brand-100 text-brand-900`,
  start: `${badge} bg-brand-100 text-brand-900`,
};
