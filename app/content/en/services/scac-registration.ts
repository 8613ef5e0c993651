import type { ServicePageContent } from "~/content/types";
import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";

const f = formats.en;
const { scac } = fees;

export default {
  path: "/scac-registration",
  title: "Get a SCAC code for your company",
  description:
    "SCAC registration: get the Standard Carrier Alpha Code that shippers, brokers and customs use to identify your company. From our Illinois office.",
  lead: "A SCAC (Standard Carrier Alpha Code) is a code of two to four letters (new codes have four) that identifies your company on freight papers and in shipping and customs systems. You need one if shippers, brokers or customs ask you for it.",
  reviewed: "2026-11",
  openQuestions: true,
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
      note: "Many shippers and freight payment systems will not set you up without a SCAC. Carriers that bring loads into the United States need one for US Customs (CBP) filings. Canada's border agency uses its own carrier code.",
    },
    {
      kind: "list",
      topic: "overview",
      heading: "Where is the code used?",
      items: [
        "Bills of lading, invoices and freight manifests",
        "US Customs (CBP) paperwork for loads entering the United States",
        "Electronic data exchange (EDI) with shippers and brokers",
        "Freight billing and payment",
        "Tracking shipments and sorting out problems with them",
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      paragraphs: [
        `SCAC fees are often quoted as about ${f.usdRange(scac.oftenQuoted.newCode.min, scac.oftenQuoted.newCode.max)} for a new code and ${f.usdRange(scac.oftenQuoted.renewal.min, scac.oftenQuoted.renewal.max)} for the annual renewal. Those figures are out of date. The National Motor Freight Traffic Association (NMFTA) sets the price, and its ${scac.year} prices are higher. Budget by the table below.`,
      ],
      caption: `NMFTA's ${scac.year} SCAC prices`,
      columns: ["Item", "Online", "By phone or mail"],
      layout: "stacked",
      rows: [
        ["New code", f.usd(scac.newCode.online), f.usd(scac.newCode.byPhoneOrMail)],
        ["Annual renewal", f.usd(scac.renewal.online), f.usd(scac.renewal.byPhoneOrMail)],
        ["New container code (ends in U)", f.usd(scac.containerCode), f.usd(scac.containerCode)],
      ],
      note: `Source: NMFTA's terms of sale, ${scac.year} SCAC prices. A carrier that is not a class 8 carrier may also pay a ${f.usd(scac.idVerification)} ID-verification fee. NMFTA can change its prices each year, so the office confirms the price before you order.`,
    },
    {
      kind: "text",
      topic: "deadlines",
      heading: "How long does a SCAC last?",
      paragraphs: [
        "A SCAC stays active for one year at a time. You renew it every year to keep it.",
        "If you do not renew, the code expires. For 3 years only you, as its last owner, can reinstate it, for a fee. After 3 years NMFTA can give it to another company, and you would have to change the code on all your paperwork.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        {
          text: "Your company's legal name and physical business address",
          detail: "NMFTA does not accept a P.O. box.",
        },
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
        "NMFTA assigns your code.",
        "Put the code on your bills of lading and give it to your shippers and brokers. If you cross the border, send NMFTA's confirmation to US Customs (CBP).",
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
