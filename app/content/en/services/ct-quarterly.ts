import { dates, type YearDay } from "~/data/dates";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/ct-quarterly",
  title: "File your Connecticut highway use fee return",
  description: `Connecticut highway use fee permits and quarterly returns for Illinois truckers with trucks of ${f.lb(thresholds.connecticut.atLeastLb)} or more: who pays, due dates, what to bring.`,
  lead: `Connecticut charges heavy trucks a fee for every mile they drive on its roads. If your truck is ${f.lb(thresholds.connecticut.atLeastLb)} or more and runs in Connecticut, you need a permit and you file a return every quarter.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who pays the Connecticut highway use fee?",
      paragraphs: [
        `The fee started on ${f.date(dates.connecticutFeeStart)}. It applies to trucks with a gross weight of ${f.lb(thresholds.connecticut.atLeastLb)} or more in federal vehicle classes 8 to 13. In practice these are tractor-trailers and other trucks that pull a trailer. Gross weight here includes the load.`,
        "Trucks hauling milk to or from a licensed dairy farm do not pay the fee.",
        "This fee is separate from IFTA. Paying your IFTA return does not cover it.",
      ],
    },
    {
      kind: "text",
      topic: "overview",
      heading: "How the fee works",
      paragraphs: [
        "You register once with the Connecticut Department of Revenue Services. Registration is free and the permit does not expire. Keep a copy of the permit in every truck that drives in Connecticut.",
        "The fee is worked out from each truck's gross weight and the miles it drove in Connecticut. Heavier trucks pay more per mile. Connecticut has no trip permit for this fee, so you need the permit before your first trip.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When the return is due",
      paragraphs: ["Connecticut highway use fee returns are filed every quarter."],
      caption: "Connecticut highway use fee quarterly due dates",
      columns: ["Quarter", "Months covered", "Return due"],
      layout: "stacked",
      rows: [
        ["Q1", "Jan, Feb, Mar", day(dates.iftaQuarterDue.q1)],
        ["Q2", "Apr, May, Jun", day(dates.iftaQuarterDue.q2)],
        ["Q3", "Jul, Aug, Sep", day(dates.iftaQuarterDue.q3)],
        ["Q4", "Oct, Nov, Dec", day(dates.iftaQuarterDue.q4)],
      ],
      note: "Each return is due on the last day of the month after the quarter ends. If you have no Connecticut miles for two quarters in a row, Connecticut may cancel your account.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring each quarter",
      items: [
        {
          text: "Total miles driven in Connecticut during the quarter",
          detail: "For each truck, from your ELD, GPS reports or trip sheets.",
        },
        { text: "The gross weight of each truck on its Connecticut trips" },
        { text: "Your Connecticut permit or account number, if you already have one" },
      ],
    },
    {
      kind: "text",
      topic: "records",
      heading: "Which records to keep",
      paragraphs: [
        "Keep the trip and weight records behind every return. Connecticut can ask for them to check the miles and weights you reported.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Registers your company for the Connecticut permit.",
        "Works out the fee for each truck from its weight and miles.",
        "Prepares and files your quarterly return on time.",
        "Helps you keep your account open, or close it if you stop driving in Connecticut.",
      ],
    },
  ],
  related: ["/state-quarterly-ky-nm-ny", "/or-quarterly", "/ifta-quarterly"],
} satisfies ServicePageContent;
