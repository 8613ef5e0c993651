import type { ServicePageContent } from "~/content/types";

export default {
  path: "/irp-temp-registration",
  title: "Get a 45-day temporary IRP registration",
  description:
    "45-day temporary IRP registration in Illinois: keep a truck running while an addition, transfer or replacement plate or cab card is processed.",
  lead: "A 45-day temporary registration lets your truck drive while the state processes its permanent plate and cab card (the registration card kept in the truck). It is only for trucks on an IRP account you already have.",
  reviewed: "2026-11",
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who can get a 45-day temporary registration?",
      paragraphs: [
        "The 45-day temporary registration is only for additions, transfers, replacement cab cards or plates on existing IRP accounts. You can use it when:",
      ],
      items: [
        "You add a truck to your account (an addition).",
        "You move a plate from an old truck to its replacement (a transfer).",
        "You need a replacement cab card.",
        "You need a replacement plate.",
      ],
    },
    {
      kind: "text",
      topic: "warning",
      heading: "Who cannot get one?",
      paragraphs: [
        "A brand-new IRP account cannot get a 45-day temporary registration. If you are registering for IRP for the first time, you need a new IRP registration before the truck can run on apportioned plates.",
      ],
    },
    {
      kind: "text",
      topic: "documents",
      heading: "What to bring",
      paragraphs: [
        "Bring the documents for the change you are making. For a new truck, use the addition checklist. For a replacement truck, use the transfer checklist. For a lost or damaged cab card or plate, bring your account details and tell the office what happened.",
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How it works",
      items: [
        "Bring or send the documents for your addition, transfer or replacement.",
        "The office files the change on your IRP account.",
        "You get the 45-day temporary registration.",
        "Keep it in the truck's cab while you drive.",
        "When the permanent plate and cab card arrive, put them on the truck and keep the cab card in the cab.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks that your change qualifies for a temporary registration.",
        "Files the addition, transfer or replacement request.",
        "Arranges the 45-day temporary registration so your truck keeps working.",
      ],
    },
  ],
  faqs: [
    {
      question: "How long does the temporary registration last?",
      answer: "45 days. Your truck can run on it while the permanent plate and cab card are processed.",
    },
  ],
  related: ["/filing-deadlines", "/irp-addition", "/irp-transfer", "/irp-new-registration"],
} satisfies ServicePageContent;
