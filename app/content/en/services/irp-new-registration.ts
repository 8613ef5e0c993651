import { dates, type YearDay } from "~/data/dates";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/irp-new-registration",
  title: "Open a new IRP account and get apportioned plates",
  description:
    "New IRP registration in Illinois: who needs apportioned plates, the documents to bring, registration dates, penalties and how the office sets up your account.",
  lead: "IRP registration gives your truck one plate and one cab card for driving in more than one US state or Canadian province. Read this if you are registering a truck for IRP for the first time.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "overview",
      heading: "What is IRP?",
      paragraphs: [
        "IRP stands for the International Registration Plan. It is an agreement between the 48 contiguous US states, the District of Columbia and the 10 Canadian provinces. Alaska, Hawaii and the US territories are not members.",
        "You register once, in your home state (your base jurisdiction). You get an apportioned plate and a cab card that are valid in every member state and province you list.",
        "Your fee is split between the states and provinces by the miles you drive in each one.",
      ],
    },
    {
      kind: "list",
      topic: "who",
      heading: "Who needs IRP?",
      paragraphs: ["You need IRP if your truck drives in two or more member jurisdictions and it is any one of these:"],
      items: [
        `A power unit with 2 axles and a gross or registered weight over ${f.lb(thresholds.irpIfta.overLb)} (11,797 kg)`,
        `A power unit with ${thresholds.irpIfta.minAxles} or more axles, at any weight`,
        `A truck and trailer combination that weighs over ${f.lb(thresholds.irpIfta.overLb)}`,
      ],
      note: "In Illinois, IRP accounts are handled by the Secretary of State.",
    },
    {
      kind: "list",
      topic: "benefits",
      heading: "Why does IRP matter?",
      items: [
        "You carry one plate and one cab card instead of a separate registration for each state.",
        "You cross state and border lines with less paperwork, which saves time and money.",
        "Each state gets a fair share of the fee, based on the miles you drive there.",
        "A correct registration helps you pass inspections and audits.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring for a new IRP account",
      paragraphs: ["Bring copies. Ask the office if you are not sure which ones apply to you."],
      items: [
        {
          text: "Your CDL",
          detail: "If you do not have a valid CDL, bring your driver's CDL and your own regular driver's license.",
        },
        { text: "Articles of Incorporation", detail: "Only if you register the truck in a company name." },
        {
          text: "Tax ID number",
          detail: "Your SSN if you register as a person. Your EIN if you register as a corporation or LLC.",
        },
        {
          text: "Proof of ownership",
          detail: "The title, Illinois dealer form ST-556, or a bill of sale from the dealer.",
        },
        {
          text: "Form 2290 (heavy highway use tax) proof",
          detail: "Needed if you bought the truck more than 60 days ago.",
        },
        {
          text: "Proof of address: 4 documents not older than 60 days",
          detail: "Each one must show your name and your current address. One of the four must be a phone bill.",
        },
        {
          text: "Details of the carrier you will drive for or lease to",
          detail:
            "Name, address and phone number, plus the USDOT number and TIN of the carrier responsible for safety.",
        },
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When does IRP registration run?",
      paragraphs: [
        "Each base jurisdiction sets its own registration year. You renew every year, before your registration ends.",
      ],
      caption: "IRP registration year by base jurisdiction",
      columns: ["Base jurisdiction", "Registration year"],
      layout: "stacked",
      rows: [
        [
          "Illinois",
          `${day(dates.irpIllinois.yearStart)} to ${day(dates.irpIllinois.yearEnd)}. It expires on ${day(dates.irpIllinois.yearEnd)} (Illinois Secretary of State).`,
        ],
        [
          "Other base jurisdictions",
          `Each sets its own year; ask the office. In those that use the calendar year, registration typically runs ${day(dates.calendarYear.start)} to ${day(dates.calendarYear.end)}. That is not the Illinois year.`,
        ],
      ],
      note: `Fees are based on the miles you drove in each jurisdiction during the 12 months ending ${day(dates.irpMileagePeriod.end)} before the registration year.`,
    },
    {
      kind: "list",
      topic: "penalties",
      heading: "What happens if you drive without IRP?",
      paragraphs: ["The penalty depends on the state and on how serious the problem is. You can face:"],
      items: [
        "Fines",
        "Your truck held (impounded) until it is registered or the fines are paid",
        "Your truck or your company stopped from operating",
        "Civil or criminal charges in serious cases",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Sets up your IRP account: prepares and submits the paperwork and helps you choose your base jurisdiction.",
        "Adds trucks to your account when your fleet grows.",
        "Transfers a registration from one truck to another, with a 45-day temporary registration if needed, so the truck can keep running.",
        "Reminds you about renewals, updates your details and files on time.",
        "Explains each jurisdiction's rules and what records to keep, and helps fix problems.",
        "Deals with the agencies for you.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need Form 2290 proof to register?",
      answer: `Yes, for a truck of ${f.lb(thresholds.form2290.atLeastLb)} or more, unless you bought it in the last 60 days. In that case the bill of sale is accepted instead.`,
    },
    {
      question: "Can I get a 45-day temporary registration for a new account?",
      answer:
        "No. The 45-day temporary registration is only for changes to an account that already exists, such as adding or replacing a truck.",
    },
  ],
  related: ["/filing-deadlines", "/irp-addition", "/irp-renewal", "/form-2290"],
} satisfies ServicePageContent;
