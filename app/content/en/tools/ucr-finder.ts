import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { WholeNumberError } from "~/lib/tools/numbers";

const f = formats.en;

/** The UCR fee finder's words, passed to the island as a prop; `result` takes `{count}` and `{fee}`. */
export const ucrFinderCopy = {
  label: "How many vehicles?",
  hint: `Count trucks and tractors of ${f.lb(thresholds.usdot.overLb + 1)} or more and buses for 16+ passengers, as on your MCS-150; not trailers. Brokers with no trucks enter 0.`,
  result: "{count, plural, one {# vehicle: {fee} for the registration year} other {# vehicles: {fee} for the registration year}}",
  errors: {
    empty: "Enter the number of vehicles.",
    negative: "The number of vehicles can't be negative.",
    "not-whole": "Enter a whole number of vehicles, such as 12.",
    "not-a-number": "Enter the number of vehicles using digits only, such as 12 or 1,001.",
    "too-large": "That number of vehicles is too large.",
  } satisfies Record<WholeNumberError, string>,
};
