import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { EARLY_FILING_MONTHS, monthsByLastDigit } from "~/lib/tools/mcs150";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;

export default {
  path: "/dot-number-registration",
  title: "Get and keep your USDOT number",
  description:
    "Get your USDOT number with no fee, file the biennial update and report changes within 30 days. Help for Illinois truckers and small fleets.",
  lead: "A USDOT number is the ID that FMCSA gives your company to track its safety record. You need one if you run commercial vehicles in interstate commerce. There is no fee for the number.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "table",
      topic: "who",
      heading: "Who needs a USDOT number?",
      paragraphs: [
        "You need a USDOT number if you run in interstate commerce and any one of these is true. Interstate commerce means crossing state lines, or carrying a load that is on its way to or from another state.",
      ],
      caption: "When a vehicle needs a USDOT number",
      columns: ["Your vehicle", "You need a USDOT number if"],
      layout: "stacked",
      rows: [
        ["Truck or truck and trailer", `It weighs or is rated over ${f.lb(thresholds.usdot.overLb)}`],
        [
          "Vehicle carrying passengers for pay",
          "It is built or used to carry 9+ passengers (9 or more passengers, including the driver)",
        ],
        [
          "Vehicle carrying passengers, not for pay",
          "It is built or used to carry 16 or more passengers, including the driver",
        ],
        ["Any vehicle hauling hazardous materials", "The load needs placards"],
      ],
      note: "For weight, use the highest of the vehicle's weight rating, combination weight rating or actual weight. Some states also require a USDOT number for carriers that never leave the state.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "The company's legal name, address and phone number" },
        { text: "Your EIN", detail: "A sole proprietor may use a Social Security number." },
        { text: "Your LLC or corporation papers, if you have a company" },
        { text: "Names of the owners or company officers" },
        { text: "The number of trucks, tractors and trailers you own or lease" },
        { text: "The number of drivers" },
        { text: "The kinds of cargo you haul", detail: "Say if any of it is hazardous material." },
        { text: "Miles your vehicles drove last year", detail: "Only if you already operate." },
      ],
    },
    {
      kind: "table",
      topic: "fees",
      heading: "What it costs",
      caption: "FMCSA fees for the USDOT number",
      columns: ["Item", "FMCSA fee"],
      rows: [
        ["New USDOT number", "No fee"],
        ["Biennial update", "No fee"],
        ["Reporting a change", "No fee"],
      ],
      note: "If you also haul freight for pay across state lines, you need MC authority, which has its own FMCSA fee.",
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When to update your USDOT number",
      caption: "Deadlines for keeping your USDOT record current",
      columns: ["Update", "When it is due"],
      layout: "stacked",
      rows: [
        ["Biennial update (Form MCS-150)", "Every 2 years, by the last day of your month, even if nothing changed"],
        ["Change of name, address, fleet size, type of operation or cargo", "Report the change within 30 days"],
      ],
    },
    {
      kind: "tool",
      tool: "mcs150-update",
      topic: "deadlines",
      heading: "When is your MCS-150 update due?",
      paragraphs: [
        "The last two digits of your USDOT number set the month and the years. The last digit gives the month: 1 is January, 2 is February, and so on to 9 for September, and 0 is October. The next-to-last digit gives the years: if it is odd, you file in odd-numbered years; if it is even (0 counts as even), in even-numbered years.",
        `The update is due every two years, by the last day of your month. An update filed in the ${EARLY_FILING_MONTHS} months before that day counts for it.`,
      ],
      table: {
        caption: "Month of the biennial update by the last digit of the USDOT number",
        columns: ["Last digit", "Month"],
        rows: monthsByLastDigit().map(({ digit, month }) => [String(digit), f.monthName(month)]),
      },
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "What happens if you do not update?",
      paragraphs: ["FMCSA can deactivate a USDOT number that misses its biennial update. You can also face fines."],
    },
    {
      kind: "text",
      topic: "info",
      heading: "What comes after you get the number?",
      paragraphs: [
        "A new carrier enters FMCSA's New Entrant program for 18 months. During it, FMCSA runs a safety audit, usually in the first 12 months.",
        "You must also show your company's legal name and USDOT number on both sides of each truck or tractor.",
        "A USDOT number is not the same as MC authority. The USDOT number tracks safety for every company that needs one. MC authority is the permission to haul for pay across state lines, and the insurance filing belongs to it.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks whether your trucks need a USDOT number.",
        "Applies for your USDOT number with FMCSA through Motus, FMCSA's registration system since May 2026.",
        "Files your biennial update and reports changes within 30 days.",
        "Helps you get ready for the new entrant safety audit.",
      ],
    },
  ],
  faqs: [
    {
      question: "My trucks never leave Illinois. Do I need a USDOT number?",
      answer:
        "The federal rule covers interstate commerce. Some states also require a USDOT number for trips inside the state. Ask the office to check your case.",
    },
  ],
  related: ["/motor-carrier-authority", "/illinois-intrastate-authority", "/audits", "/ucr-registration"],
} satisfies ServicePageContent;
