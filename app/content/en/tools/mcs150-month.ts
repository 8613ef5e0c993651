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
  /** `{date}`: the due date, written long. */
  due: "Your next MCS-150 update is due by {date}",
  /** `{month}`: the month's name; `{parity}`: "odd" or "even" (the next-to-last digit). */
  schedule: "Your month is {month}, in {parity, select, odd {odd-numbered} other {even-numbered}} years.",
  /** `{months}`: how long before the due date an update already counts. */
  windowOpen: "You can file it now: an update in the {months, plural, one {# month} other {# months}} before the due date counts.",
  /** `{date}`: the first day an update counts for the due date; `{months}` as above. */
  windowOpens: "You can file it from {date}: an update in the {months, plural, one {# month} other {# months}} before the due date counts.",
  /** A one-digit number: `{month}`, the month's name. */
  oneDigit: "Your month is {month}. A one-digit number does not show which years you file in: ask us which year.",
  /** Shown under the answer at all times. The update is free: FMCSA's fee is held in app/data/fees.ts. */
  free: `The update is free: FMCSA's fee for the MCS-150 is ${f.usd(fees.usdot.fmcsaFee)}. Letters or emails that look official and ask you to pay for it come from private companies, not from FMCSA.`,
  send: "Send this to the office",
  /** The message the contact form starts with, one line each. */
  handoff: {
    intro: "Please help me with my MCS-150 biennial update.",
    /** `{usdot}`: the number as read, without leading zeros. */
    usdot: "USDOT number: {usdot}",
    /** `{date}`: the due date, written long. */
    due: "Next update due by: {date}",
    /** `{date}`: the first day an update counts. */
    opens: "Can be filed from: {date}",
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
