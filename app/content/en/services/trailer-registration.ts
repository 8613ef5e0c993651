import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const plateFee = f.usd(fees.illinoisSemiTrailerPlate.oneTime);

export default {
  path: "/trailer-registration",
  title: "Register a trailer or transfer its title",
  description: `Illinois semi-trailer registration and title transfer: a ${plateFee} one-time fee, no renewal, and a 90-day temporary registration, in most cases the same day.`,
  lead: "A trailer or semi-trailer must be registered with the state before it can use public roads. If you bought a used trailer, its title must also be put in your name.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "overview",
      heading: "What is trailer registration?",
      paragraphs: [
        "You register your semi-trailer with the state so it can legally run on public roads. You give the state the trailer's details and pay the fee, and you get a plate for the trailer.",
        "Each state sets its own fees and its own renewal rules. In Illinois, a semi-trailer plate is permanent: you pay once and there is no renewal. The plate stays with its trailer: it cannot be moved to another one (Illinois Secretary of State).",
        "Keep the registration valid. An unregistered or wrongly registered trailer can get you fined.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        {
          text: "Proof that you own the trailer",
          detail: "For a used trailer, the title signed over to you. For a new trailer, the dealer's papers.",
        },
        { text: "A bill of sale", detail: "If you bought the trailer from another person or company." },
        { text: "The trailer's details", detail: "Make, model, year, weight and VIN." },
        { text: "Your photo ID" },
        { text: "Proof of insurance", detail: "If the state asks for it." },
      ],
      note: "The office confirms the exact list for your trailer and your state before it files.",
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "Semi-trailer registration fees",
      columns: ["Item", "Fee", "Renewal"],
      layout: "stacked",
      rows: [
        ["Illinois semi-trailer registration", `${plateFee} one-time fee`, "permanent, no renewal"],
        ["Semi-trailer registration in other states", "Ask the office", "Set by each state"],
        ["Title and tax on a purchase", "Separate from the registration fee", "Not applicable"],
      ],
      note: `The ${plateFee} fee is for the standard Illinois semi-trailer plate. Other plate types have their own fees.`,
    },
    {
      kind: "text",
      topic: "deadlines",
      heading: "Can the trailer run before the plate arrives?",
      paragraphs: [
        "Yes. In most cases the office can issue a 90-day temporary registration the same day. Your trailer can work while the permanent registration is processed.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Registers your semi-trailer.",
        "Transfers the trailer's title into the new owner's name.",
        "Issues a 90-day temporary registration when you need one, in most cases the same day.",
        "Gets fee figures for trailers registered outside Illinois.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need to renew my Illinois semi-trailer plate every year?",
      answer: `No. The Illinois semi-trailer registration is a ${plateFee} one-time fee. The plate is permanent, with no renewal.`,
    },
  ],
  related: ["/truck-title-transfer", "/irp-new-registration", "/irp-addition"],
} satisfies ServicePageContent;
