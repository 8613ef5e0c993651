/** Labels and notes of a tool's controls (app/components/tools); one module per tool, so each island ships only its own words. */

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
