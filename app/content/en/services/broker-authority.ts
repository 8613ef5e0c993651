import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const bondYearly = f.usdRange(fees.brokerAuthority.bondYearly.typicalMin, fees.brokerAuthority.bondYearly.typicalMax);

export default {
  path: "/broker-authority",
  title: "Get your freight broker authority",
  description: `Get FMCSA freight broker authority: the ${f.usd(fees.brokerAuthority.suretyBond)} surety bond or trust fund, the ${f.usd(fees.brokerAuthority.fmcsaFee)} fee and your BOC-3 process agents. Help for new brokers in Illinois.`,
  lead: "Broker authority is FMCSA's permission to arrange freight for others for pay. You need it if you match shippers with carriers, even if you own no trucks. It does not let you haul freight yourself.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who needs broker authority?",
      items: [
        "Businesses that arrange interstate freight for pay.",
        "People who match shippers with carriers without owning trucks.",
        "Logistics companies (3PLs) that arrange transport for their customers.",
      ],
      note: "To haul freight with your own trucks, you need motor carrier authority as well.",
    },
    {
      kind: "text",
      topic: "info",
      heading: "Which kind of broker authority do you need?",
      paragraphs: [
        "FMCSA has two kinds: broker of property (except household goods), and broker of household goods. Most freight brokers need the first one. There is no separate broker authority for hazardous materials.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The company's legal name, address and EIN" },
        { text: "Your LLC or corporation papers, if you have a company" },
        { text: "Names of the owners or company officers" },
        { text: "The kind of authority you want", detail: "Property, household goods, or both." },
        { text: "Your surety bond or trust fund details", detail: "If you already have a provider." },
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      paragraphs: [
        `Before your authority becomes active, you must have a ${f.usd(fees.brokerAuthority.suretyBond)} surety bond (Form BMC-84) or trust fund (Form BMC-85) on file with FMCSA.`,
      ],
      caption: "Costs of getting broker authority",
      columns: ["Item", "Cost"],
      layout: "stacked",
      rows: [
        ["FMCSA application fee", `${f.usd(fees.brokerAuthority.fmcsaFee)}, one time`],
        ["Surety bond or trust fund", `${f.usd(fees.brokerAuthority.suretyBond)} of coverage required`],
        [
          "Yearly cost of the bond or trust fund",
          `Typically ${bondYearly} a year for a surety bond; a trust fund holds the full ${f.usd(fees.brokerAuthority.suretyBond)}`,
        ],
        ["BOC-3 filing", f.usdRange(fees.boc3BrokerPage.typicalMin, fees.boc3BrokerPage.typicalMax)],
      ],
      note: `The ${bondYearly} is what a surety bond (BMC-84) typically costs each year. The price depends mostly on your credit and business history; with weak credit, it can cost more. A trust fund (BMC-85) is different: you place the full ${f.usd(fees.brokerAuthority.suretyBond)} with a trustee. Since Jan 16, 2026, FMCSA accepts only cash, irrevocable letters of credit from federally insured banks, and US Treasury bonds in a trust fund (FMCSA broker financial responsibility rule).`,
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to get broker authority",
      items: [
        "Apply to FMCSA for broker authority. Since May 2026, applications go through FMCSA's new registration system, Motus, which checks your identity and business first. You get an MC number, and a USDOT number if you do not have one. MC numbers still exist: ending them is only a proposal.",
        `Pay the ${f.usd(fees.brokerAuthority.fmcsaFee)} FMCSA fee.`,
        `Get a ${f.usd(fees.brokerAuthority.suretyBond)} surety bond or trust fund. The provider files it with FMCSA.`,
        "A process agent company files your BOC-3, naming an agent in every state.",
        "FMCSA makes your authority active once the bond or trust fund and the BOC-3 are on file. Do not arrange loads before then.",
      ],
    },
    {
      kind: "list",
      topic: "records",
      heading: "How to keep your authority active",
      items: [
        `Keep the full ${f.usd(fees.brokerAuthority.suretyBond)} bond or trust fund in force at all times. Under FMCSA rules in effect since Jan 16, 2026, authority can be suspended quickly if it falls below that amount.`,
        "Update your USDOT record every two years, and tell FMCSA about changes within 30 days.",
        "Update your BOC-3 when your process agent changes.",
        "Register for UCR every year.",
        "Before you hire a carrier, check that its authority is active and its safety record is acceptable.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Tells you which broker authority you need.",
        "Completes and files your FMCSA application.",
        "Arranges your BOC-3 filing.",
        "Sets up your UCR registration.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do brokers need liability insurance?",
      answer: `Federal rules require the ${f.usd(fees.brokerAuthority.suretyBond)} bond or trust fund, not liability insurance. Some shippers ask brokers for contingent cargo or contingent auto insurance. That is optional under federal rules.`,
    },
    {
      question: "Can I haul freight with broker authority?",
      answer:
        "No. Broker authority only lets you arrange transport. To haul loads yourself, you also need motor carrier authority.",
    },
  ],
  related: ["/motor-carrier-authority", "/boc-3", "/ucr-registration", "/dot-number-registration"],
} satisfies ServicePageContent;
