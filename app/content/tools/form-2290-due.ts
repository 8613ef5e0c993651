/** Labels and notes of a tool's controls (app/components/tools); one module per tool, so each island ships only its own words. */

export const form2290DueCopy = {
  legend: "When was the vehicle first used on public highways?",
  month: "Month",
  chooseMonth: "Choose a month",
  year: "Year",
  fileBy: "File Form 2290 by",
};
