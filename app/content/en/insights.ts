export const insights = {
  title: "Trucking Insights",
  description:
    "Practical habits that keep a trucking business compliant, lower its fuel tax bill, save time on renewals and help it grow: tips from an Illinois office.",
  lead: "Four habits we see in the carriers who pass audits, pay only the tax they owe and spend their time driving instead of filling in forms.",
  cards: [
    {
      title: "Compliance is Key",
      text: "Many fines come from paperwork that lapsed, not from bad driving. Stay ahead of DOT rules with complete records and filings made on time.",
      tips: [
        "Keep every permit and registration current, and diary the renewal dates.",
        "Keep accurate driver logs for every trip.",
        "Inspect your trucks on a regular schedule and keep the reports.",
      ],
    },
    {
      title: "Tax Optimization",
      text: "Correct IFTA and state quarterly returns mean you pay the tax you owe and no more, and you get credit for fuel you already paid tax on.",
      tips: [
        "Keep the receipt for every fuel purchase.",
        "Record miles by state or province on every trip.",
        "File every quarterly return by its due date.",
      ],
    },
    {
      title: "Time Management",
      text: "A truck waiting on a permit or a renewal earns nothing. Quick, complete paperwork keeps it moving.",
      tips: [
        "Start renewals weeks before they expire, not days.",
        "Hand routine filings to people who do them every day.",
        "Avoid the last-minute rush by keeping documents in one folder.",
      ],
    },
    {
      title: "Business Growth",
      text: "The right company structure and the right operating authorities let you take on contracts that would otherwise be closed to you.",
      tips: [
        "Choose the type of company that fits your plans and your risk.",
        "Get the authorities your operation needs before you bid for the work.",
        "Build a business credit profile separate from your personal credit.",
      ],
    },
  ],
  closing: {
    heading: "Need Expert Guidance?",
    text: "Tell us about your operation and we will look at which registrations, filings and deadlines apply to you.",
    action: "Schedule Your Free Consultation",
  },
} as const;
