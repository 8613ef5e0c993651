/** Labels and notes of a tool's controls (app/components/tools); one module per tool, so each island ships only its own words. */

export const ucrFinderCopy = {
  label: "How many vehicles?",
  hint: "Count trucks and tractors of 10,001 lb or more and buses for 16+ passengers, as on your MCS-150; not trailers. Brokers with no trucks enter 0.",
};
