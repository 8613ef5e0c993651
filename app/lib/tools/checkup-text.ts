import type { CheckupAnswerCopy } from "~/content/checkup-words";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage, type MessageValues } from "~/i18n/message";
import type { Fee, FilingRow, Reason } from "./checkup";

/*
 * The checkup's rows in words: the copy's messages (app/content/<locale>/tools/checkup.yaml) filled
 * with the numbers the rules return, written as the page's language writes them.
 */

/** A row's name in the visitor's language: the filing, or the state's tax on a state row. */
export function rowName(copy: CheckupAnswerCopy, row: FilingRow): string {
  return row.filing === "state-tax" ? copy.stateTaxNames[row.state] : copy.filingNames[row.filing];
}

/**
 * A reason's fields as message values: weights ("…Lb") as weights, other numbers as counts, yes/no
 * fields as "yes" or "no", a state also by name, and which of IRP's two tests the truck meets.
 */
function reasonValues(copy: CheckupAnswerCopy, reason: Reason, locale: Locale): MessageValues {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(reason)) {
    if (typeof value === "boolean") values[key] = value ? "yes" : "no";
    else if (typeof value === "number") values[key] = key.endsWith("Lb") ? formats[locale].lb(value) : value;
    else values[key] = value;
  }
  if ("state" in reason) values.stateName = copy.stateNames[reason.state];
  if ("minAxles" in reason && "axles" in reason) {
    values.heavy = reason.weightLb > reason.overLb ? "yes" : "no";
    values.manyAxles = reason.axles >= reason.minAxles ? "yes" : "no";
  }
  return values;
}

/** A row's reason as a sentence. */
export function reasonSentence(copy: CheckupAnswerCopy, reason: Reason, locale: Locale): string {
  return formatMessage(copy.reasons[reason.code], reasonValues(copy, reason, locale), locale);
}

/** A fee in words: every amount in dollars, the UCR fee's vehicle count as a count. */
export function feeText(copy: CheckupAnswerCopy, fee: Fee, locale: Locale): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(fee)) {
    if (typeof value === "number") values[key] = key === "upToVehicles" ? value : formats[locale].usd(value);
  }
  return formatMessage(copy.fees[fee.kind], values, locale);
}

/** The summary line of the collapsed not-required rows. */
export function notRequiredSummary(copy: CheckupAnswerCopy, count: number, locale: Locale): string {
  return formatMessage(copy.result.showNotRequired, { count }, locale);
}
