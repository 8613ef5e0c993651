/** Labels and notes of a tool's controls (app/components/tools); one module per tool, so each island ships only its own words. */

export const form2290PenaltyCopy = {
  tax: "Tax due, in dollars",
  months: "Months late",
  estimate: "Estimated late-filing penalty:",
  capped: "the penalty stops growing after",
  interest: "Interest is extra.",
  note: "This is an estimate, not tax advice. The IRS adds interest, and a separate penalty for paying late, on top of it.",
};
