/** Labels and notes of the tools' controls (app/components/tools); their tables are in the service pages' content. */

export const ucrFinderCopy = {
  label: "How many vehicles?",
  hint: "Count trucks, tractors and buses; not trailers. Brokers with no trucks enter 0.",
};

export const form2290DueCopy = {
  legend: "When was the vehicle first used on public highways?",
  month: "Month",
  chooseMonth: "Choose a month",
  year: "Year",
  fileBy: "File Form 2290 by",
};

export const form2290PenaltyCopy = {
  tax: "Tax due, in dollars",
  months: "Months late",
  estimate: "Estimated late-filing penalty:",
  capped: "the penalty stops growing after",
  interest: "Interest is extra.",
  note: "This is an estimate, not tax advice. The IRS adds interest, and a separate penalty for paying late, on top of it.",
};

export const deadlineCalendarCopy = {
  nextLabel: "Next deadline",
  dueToday: "Due today.",
  daysLeft: (days: number) => `${days} ${days === 1 ? "day" : "days"} left.`,
  calendarLink: "Add to calendar",
  calendarNote: "Downloads an .ics file with these dates for your phone or computer calendar, each with a reminder a week ahead.",
  calendarName: "Trucking filing deadlines",
  tableCaption: (year: number) => `Deadlines for ${year} and ${year + 1}`,
  dateColumn: "Date",
  deadlineColumn: "Deadline",
  nextMarker: "(next)",
  movedFrom: "Moved from",
  toNextBusinessDay: "to the next business day",
};
