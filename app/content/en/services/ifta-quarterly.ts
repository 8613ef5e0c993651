import { dates, type YearDay } from "~/data/dates";
import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/ifta-quarterly",
  title: "File your IFTA quarterly fuel tax return",
  description:
    "IFTA quarterly fuel tax returns for Illinois carriers: the four due dates, the miles and fuel records to bring, and what a late return costs.",
  lead: "If you hold an IFTA license, you must file a fuel tax return every quarter. It shows the miles you drove and the fuel you bought in each state and province. Bring your numbers and the office prepares and files the return for you.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who has to file?",
      paragraphs: [
        "Every carrier with an IFTA license files four returns a year. You file even in a quarter when your trucks did not move: that is a zero return.",
        "The return compares the fuel you burned in each jurisdiction with the fuel you bought there. You then pay tax or get a credit for the difference.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When each return is due",
      caption: "IFTA quarterly return due dates",
      columns: ["Quarter", "Months covered", "Return due"],
      layout: "stacked",
      rows: [
        ["Q1", "Jan, Feb, Mar", day(dates.iftaQuarterDue.q1)],
        ["Q2", "Apr, May, Jun", day(dates.iftaQuarterDue.q2)],
        ["Q3", "Jul, Aug, Sep", day(dates.iftaQuarterDue.q3)],
        ["Q4", "Oct, Nov, Dec", day(dates.iftaQuarterDue.q4)],
      ],
      note: `The Q4 return is due ${day(dates.iftaQuarterDue.q4)} of the following year. If a due date falls on a Saturday, Sunday or legal holiday, the return is due the next business day. Bring your records early so there is time to check them.`,
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring each quarter",
      items: [
        { text: "Your IFTA license, or the letter reminding you to file", detail: "A copy is enough." },
        {
          text: "Total miles driven in each state or province during the quarter",
          detail: "From your ELD, GPS reports or trip sheets. Include miles driven empty.",
        },
        { text: "Total gallons of fuel bought in each state or province during the quarter" },
        {
          text: "Your fuel receipts or fuel card statements",
          detail: "They must show date, place, gallons and price.",
        },
        { text: "Odometer readings at the start and end of the quarter, for each truck" },
        { text: "A list of trucks added or removed during the quarter" },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How the office files your return",
      items: [
        "You drop off or send your miles, fuel numbers and receipts.",
        "The office checks that the miles and gallons make sense for each truck.",
        "The office prepares the return and tells you the tax due or the credit.",
        "The office files the return with your base jurisdiction before the due date.",
        "You pay any tax due and keep a copy of the filed return with your records.",
      ],
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "What happens if you file late?",
      paragraphs: [
        `Under the IFTA rules, a late return costs the greater of ${f.usd(fees.iftaLateReturn.minPenalty)} or ${f.percent(fees.iftaLateReturn.percentOfNetTax)} of the net tax due, plus interest on any unpaid tax. The ${f.usd(fees.iftaLateReturn.minPenalty)} penalty applies even to a late zero return.`,
        "Returns that stay unfiled can lead to the suspension of your IFTA license. Without a valid license, your trucks need a trip permit for each IFTA state or province they enter.",
      ],
    },
    {
      kind: "text",
      topic: "records",
      heading: "Which records should you keep?",
      paragraphs: [
        "Keep your trip records, fuel receipts and a copy of every return for 5 years 9 months. That is the office's advice: the IFTA agreement requires at least 4 years from the return's due date or filing date, whichever is later, so 5 years 9 months gives you a safe margin if an audit comes.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Prepares and files your IFTA return every quarter.",
        "Files zero returns in quarters when you did not drive.",
        "Points out missing fuel receipts or mileage gaps before you file.",
        "Helps you answer letters from the state about your returns.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I file if my truck did not run this quarter?",
      answer:
        "Yes. A licensed carrier files every quarter. If you drove no miles, you file a zero return by the same due date.",
    },
  ],
  related: ["/filing-deadlines", "/ifta-registration", "/state-quarterly-ky-nm-ny", "/audits"],
} satisfies ServicePageContent;
