import type { CheckupCopy, HandoffGroup } from "~/content/en/tools/checkup";
import type { FilingRow, FilingStatus, Reason } from "./checkup";

/** A row's name in the visitor's language: the filing, or the state's tax on a state row. */
export function rowName(copy: CheckupCopy, row: FilingRow): string {
  return row.filing === "state-tax" ? copy.stateTaxNames[row.state] : copy.filingNames[row.filing];
}

/** A row's reason as a sentence: the copy's sentence for the reason's code. */
export function reasonSentence(copy: CheckupCopy, reason: Reason): string {
  // TypeScript cannot pair a mapped function with its own member of the union; the copy's type does.
  const sentence = copy.reasons[reason.code] as (r: Reason) => string;
  return sentence(reason);
}

/** The message for the contact form: the rows that apply or might, grouped, and the link to the answers. */
export function handoffText(copy: CheckupCopy, rows: readonly FilingRow[], link: string): string {
  const group = (status: FilingStatus): HandoffGroup => ({
    heading: copy.result.groupHeadings[status],
    lines: rows.filter((r) => r.status === status).map((r) => `${rowName(copy, r)}: ${reasonSentence(copy, r.reason)}`),
  });
  return copy.handoffMessage([group("required"), group("check")], link);
}
