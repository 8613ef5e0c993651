export const filingDeadlines = {
  title: "Filing deadlines",
  description:
    "IFTA quarterly returns, IFTA renewal, Form 2290, IRP, the USDOT update and UCR: every recurring trucking deadline, with dates moved off weekends and holidays.",
  lead: "The recurring deadlines for IFTA, Form 2290, IRP, the USDOT number and UCR in one place. A due date that falls on a weekend or a federal holiday moves to the next business day.",
  rulesHeading: "The rules",
  datesHeading: "This year's and next year's dates",
  datesLead: "Dates are worked out in your browser from today's date in Chicago time, so they never go out of date.",
  cta: {
    heading: "Want us to keep track for you?",
    text: "We file IFTA, Form 2290, IRP, UCR and USDOT updates on time for our clients. Tell us what you run.",
    action: "Contact the office",
  },
} as const;
