import type { ServicePageContent } from "~/content/types";

export default {
  path: "/irp-addition",
  title: "Add a truck to your IRP account",
  description:
    "IRP addition in Illinois: add a new truck to your existing IRP account and get its apportioned plate and cab card. See the documents to bring.",
  lead: "Bought or leased another truck? If you already have an IRP account, you add the new truck to it. You do not open a second account.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who needs an IRP addition?",
      paragraphs: [
        "You need an addition when your fleet grows and the new truck will drive in more than one state or province.",
        "You must already have an IRP account. If you do not have one yet, you need a new IRP registration first.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring to add a truck",
      items: [
        {
          text: "Your current IRP cab card",
          detail: "A copy of the cab card for any truck already on your account.",
        },
        {
          text: "Proof of ownership of the new truck",
          detail: "The title, Illinois dealer form ST-556, or a bill of sale from the dealer.",
        },
        {
          text: "Form 2290 (heavy highway use tax) proof",
          detail: "Needed if you bought the truck more than 60 days ago.",
        },
        {
          text: "A unit number for the new truck",
          detail: "Any number you choose to identify the truck in your fleet.",
        },
        { text: "The USDOT number and TIN of the carrier responsible for safety" },
      ],
    },
    {
      kind: "text",
      topic: "fees",
      heading: "What does an addition cost?",
      paragraphs: [
        "The fee for an added truck is usually prorated: you pay only for the months left in the registration year. The amount also depends on the truck's weight and the states and provinces on your account. Ask the office for a figure for your truck.",
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How an addition works",
      items: [
        "Bring or send the documents listed above.",
        "The office fills in the addition forms and checks the rules of each jurisdiction on your account.",
        "If the truck must run right away, you can ask for a 45-day temporary registration.",
        "You pay the fee and the office files the addition.",
        "You get the new truck's plate and cab card. Keep the cab card in the truck.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks your documents before anything is filed.",
        "Completes and files the addition paperwork.",
        "Checks the requirements of each jurisdiction on your account.",
        "Arranges a 45-day temporary registration when you need one.",
      ],
    },
  ],
  faqs: [
    {
      question: "Can the new truck drive before the plate arrives?",
      answer:
        "Yes, with a 45-day temporary registration. It is available for additions to an account you already have.",
    },
  ],
  related: ["/filing-deadlines", "/irp-temp-registration", "/irp-new-registration", "/irp-transfer"],
} satisfies ServicePageContent;
