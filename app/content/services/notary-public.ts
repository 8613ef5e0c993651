import type { ServicePageContent } from "../types";

export default {
  path: "/notary-public",
  title: "Get a document notarized",
  description:
    "Notary public at our Illinois office: notarization in English, Bulgarian or Russian. Bring the original document and a valid ID. Appointment recommended.",
  lead:
    "The office notarizes documents in English, Bulgarian or Russian. Bring the original document and a valid ID.",
  reviewed: "2026-11",
  sections: [
    {
      kind: "list",
      topic: "overview",
      heading: "What you need to know first",
      items: [
        "Languages: English, Bulgarian or Russian",
        "Bring the original document and a valid ID",
        "Appointment recommended",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The original document you need notarized", detail: "A copy is not enough." },
        { text: "A valid ID with your photo", detail: "For example, a driver's license, state ID or passport that has not expired." },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to get it done",
      items: [
        "Make an appointment. An appointment is recommended, so the notary is free when you arrive.",
        "Come in person. Every person who signs the document must be there.",
        "Wait to sign until the notary asks you to. Many documents must be signed in front of the notary.",
        "The notary checks your ID, watches you sign and stamps the document.",
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "What a notary can and cannot do",
      items: [
        "A notary confirms who you are and that you signed the document.",
        "A notary does not check whether the document is correct or what it means for you.",
        "A notary cannot give legal advice.",
        "A notary cannot notarize a document in which the notary has a personal interest.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need an appointment?",
      answer: "An appointment is recommended. It makes sure the notary is free when you come in.",
    },
  ],
  related: ["/truck-title-transfer", "/trailer-registration", "/llc-formation"],
} satisfies ServicePageContent;
