import type { ServicePageContent } from "~/content/types";

export default {
  path: "/irp-transfer",
  title: "Transfer your IRP plate to a replacement truck",
  description:
    "IRP transfer in Illinois: move the apportioned plate from a truck you sold or retired to the truck that replaces it. Documents to bring and steps.",
  lead: "Replacing a truck on your IRP account? A transfer moves the plate and the registration from the old truck to the new one, so you do not start over.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who needs an IRP transfer?",
      paragraphs: [
        "You need a transfer when you sell, retire or lose a truck on your IRP account and another truck takes its place.",
        "If you are adding a truck and keeping the old one, that is an addition, not a transfer.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring for a transfer",
      items: [
        {
          text: "The old truck's plate and cab card",
          detail: "If you no longer have them, bring proof that you sold or disposed of the old truck.",
        },
        {
          text: "Proof of ownership of the new truck",
          detail: "The title, Illinois dealer form ST-556, or a bill of sale from the dealer.",
        },
        {
          text: "Form 2290 (heavy highway use tax) proof for the new truck",
          detail: "Needed if you bought the truck more than 60 days ago.",
        },
        {
          text: "The weight of the new truck",
          detail: "The office needs it to check whether your registered weight changes.",
        },
        {
          text: "A unit number for the new truck",
          detail: "Any number you choose to identify the truck in your fleet.",
        },
        { text: "The USDOT number and TIN of the carrier responsible for safety" },
      ],
      note: "Requirements can change. The office confirms the exact list before it files.",
    },
    {
      kind: "text",
      topic: "fees",
      heading: "What does a transfer cost?",
      paragraphs: [
        "The fees you already paid for the old truck usually carry over to the new one. If the new truck is registered at a higher weight, you may owe the difference. Ask the office for a figure for your truck.",
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How a transfer works",
      items: [
        "Bring or send the documents listed above.",
        "The office updates the truck details on your account and prepares the transfer paperwork.",
        "If the new truck must run right away, you can ask for a 45-day temporary registration.",
        "You pay any fee difference and the office files the transfer.",
        "You get the plate and cab card for the new truck. If the plates take time, a 45-day temporary registration lets the truck keep running.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Moves your IRP registration from the old truck to the new one.",
        "Updates your vehicle details with the state.",
        "Completes and files the transfer paperwork.",
        "Arranges a 45-day temporary registration when you need one.",
      ],
    },
  ],
  related: ["/filing-deadlines", "/irp-temp-registration", "/irp-addition", "/irp-renewal"],
} satisfies ServicePageContent;
