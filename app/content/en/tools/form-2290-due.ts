/**
 * The due-date picker's words, passed to the island as a prop; month names come from the language's
 * formatter. `fileBy` is followed by the date; once the date has passed the picker says `dueWas`,
 * `fileNow` and links `penaltyLink` to the penalty estimate on the same page.
 */
export const form2290DueCopy = {
  legend: "When was the vehicle first used on public highways?",
  month: "Month",
  chooseMonth: "Choose a month",
  year: "Year",
  fileBy: "File Form 2290 by",
  dueWas: "Form 2290 was due {date}",
  fileNow: "If it is not filed, file it now.",
  penaltyLink: "Estimate the late-filing penalty",
};
