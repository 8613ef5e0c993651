/** Copy that several pages share: the closing calls to action, the drop-off block, the 404 page. */
export const shared = {
  serviceCta: {
    expertGuidance: {
      heading: "Need Expert Guidance?",
      text: "Tell us about your trucks and your deadline. We check what you need, prepare the filing and tell you when it is done.",
      action: "Start Filing",
    },
    standard: {
      heading: "Ready to get started?",
      text: "Send us a message with your questions or the documents you have. We reply with what we need and what it costs.",
      action: "Contact the office",
    },
  },
  dropOff: {
    heading: "How to get your documents to us",
    bring: "Bring them to the office:",
    fax: "Fax them to",
    email: "Email them to",
    contactBefore: "Or send a message through the",
    contactLink: "contact page",
    contactAfter: "and we will tell you what we need.",
    hoursHeading: "Document drop-off hours",
  },
  reviewed: {
    label: "Facts checked against public sources:",
    openQuestions: "A few points are still being confirmed; ask the office before you rely on a figure.",
  },
  header: {
    menu: "Menu",
    allServices: "All services with a short description",
  },
  notFound: {
    title: "Page not found",
    description: "The page you asked for does not exist. Find the office's services, or contact the office directly.",
    eyebrow: "Error 404",
    text: "We could not find that page. The address may be mistyped, or the page may have moved.",
    home: "Go to the home page",
    services: "See all services",
    contact: "Contact the office",
  },
  servicesPage: {
    title: "All services",
    description:
      "Every service of the office in one list: IRP, IFTA and state fuel filings, company formation and authorities, Form 2290, UCR, payroll, training and notary.",
    lead: "Choose a service to see who needs it, what to bring, what it costs and when it is due.",
    cta: {
      heading: "Not sure which one you need?",
      text: "Tell us what you haul, where you drive and how many trucks you run. We tell you which registrations and filings apply.",
      action: "Ask the office",
    },
  },
  printChecklist: "Print this checklist",
  relatedHeading: "Related services",
} as const;
