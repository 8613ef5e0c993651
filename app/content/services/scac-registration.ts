import type { ServicePageContent } from "../types";

export default {
  path: "/scac-registration",
  title: "Get a SCAC code for your company",
  description:
    "SCAC registration: get the four-letter Standard Carrier Alpha Code that shippers, brokers and customs use to identify your company. From our Illinois office.",
  lead:
    "A SCAC (Standard Carrier Alpha Code) is a four-letter code that identifies your company on freight papers and in shipping and customs systems. You need one if shippers, brokers or customs ask you for it.",
  reviewed: "2026-11",
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who needs a SCAC?",
      items: [
        "Motor carriers that haul across state lines or across the border",
        "Freight forwarders",
        "Freight brokers",
        "Leasing companies that work with carriers, brokers or forwarders",
        "Third-party logistics companies (3PLs)",
      ],
      note: "Many shippers and freight payment systems will not set you up without a SCAC. Loads to or from Canada and Mexico need one for the customs filings.",
    },
    {
      kind: "list",
      topic: "overview",
      heading: "Where is the code used?",
      items: [
        "Bills of lading, invoices and freight manifests",
        "Customs paperwork for cross-border loads",
        "Electronic data exchange (EDI) with shippers and brokers",
        "Freight billing and payment",
        "Tracking shipments and sorting out problems with them",
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "Approximate SCAC fees",
      columns: ["Item", "Approximate fee"],
      rows: [
        ["New four-letter code", "About $80-$100"],
        ["Annual renewal", "About $70-$100"],
      ],
      note: "The National Motor Freight Traffic Association (NMFTA) sets the price and changes it from year to year, so the current price can be higher. The office confirms it before you order.",
    },
    {
      kind: "text",
      topic: "deadlines",
      heading: "How long does a SCAC last?",
      paragraphs: [
        "A SCAC stays active for one year at a time. You renew it every year to keep it.",
        "If you do not renew, the code expires and NMFTA can give it to another company. Then you would have to change the code on all your paperwork.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "Your company's legal name and business address" },
        { text: "A contact person, phone number and email" },
        { text: "The kind of work you do", detail: "For example: carrier, broker, freight forwarder." },
        { text: "Your USDOT or MC number, if you have one" },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How to get your code",
      items: [
        "Fill in the application with your company details and the services you offer.",
        "Send the application and the fee to NMFTA.",
        "NMFTA assigns your four-letter code.",
        "Put the code on your bills of lading and give it to your shippers and brokers.",
      ],
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "What happens without a SCAC?",
      paragraphs: [
        "Without a code, shippers and brokers may not be able to pay you through their systems, so payment can be slow. Cross-border loads can be held up at the border, and customs can fine you.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Fills in the SCAC application with you",
        "Sends it to NMFTA and gets your code",
        "Renews the code each year so it stays active",
      ],
    },
  ],
  related: ["/motor-carrier-authority", "/broker-authority", "/dot-number-registration", "/ucr-registration"],
} satisfies ServicePageContent;
