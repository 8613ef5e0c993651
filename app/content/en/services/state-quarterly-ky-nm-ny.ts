import { dates, type YearDay } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { weightDistanceRates as rates } from "~/data/weight-distance";
import { formats } from "~/i18n/format";
import { parseIso } from "~/lib/tools/dates";
import type { ServicePageContent } from "~/content/types";
import { rateDecimals } from "~/lib/tools/weight-distance-table";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);
const checked = f.date(parseIso(rates.checked));

export default {
  path: "/state-quarterly-ky-nm-ny",
  title: "Kentucky, New Mexico, New York and Oregon mileage tax permits",
  description:
    "KY, NM, NY and OR weight-distance and highway use tax permits and returns for Illinois carriers: weight limits, due dates and records to keep.",
  lead: "Five states charge heavy trucks for every mile driven on their roads: Kentucky, New Mexico, New York, Oregon and Connecticut. This page covers the first four; Connecticut has its own page. This tax comes on top of IFTA and IRP. If your truck enters one of these states and is over the weight limit, you need that state's permit and you file its returns.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "table",
      topic: "who",
      heading: "Which trucks need a permit?",
      paragraphs: ["Check your truck's weight against each state you drive in."],
      caption: "State mileage taxes and the trucks they cover",
      columns: ["State", "Tax", "Trucks covered", "How often you file"],
      layout: "stacked",
      rows: [
        ["Kentucky", "Weight-distance tax (KYU number)", `Over ${f.lb(thresholds.kentucky.overLb)}`, "Quarterly"],
        [
          "New Mexico",
          "Weight-distance tax permit",
          `Over ${f.lb(thresholds.newMexico.overLb)}`,
          `Quarterly, or yearly if the tax was under ${f.usd(fees.newMexicoWeightDistance.annualFilingUnder)} the year before`,
        ],
        ["New York", "Highway use tax (HUT)", `Over ${f.lb(thresholds.newYork.overLb)}`, "Quarterly for most carriers"],
        [
          "Oregon",
          "Weight-mile tax",
          `Over ${f.lb(thresholds.oregon.overLb)}`,
          "Monthly, or quarterly if Oregon approves it",
        ],
      ],
      note: `The figure ${f.lb(thresholds.kentucky.overLb)} or more is the one often quoted. Kentucky's law taxes weights in excess of ${f.lb(thresholds.kentucky.overLb)}, so the tax starts at ${f.lb(thresholds.kentucky.overLb + 1)} (Kentucky Transportation Cabinet). New York can move a carrier to monthly or yearly returns based on how much tax it paid the year before.`,
    },
    {
      kind: "text",
      topic: "info",
      heading: "Kentucky: the KYU number",
      paragraphs: [
        `Kentucky's weight-distance tax is often described as covering trucks of ${f.lb(thresholds.kentucky.overLb)} or more. The law taxes a combined licensed weight in excess of ${f.lb(thresholds.kentucky.overLb)}, so it starts at ${f.lb(thresholds.kentucky.overLb + 1)}. You get a KYU number and pay tax on the miles you drive in Kentucky.`,
        "You file every quarter, even when you drove no miles in Kentucky. A missed zero return brings penalties and can lead to revocation of your KYU number.",
        "Kentucky law requires you to keep these records, including driver logs, for 5 years (Kentucky Revised Statutes 138.680, and the Kentucky Transportation Cabinet says the same). The 3 years often quoted is too short: a carrier who throws records away after 3 years can get an estimated tax bill in an audit.",
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "New Mexico: the weight-distance permit",
      paragraphs: [
        `New Mexico taxes trucks over ${f.lb(thresholds.newMexico.overLb)} for the miles they drive in the state. You get a permit for each truck, and the permit is good for one calendar year.`,
        "You file a return every quarter with your New Mexico miles. Keep trip records that show where each truck went in New Mexico.",
        `If your New Mexico weight-distance tax for the past calendar year was under ${f.usd(fees.newMexicoWeightDistance.annualFilingUnder)} (together with New Mexico's special fuel tax, if you owe it), you can choose to pay once a year instead: you tell New Mexico in writing by ${day(dates.newMexicoAnnualFiling.electBy)} of the first year, and each year's tax is due by ${day(dates.newMexicoAnnualFiling.due)} of the next year (NMSA 7-15A-9(B)). Pay more than 30 days late and you are back on quarterly returns.`,
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "New York: the HUT permit",
      paragraphs: [
        `New York's highway use tax applies to trucks and tractors over ${f.lb(thresholds.newYork.overLb)} on New York public roads. Each truck gets a HUT decal.`,
        "You report your New York miles and pay the tax on each return. Miles on the toll-paid parts of the New York State Thruway are not taxed, so keep them separate in your records.",
        `A truck that enters New York only now and then can use a HUT trip certificate instead of a HUT certificate of registration, decal and returns. It costs ${f.usd(fees.newYorkHutTripCertificate.fee)} and runs until midnight of the third day after it was issued. You can get at most 10 a year, and you keep a copy of each for 4 years (New York Tax Bulletin TB-HU-116).`,
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "Oregon: the weight-mile tax",
      paragraphs: [
        `Oregon taxes trucks over ${f.lb(thresholds.oregon.overLb)} for every mile driven on Oregon roads. The rate depends on the truck's declared weight and number of axles. Carriers start with monthly reports and can ask Oregon to move them to quarterly reports.`,
      ],
    },
    {
      kind: "tool",
      tool: "weight-distance",
      topic: "fees",
      heading: "Estimate the Kentucky, New Mexico and New York tax for one truck",
      paragraphs: [
        `Kentucky has one rate for every truck over ${f.lb(thresholds.kentucky.overLb)}: ${f.usdRate(rates.kentucky.dollarsPerMile, rateDecimals.KY)} a mile (${rates.kentucky.source}, checked ${checked}). New Mexico and New York charge by weight.`,
      ],
      howToUse: [
        "Enter the truck's weight and its miles in each state this quarter to see an estimate of its Kentucky, New Mexico and New York tax. Oregon and Connecticut are not in it: the office calculates them for you, because their current rate tables could not be confirmed.",
      ],
      noScript: {
        text: "The estimate needs JavaScript, which is turned off in your browser. Work the tax out with the rates linked below, or let the office do it:",
        phone: true,
      },
      reference: {
        path: "/state-quarterly-ky-nm-ny/rate-tables",
        text: "Their rates for every weight, with their sources, are on a page of their own:",
        link: "Kentucky, New Mexico and New York mileage tax rates",
      },
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When returns are due",
      caption: "Quarterly due dates for state mileage tax returns",
      columns: ["Quarter", "Kentucky, New Mexico, New York", "Oregon (quarterly filers)"],
      layout: "stacked",
      rows: [
        ["Q1 (Jan-Mar)", day(dates.iftaQuarterDue.q1), day(dates.oregonQuarterDue.q1)],
        ["Q2 (Apr-Jun)", day(dates.iftaQuarterDue.q2), day(dates.oregonQuarterDue.q2)],
        ["Q3 (Jul-Sep)", day(dates.iftaQuarterDue.q3), day(dates.oregonQuarterDue.q3)],
        ["Q4 (Oct-Dec)", day(dates.iftaQuarterDue.q4), day(dates.oregonQuarterDue.q4)],
      ],
      note: "Oregon's Q4 date is the one in Oregon law (ORS 825.492); ODOT's page says the last day of February, a day later in a leap year. Oregon monthly filers report by the last day of the month after the month they drove. In every state, you file even when no tax is due.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring each quarter",
      items: [
        {
          text: "Miles driven in each of these states, for each truck",
          detail: "From your ELD, GPS reports or trip sheets.",
        },
        { text: "New York Thruway toll receipts or toll statements", detail: "Only if you drove in New York." },
        { text: "The weight each truck is registered or declared at" },
        { text: "A list of trucks added or removed during the quarter" },
        { text: "Your permit or account numbers for each state, if you already have them" },
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Opens your permit account in each state you need.",
        "Renews permits and adds or removes trucks.",
        "Prepares and files your returns on time, including zero returns.",
        "Keeps your filings in order so you are ready for a state audit.",
      ],
    },
  ],
  related: ["/or-quarterly", "/ct-quarterly", "/ifta-quarterly", "/form-2290"],
} satisfies ServicePageContent;
