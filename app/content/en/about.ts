import { firm } from "~/data/firm";
import { shared } from "./shared";

export const about = {
  title: "About us",
  description:
    "An Illinois office opened in 2023 by founders who have worked in trucking since 2017. We handle registrations, permits, filings and books for truckers.",
  lead: `An office in ${shared.firm.state} that does the licensing, registration and tax paperwork of trucking businesses, run by people who learned it inside a trucking company.`,
  story: {
    heading: "Our story",
    paragraphs: [
      `Our founders started in trucking in ${firm.truckingSinceYear}. Working for a trucking company, they booked loads, dispatched drivers, handled customer service, paid and collected invoices, filed fuel tax reports, kept the registrations and permits current and kept the books.`,
      `Many truck drivers came to them for help with the same paperwork. In ${firm.foundedYear} they opened this office to do that work full time, so that clients can bring every registration and filing to one place.`,
    ],
  },
  figuresHeading: "The office in figures",
  audience: {
    heading: "Who we work with",
    lead: "Our clients are",
  },
  servicesHeading: "What we do",
  servicesLead: "Our services fall into six groups. Each service has its own page with documents, fees and deadlines.",
  contactHeading: "How to reach us",
  contactLead: "Call, fax, email or visit the office, or send us a message through the contact page.",
  cta: {
    heading: "Talk to us about your trucks",
    text: "Tell us what you need filed or registered. We answer with the documents to bring and the cost.",
    action: "Contact the office",
  },
} as const;
