import { dates, type YearDay } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);
const { form941Due, yearEndFormsDue } = dates.payroll;

export default {
  path: "/payroll",
  title: "Payroll for your trucking business",
  description:
    "Payroll for trucking companies in Illinois: pay for drivers and staff, tax withholding, direct deposit, W-2s and payroll tax filings handled on time.",
  lead: "If you pay drivers or office staff, payroll means more than writing checks. You also withhold taxes, file payroll returns and keep records. The office can do this work for you.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who needs payroll service?",
      paragraphs: [
        "You need payroll if your business has employees: company drivers, dispatchers or office staff.",
        "Owner-operators you pay as contractors are not on payroll, but you may still need to send them a Form 1099-NEC. Deciding who is an employee and who is a contractor is one of the first payroll questions for a trucking business. Ask the office if you are not sure how to set this up.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Payroll processing: works out each person's pay by hours, a fixed rate or the terms you agreed, and takes out taxes, Social Security and other deductions.",
        "Tax filing: calculates your payroll taxes, pays them on time and follows changes in the tax rules.",
        "Direct deposit and checks: sends pay to your workers' bank accounts, or prints paper checks when needed.",
        "Records: keeps a record of earnings and deductions, and makes pay stubs and earnings statements.",
        "Year-end reporting: prepares W-2s and the other year-end forms for the agencies.",
        "Time and attendance: tracks hours worked, overtime and time off.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When payroll forms are due",
      caption: "Main federal payroll forms and due dates",
      columns: ["Form", "How often", "Due"],
      layout: "stacked",
      rows: [
        [
          "Form 941 (federal withholding and FICA)",
          "Every quarter",
          `${day(form941Due.q1)}, ${day(form941Due.q2)}, ${day(form941Due.q3)}, ${day(form941Due.q4)}`,
        ],
        ["Form 940 (federal unemployment tax)", "Once a year", day(yearEndFormsDue)],
        ["W-2 and W-3", "Once a year", day(yearEndFormsDue)],
        ["Form 1099-NEC for contractors", "Once a year", day(yearEndFormsDue)],
      ],
      note: "If a due date falls on a weekend or holiday, it moves to the next business day. A 1099-NEC is needed only when you pay a contractor more than the IRS reporting limit for the year.",
    },
    {
      kind: "list",
      topic: "info",
      heading: "What Illinois asks of employers",
      items: [
        "File the Illinois withholding return, Form IL-941.",
        "Report wages to the Illinois Department of Employment Security (IDES) for unemployment insurance.",
        "Report each new hire to the state within 20 days.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring to start",
      items: [
        { text: "Your EIN" },
        { text: "Your Illinois withholding and IDES account numbers, if you have them" },
        { text: "Form W-4 and Form IL-W-4 for each employee" },
        { text: "Pay rate and bank details for direct deposit for each employee" },
        { text: "Hours, miles or loads for each pay period", detail: "Whatever your pay is based on." },
        { text: "Form W-9 for each contractor you pay" },
      ],
    },
    {
      kind: "list",
      topic: "benefits",
      heading: "Why hand payroll to the office?",
      items: [
        "You save time every pay period.",
        "Fewer mistakes in pay and tax amounts.",
        "Tax and labor rules change, and the office keeps up with them.",
        "You can spend your time running trucks and finding loads.",
      ],
    },
  ],
  expertGuidanceBanner: true,
  related: ["/bookkeeping", "/ein-registration", "/llc-formation", "/corporations"],
} satisfies ServicePageContent;
