import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;

export default {
  path: "/boc-3",
  title: "File your BOC-3 process agent designation",
  description:
    "BOC-3 filing for carriers, brokers and forwarders: name a process agent in every state so FMCSA can activate your authority. Filed by our Illinois office.",
  lead: "The BOC-3 names a process agent in every state: a person or company that accepts court papers for your business. You need it if you apply for FMCSA operating authority.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who needs a BOC-3?",
      paragraphs: ["You need a BOC-3 on file with FMCSA if you are one of these:"],
      items: [
        "A motor carrier that hauls goods or passengers for hire across state lines",
        "A freight broker",
        "A freight forwarder",
      ],
      note: "FMCSA will not make your operating authority active until your BOC-3 is on file.",
    },
    {
      kind: "text",
      topic: "overview",
      heading: "What does a process agent do?",
      paragraphs: [
        "If someone sues your company in another state, the court papers go to your process agent in that state. The agent then sends them on to you, so you hear about the case in time.",
        "A process agent must have a physical address in the state and be reachable during business hours.",
        "Most carriers use a blanket process agent company. One company covers all states and files the BOC-3 with FMCSA electronically for you.",
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "BOC-3 filing cost",
      columns: ["Item", "Cost"],
      rows: [
        ["BOC-3 filing fee", `Typically ${f.usdRange(fees.boc3.typicalMin, fees.boc3.typicalMax)}`],
        ["FMCSA fee for the BOC-3 itself", "No fee"],
      ],
      note: "The cost is the process agent company's fee, so it varies by company.",
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When to file and update it",
      caption: "When a BOC-3 filing is needed",
      columns: ["When", "What to do"],
      layout: "stacked",
      rows: [
        ["You apply for operating authority", "File the BOC-3 before FMCSA can activate your authority"],
        ["Your process agent changes", "File a new BOC-3"],
        ["Your company name or address changes", "Update the BOC-3"],
      ],
      note: "There is no yearly renewal. You update the BOC-3 only when your agent or your details change.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "Your USDOT number" },
        { text: "Your MC number or application docket number" },
        { text: "Your company's legal name and business address" },
        { text: "The states where you operate" },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How the filing works",
      items: [
        "Choose a process agent service that covers every state in or through which you operate, including states you only drive through. A motor carrier's BOC-3 must be filed by its process agent; a broker or forwarder with no trucks may file its own.",
        "List your states and assign an agent for each one.",
        "The agent files the BOC-3 with FMCSA.",
        "Pay the filing fee, and keep the confirmation with your authority papers.",
      ],
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "What happens without a BOC-3?",
      paragraphs: [
        "Without a BOC-3, FMCSA does not grant your authority. If your BOC-3 stops being valid later, FMCSA can suspend or revoke your authority.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Arranges a process agent in every state in or through which you operate",
        "Makes sure the BOC-3 is on file before your authority is reviewed",
        "Files a new BOC-3 when your agent, name or address changes",
      ],
    },
  ],
  expertGuidanceBanner: true,
  related: ["/motor-carrier-authority", "/broker-authority", "/dot-number-registration", "/ucr-registration"],
} satisfies ServicePageContent;
