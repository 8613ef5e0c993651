import { dates, type YearDay } from "~/data/dates";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { ucrFeeRows, ucrTableYears } from "~/content/ucr-table";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);
const { years, next } = ucrTableYears();
const earlier = years.slice(0, -1);

export default {
  path: "/ucr-registration",
  title: "Register for the Unified Carrier Registration (UCR)",
  description:
    "UCR registration for interstate carriers, brokers and forwarders: the yearly fee by fleet size, when to register and what to bring. From our Illinois office.",
  lead: "The Unified Carrier Registration (UCR) is a yearly registration with a fee based on how many trucks you run. You need it if your business works in interstate commerce.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "who",
      heading: "Who needs UCR?",
      paragraphs: ["You register for UCR each year if you are one of these and you work across state lines:"],
      items: ["A motor carrier, for-hire or private", "A freight broker", "A freight forwarder", "A leasing company"],
      note: "Brokers, freight forwarders and leasing companies that run no trucks of their own pay the lowest fee.",
    },
    {
      kind: "tool",
      tool: "ucr-fee-finder",
      topic: "fees",
      heading: "What it costs",
      paragraphs: [
        `The fee depends on how many commercial motor vehicles you run, the number on your MCS-150. Count trucks and tractors with a gross vehicle weight rating of ${f.lb(thresholds.usdot.overLb + 1)} or more, vehicles built to carry 16 or more passengers, and any vehicle that carries hazardous materials needing placards. Do not count trailers or pickups under ${f.lb(thresholds.usdot.overLb + 1)}.`,
        "You may leave out a truck used only inside Illinois: it never leaves the state, never carries freight on its way to or from another state, and has no IRP plates (Illinois Commerce Commission). Counting trucks you do not need to can put you in a higher fee bracket.",
      ],
      table: {
        caption:
          earlier.length === 0
            ? `UCR fees for ${years[0]}`
            : `UCR fees for ${earlier.join(", ")} and ${years.at(-1)} (the same ${earlier.length === 1 ? "both years" : "every year"})`,
        columns: ["Vehicles in your fleet", "Annual fee"],
        rows: ucrFeeRows(f),
      },
      note: `FMCSA sets these fees. For ${next}, ask the office: it checks the current fee before you pay.`,
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When to register",
      caption: "UCR registration year and timing",
      columns: ["What", "When"],
      layout: "stacked",
      rows: [
        ["Registration year", `${day(dates.calendarYear.start)} to ${day(dates.calendarYear.end)}`],
        ["Registration for next year usually opens", `About ${day(dates.ucr.nextYearOpens)}`],
        ["Enforcement usually starts", day(dates.ucr.enforcement)],
      ],
      note: "You can still register after the year starts, but you may be fined in the meantime.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring",
      items: [
        { text: "Your USDOT number" },
        { text: "Your MC number, if you have one" },
        {
          text: "The number of commercial motor vehicles you run",
          detail: `Trucks and tractors of ${f.lb(thresholds.usdot.overLb + 1)} or more, and buses for 16 or more passengers, as on your MCS-150. Do not count trailers.`,
        },
        { text: "A way to pay the fee" },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How registration works",
      items: [
        `Count your commercial motor vehicles (trucks and tractors of ${f.lb(thresholds.usdot.overLb + 1)} or more, as on your MCS-150) and find your fee in the table.`,
        "The office registers your company through the UCR online system.",
        "You pay the fee for your fleet size.",
        "You get a receipt as proof that you registered for the year.",
        "Each year, register again for the new year.",
      ],
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "What happens if you do not register?",
      paragraphs: [
        "Police and inspectors can check your UCR at a roadside inspection. If you have not registered, you can be fined. Each state sets its own fine.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Checks which fee bracket your fleet falls in",
        "Files your UCR registration for the year",
        "Files your renewal each year",
        "Checks that your vehicle count matches your MCS-150 before you pay",
      ],
    },
  ],
  faqs: [
    {
      question: "Do I count my trailers?",
      answer: `No. Only commercial motor vehicles count: trucks and tractors of ${f.lb(thresholds.usdot.overLb + 1)} or more, buses for 16 or more passengers, and vehicles carrying placarded hazardous materials.`,
    },
    {
      question: "I only drive inside Illinois. Do I need UCR?",
      answer:
        "UCR is for businesses that work in interstate commerce. If you haul only inside Illinois, ask the office which state registration you need instead.",
    },
  ],
  expertGuidanceBanner: true,
  related: ["/filing-deadlines", "/dot-number-registration", "/motor-carrier-authority", "/boc-3"],
} satisfies ServicePageContent;
