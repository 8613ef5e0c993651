/** Labels and notes of a tool's controls (app/components/tools); one module per tool, so each island ships only its own words. */

export const ucrFinderCopy = {
  label: "How many vehicles?",
  hint: "Count trucks, tractors and buses; not trailers. Brokers with no trucks enter 0.",
};
