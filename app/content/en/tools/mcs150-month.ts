import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { UsdotError } from "~/lib/tools/mcs150";

const f = formats.en;

/**
 * "When is my MCS-150 update due?": the words of the island on /dot-number-registration, passed to
 * it as a prop. Messages ending in a date carry no full stop: the island ends the sentence, since a
 * Russian or Bulgarian date already ends in "г.".
 */
export const mcs150MonthCopy = {
  label: "USDOT number",
  hint: "Digits only, as on your truck and your FMCSA papers.",
  /**
   * The due date before `due`, once it has passed and until the next one's 12 months start
   * (app/lib/tools/mcs150.ts, `overdue`): shown first. `{date}`: that date, written long.
   */
  overdue: "Your last MCS-150 update was due by {date}",
  /** Follows `overdue`: a carrier who missed it files now (49 CFR 390.19T(b)(4)). */
  overdueAction: "If you have not filed it, file it now: FMCSA can deactivate your USDOT number and fine you.",
  /** `{date}`: the due date, written long. */
  due: "Your next MCS-150 update is due by {date}",
  /** `{month}`: the month's name; `{parity}`: "odd" or "even" (the next-to-last digit). */
  schedule: "Your month is {month}, in {parity, select, odd {odd-numbered} other {even-numbered}} years.",
  /** In the 12 months before the due date. `{months}`: how long before the due date an update already counts. */
  windowOpen:
    "You can file it now: an update in the {months, plural, one {# month} other {# months}} before the due date counts.",
  /**
   * Before those 12 months: an update can be filed on any day, and one filed from `{date}` (the
   * first day an update counts for the due date) counts for it (FMCSA answer 122). No full stop:
   * the island ends the sentence and follows it with `anyTime`.
   */
  windowOpens: "An update filed on or after {date} counts for your next due date",
  /** Follows `windowOpens`. */
  anyTime: "You can update your information with FMCSA at any time.",
  /** A one-digit number: `{month}`, the month's name. */
  oneDigit: "Your month is {month}. A one-digit number does not show which years you file in: ask us which year.",
  /** Shown under the answer at all times. The update is free: FMCSA's fee is held in app/data/fees.json. */
  free: `The update is free: FMCSA's fee for the MCS-150 is ${f.usd(fees.usdot.fmcsaFee)}. Letters or emails that look official and ask you to pay for it come from private companies, not from FMCSA.`,
  send: "Send this to the office",
  /** The message the contact form starts with, one line each. */
  handoff: {
    intro: "Please help me with my MCS-150 biennial update.",
    /** `{usdot}`: the number as read, without leading zeros. */
    usdot: "USDOT number: {usdot}",
    /** `{date}`: the passed due date (`overdue` above), written long; only while there is one. */
    overdue: "Last update was due by: {date}",
    /** `{date}`: the due date, written long. */
    due: "Next update due by: {date}",
    /** `{date}`: the first day an update counts for the due date on the line above. */
    countsFrom: "Counts for this due date if filed on or after: {date}",
    /** `{month}`: the month's name. */
    oneDigit: "Month: {month} (the year is to be confirmed)",
  },
  errors: {
    empty: "Enter your USDOT number.",
    "not-digits": "Enter the USDOT number using digits only, such as 1234567.",
    "too-long": "That is too many digits for a USDOT number. Check the number.",
    zero: "A USDOT number can't be 0. Check the number.",
  } satisfies Record<UsdotError, string>,
};
