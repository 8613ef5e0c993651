/** The due-date picker's words, passed to the island as a prop; month names come from the language's formatter. */
export const form2290DueCopy = {
  legend: "When was the vehicle first used on public highways?",
  month: "Month",
  chooseMonth: "Choose a month",
  year: "Year",
  fileBy: "File Form 2290 by",
};
