import { dates, type YearDay } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { LATE_FILING_MAX_MONTHS, LATE_FILING_RATE_PER_MONTH } from "~/lib/tools/form2290";
import { taxForFirstUseCents } from "~/lib/tools/form2290-tax";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const { atLeastLb, stepLb, maximumOverLb, suspendedMiles, suspendedAgriculturalMiles, eFileAtLeastVehicles } =
  thresholds.form2290;
const tax = fees.form2290Tax;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/form-2290",
  title: "File Form 2290 heavy highway use tax",
  description: `Form 2290 heavy highway use tax for trucks of ${f.lb(thresholds.form2290.atLeastLb)} or more: who files, due dates, penalties and your stamped Schedule 1. Filed by our Illinois office.`,
  lead: `Form 2290 is the federal return for the heavy highway use tax. You file it for each truck with a taxable gross weight of ${f.lb(thresholds.form2290.atLeastLb)} or more that runs on public roads.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who has to file Form 2290?",
      paragraphs: [
        `You file if you own a truck or tractor of ${f.lb(thresholds.form2290.atLeastLb)} or more, new or used, and drive it on public roads.`,
        "Taxable gross weight means the truck, plus the trailers you usually pull, plus the heaviest load you carry. It is never less than the highest gross weight declared for the truck in any state, IRP registration included. Trailers are not taxed on their own.",
        "You need an EIN to file. The IRS does not accept a Social Security number on Form 2290.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When is Form 2290 due?",
      caption: "Form 2290 tax year and due dates",
      columns: ["Situation", "When to file"],
      layout: "stacked",
      rows: [
        ["Tax year", `${day(dates.form2290.taxYearStart)}-${day(dates.form2290.taxYearEnd)}`],
        ["Truck on the road in July", `By ${day(dates.form2290.annualDue)}`],
        ["Truck first used after July", "By the last day of the month after the month of first use"],
        [
          "New truck you just bought",
          "Aim to file within 30 days of buying it, and never later than the IRS due date above",
        ],
      ],
      note: "The IRS rule: a return for a newly used vehicle is due by the last day of the month after the month you first use it on public roads. A truck first used after July pays less, because the tax covers only part of the year.",
    },
    {
      kind: "tool",
      tool: "form-2290-due-date",
      topic: "deadlines",
      heading: "Find the due date for a truck first used this year",
      paragraphs: ["A due date on a weekend or a federal holiday moves to the next business day."],
      howToUse: ["Pick the month the truck was first used on public highways."],
      reference: {
        path: "/form-2290/tax-and-due-date-tables",
        text: "The due date for each month of first use is in a table on a page of its own:",
        link: "Form 2290 tax and due-date tables",
      },
    },
    {
      kind: "tool",
      tool: "form-2290-tax",
      topic: "fees",
      heading: "How much is the tax?",
      paragraphs: [
        `A truck under ${f.lb(atLeastLb)} pays no tax. From ${f.lb(atLeastLb)}, the tax for a full year is ${f.usd(tax.atThreshold)}, plus ${f.usd(tax.perStep)} for each ${f.lb(stepLb)} (or part of ${f.lb(stepLb)}) over ${f.lb(atLeastLb)}, and ${f.usd(tax.maximum)} over ${f.lb(maximumOverLb)}. A logging truck pays ${f.percent(tax.loggingReductionPercent)} less.`,
        `A truck first used after July pays only for the months from its first use to June: the yearly tax times those months, divided by 12. For example, a truck over ${f.lb(maximumOverLb)} first used in January pays ${f.usdCents(taxForFirstUseCents("V", 1, false) / 100)}, 6 months of ${f.usd(tax.maximum)}.`,
        `A truck expected to run ${f.num(suspendedMiles)} miles or less on public roads in the tax year (${f.num(suspendedAgriculturalMiles)} for a farm truck) is filed as category W and pays no tax.`,
      ],
      reference: {
        path: "/form-2290/tax-and-due-date-tables",
        text: "The tax for a full year in each weight category, and for a logging truck, is in a table on a page of its own:",
        link: "Form 2290 tax and due-date tables",
      },
      howToUse: [
        "Enter the weight and the month of first use below for the tax of your truck, to the cent. Add the VINs of your trucks to check them before filing: a Schedule 1 with a mistyped VIN is no use for registering the truck, and fixing it takes a VIN correction.",
      ],
    },
    {
      kind: "tool",
      tool: "form-2290-penalty",
      topic: "penalties",
      heading: "What happens if you file late?",
      paragraphs: [
        `The late-filing penalty is ${f.percent(LATE_FILING_RATE_PER_MONTH * 100)} of the tax for each month the return is late, plus interest. The IRS charges it for up to ${f.count(LATE_FILING_MAX_MONTHS, { one: "month", other: "months" })}.`,
        "If you also pay late, the IRS adds a separate penalty of 0.5% of the unpaid tax for each month.",
        "Without your stamped Schedule 1, you can also be held up when you register or renew the truck.",
      ],
      howToUse: ["Enter the tax on the return and how many months late it is. Count part of a month as a full month."],
      noScript: {
        text: "The estimate needs JavaScript, which is turned off in your browser. The rules are above; the office works the penalty out for you:",
        phone: true,
      },
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "Your EIN", detail: "A Social Security number is not accepted." },
        { text: "The VIN of each truck" },
        { text: "The taxable gross weight of each truck" },
        { text: "The month each new truck was first used on public roads" },
        { text: "The bill of sale for a truck you just bought" },
        { text: "How you want to pay", detail: "Electronic payment, check or money order." },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How the filing works",
      items: [
        "You bring or send the VINs, weights and payment details.",
        "The office prepares the return and files it electronically with the IRS.",
        "You pay the tax electronically, by check or by money order.",
        "The IRS sends back the stamped Schedule 1. This is your proof of payment.",
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "When do you need the stamped Schedule 1?",
      paragraphs: [
        `For IRP registration of a truck of ${f.lb(thresholds.form2290.atLeastLb)} or more, the stamped Schedule 1 is required if the vehicle was bought more than 60 days ago.`,
        "If you bought the truck within the last 60 days, the bill of sale is accepted instead.",
        "Lost your stamped Schedule 1? If the return was filed electronically, you can download the copy again from the e-file provider. Otherwise ask the office to get you a copy.",
      ],
    },
    {
      kind: "text",
      topic: "fees",
      heading: "Can I get the tax back?",
      paragraphs: [
        `Yes, in some cases. If you paid the tax on a truck and it was sold, destroyed or stolen during the tax year, you can claim back part of the tax. You can also claim it back for a truck that stayed at or under the mileage limit for the year: ${f.num(suspendedMiles)} miles, or ${f.num(suspendedAgriculturalMiles)} miles for a farm truck.`,
        "You claim a refund with IRS Form 8849, or take a credit on your next Form 2290. The office prepares either one.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Works out the weight category and the tax for each truck",
        "Files the return electronically and gets your stamped Schedule 1",
        "Files new trucks as you add them during the year",
        "Files corrections for a wrong VIN, a higher weight or a truck that went over the mileage limit",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I file if my truck drives only a few miles?",
      answer: `Yes. A truck driven ${f.num(suspendedMiles)} miles or less in the tax year (${f.num(suspendedAgriculturalMiles)} miles for a farm truck) owes no tax, but you still file Form 2290 to report it as suspended.`,
    },
    {
      question: "What if I made a mistake on the VIN or the weight?",
      answer:
        "File a correction. The office fixes a wrong VIN with a VIN correction. If the truck moves into a higher weight category, you file an amended return and pay the extra tax.",
    },
    {
      question: "Do I have to e-file?",
      answer: `Yes, if the return reports and pays tax on ${f.num(eFileAtLeastVehicles)} or more vehicles. Suspended vehicles (category W) do not count, because no tax is paid on them. With fewer, e-filing is optional, but your Schedule 1 comes back faster.`,
    },
  ],
  expertGuidanceBanner: true,
  related: ["/filing-deadlines", "/irp-new-registration", "/ein-registration", "/ucr-registration"],
} satisfies ServicePageContent;
