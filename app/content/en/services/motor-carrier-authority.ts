import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;

export default {
  path: "/motor-carrier-authority",
  title: "Get your motor carrier (MC) authority",
  description: `Get FMCSA motor carrier (MC) authority to haul freight for pay across state lines: who needs it, insurance, BOC-3 and the ${f.usd(fees.mcAuthority.fmcsaFee)} FMCSA fee. Help in Illinois.`,
  lead: "Motor carrier authority, often called an MC number, is FMCSA's permission to haul other people's freight for pay across state lines. If you haul only your own goods, or stay inside Illinois, you may not need it.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who needs MC authority?",
      paragraphs: ["You need MC authority if you are a for-hire carrier in interstate commerce. That includes:"],
      items: [
        "Carriers hauling freight for pay across state lines.",
        "Movers of household goods across state lines.",
        "Companies carrying passengers for pay across state lines.",
        "Brokers and freight forwarders, who need their own type of authority.",
      ],
      note: "A private carrier that hauls only its own goods needs a USDOT number, but not MC authority. Hauling hazardous materials does not by itself require MC authority. Carriers that stay inside Illinois follow state rules instead.",
    },
    {
      kind: "table",
      topic: "info",
      heading: "Which type of authority do you need?",
      caption: "FMCSA operating authority types",
      columns: ["Type", "What it covers"],
      layout: "stacked",
      rows: [
        ["Motor carrier of property (except household goods)", "General freight hauled for pay"],
        ["Household goods", "Moving people's furniture and belongings"],
        ["Passengers", "Buses and vans carrying people for pay"],
        ["Broker", "Arranging freight for others, not hauling it"],
        ["Freight forwarder", "Taking responsibility for a shipment and arranging its transport"],
      ],
      note: "FMCSA charges its fee for each type you apply for.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The company's legal name, address and EIN" },
        { text: "Your LLC or corporation papers, if you have a company" },
        { text: "Your USDOT number, if you already have one" },
        { text: "The number and type of trucks and trailers, with their weights" },
        { text: "The number of drivers" },
        { text: "The kinds of cargo you will haul", detail: "Say if any of it is hazardous material." },
        {
          text: "Your insurance agent's contact details",
          detail: "Your insurance company files proof of coverage with FMCSA.",
        },
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "Costs of getting MC authority",
      columns: ["Item", "Cost"],
      layout: "stacked",
      rows: [
        ["FMCSA application fee", `${f.usd(fees.mcAuthority.fmcsaFee)} for each authority type`],
        ["USDOT number", "No fee"],
        ["BOC-3 filing", "Charged separately by the process agent company"],
        ["Liability insurance", "Depends on your trucks, cargo and record"],
      ],
      note: `For general freight in trucks over ${f.lb(thresholds.usdot.overLb)}, the federal minimum liability coverage is ${f.usd(fees.liabilityMinimum.generalFreight)}. Higher minimums apply to oil and some hazardous materials.`,
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to get MC authority",
      items: [
        "Apply to FMCSA with your company details. Since May 2026, applications go through FMCSA's new registration system, Motus, which first checks your identity and your business. A new applicant gets a USDOT number in the same application.",
        `Pay the ${f.usd(fees.mcAuthority.fmcsaFee)} FMCSA fee.`,
        "Your insurance company files proof of liability insurance with FMCSA.",
        "A process agent company files your BOC-3, naming an agent in every state.",
        "FMCSA publishes your application and waits out a 10-day period for objections (protests).",
        "FMCSA makes your authority active once the insurance and BOC-3 are on file. Do not haul for pay before then.",
      ],
    },
    {
      kind: "list",
      topic: "records",
      heading: "How to keep your authority active",
      items: [
        "Keep your insurance in force. If it lapses, FMCSA can revoke your authority.",
        "Update your USDOT record every two years (the biennial update), and report changes within 30 days.",
        "Update your BOC-3 when your process agent changes.",
        "Register for UCR every year.",
        "Keep your drivers and trucks safety-compliant and be ready for the new entrant safety audit.",
        "Register with the Drug and Alcohol Clearinghouse. Run a full query before a new driver starts, and a query on each driver at least once a year.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Tells you which authority type you need.",
        "Completes and files your FMCSA application.",
        "Arranges your BOC-3 filing.",
        "Sets up UCR, IFTA and IRP so you can start hauling.",
      ],
    },
  ],
  faqs: [
    {
      question: "Is my MC number the same as my USDOT number?",
      answer:
        "No. The USDOT number identifies your company and its safety record. MC authority is the permission to haul for pay across state lines. Most for-hire interstate carriers need both. MC numbers still exist: FMCSA has proposed replacing them with the USDOT number, but that is only a proposal, and existing MC numbers stay.",
    },
    {
      question: "Do I need cargo insurance?",
      answer:
        "Federal rules require cargo insurance only for household goods movers. For general freight, FMCSA requires liability insurance. Many brokers and shippers still ask you to carry cargo insurance.",
    },
  ],
  related: ["/dot-number-registration", "/boc-3", "/ucr-registration", "/broker-authority"],
} satisfies ServicePageContent;
