import { dates, type YearDay } from "~/data/dates";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/ifta-registration",
  title: "Get or renew your IFTA license and decals",
  description:
    "IFTA license and decals for Illinois carriers: who needs them, what to bring, when to renew, and how long to keep your fuel and mileage records.",
  lead: "IFTA lets you report fuel tax for all your interstate miles on one return to your base state, instead of filing in every state you drive through. If your truck crosses state or provincial lines, read on to see if you need a license.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "overview",
      heading: "What is IFTA?",
      paragraphs: [
        "IFTA is the International Fuel Tax Agreement. Its members are 48 US states and 10 Canadian provinces. Alaska, Hawaii and the territories of Canada are not members.",
        "You get one license from your base jurisdiction. For a carrier based here, that is Illinois. Each quarter you report the miles you drove and the fuel you bought in every member state and province. Illinois then shares out the tax to the other members.",
      ],
    },
    {
      kind: "table",
      topic: "who",
      heading: "Who needs an IFTA license?",
      paragraphs: [
        "You need a license if your truck drives in two or more jurisdictions and meets one of the tests below.",
      ],
      caption: "Trucks that qualify for IFTA",
      columns: ["Your truck", "IFTA needed?"],
      layout: "stacked",
      rows: [
        [`Two axles, gross or registered weight over ${f.lb(thresholds.irpIfta.overLb)}`, "Yes"],
        ["Three or more axles, at any weight", "Yes"],
        [`Truck and trailer together over ${f.lb(thresholds.irpIfta.overLb)}`, "Yes"],
        ["Any of the above, but you stay in one state", "No"],
      ],
      note: `The rule in short: IFTA covers trucks over ${f.lb(thresholds.irpIfta.overLb)} or with three or more axles, operating in two or more jurisdictions. If your truck only leaves Illinois now and then, a trip permit from each state you enter can take the place of a license. Ask the office which costs less for your trips.`,
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring to apply",
      paragraphs: ["Bring these for a new Illinois IFTA license."],
      items: [
        {
          text: "Your USDOT number",
          detail:
            "Illinois asks for it before it issues an IFTA license. No number yet? The office can get one for you.",
        },
        {
          text: "Your business name, EIN or SSN, and business type",
          detail: "The same details as on your company papers.",
        },
        {
          text: "Your Illinois business address",
          detail:
            "A real place of business where you keep your records. A post office box or mail drop does not count.",
        },
        { text: "A photo ID of the owner or company officer" },
        {
          text: "A list of the trucks that need decals",
          detail: "For each truck: unit number, VIN, plate number and fuel type.",
        },
        { text: "Your IRP cab card, if the truck already has apportioned plates" },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How you get your license",
      items: [
        "The office confirms that Illinois is your base jurisdiction and which trucks qualify.",
        "The office files your application (Form MFUT-12) online with the Illinois Department of Revenue.",
        "Illinois charges no fee for the license itself. You pay $3.75 for each set of decals (Illinois Department of Revenue). Other base jurisdictions set their own fees.",
        "You receive one license and two decals for each qualified truck.",
        "Put one decal on each side of the cab. Keep a copy of the license in every truck.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When to renew",
      caption: "Yearly IFTA renewal dates",
      columns: ["What", "When"],
      layout: "stacked",
      rows: [
        ["Best time to renew (the office's advice)", "Late October to early November"],
        ["Illinois renewal window", `${day(dates.iftaRenewal.opens)} to ${day(dates.iftaRenewal.due)}`],
        ["Renewal deadline", `${day(dates.iftaRenewal.due)}. After that Illinois suspends the license.`],
        ["New decals valid", `From ${day(dates.iftaRenewal.decalsValidFrom)} to ${day(dates.calendarYear.end)}`],
        ["Last day to put new decals on, if you renewed on time", "End of February"],
      ],
      note: `Your license and decals are for one calendar year. Renew from late October to early November and your new decals arrive in time to display from ${day(dates.iftaRenewal.decalsValidFrom)}. That is the office's advice, not the legal deadline: Illinois accepts renewals until ${day(dates.iftaRenewal.due)}, and if you renewed on time you may put the new decals on until the end of February. If you do not renew by ${day(dates.iftaRenewal.due)}, Illinois suspends your license and you get no grace period (Illinois Department of Revenue).`,
    },
    {
      kind: "text",
      topic: "records",
      heading: "How long to keep your records",
      paragraphs: [
        "Keep your trip sheets, mileage logs and fuel receipts for 5 years 9 months. That is the office's advice. The IFTA agreement requires at least 4 years from the return due date or the filing date, whichever is later. Keeping records 5 years 9 months covers that 4-year audit window with room to spare.",
        "A license means a quarterly return every quarter, even when you drove no miles. Late or wrong returns bring penalties and can cost you your license.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks which of your trucks need IFTA and which state is your base.",
        "Fills in and files the license application and orders your decals.",
        "Files your yearly renewal before the deadline.",
        "Files your quarterly returns, if you want.",
      ],
    },
  ],
  faqs: [
    {
      question: "How many decals do I need?",
      answer:
        "You need two decals per vehicle: one on each side of the cab. Decals belong to your license and cannot move to another carrier.",
    },
  ],
  related: ["/filing-deadlines", "/ifta-quarterly", "/dot-number-registration", "/irp-new-registration"],
} satisfies ServicePageContent;
