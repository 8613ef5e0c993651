import { dates, type YearDay } from "~/data/dates";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/or-quarterly",
  title: "File your Oregon weight-mile tax report",
  description: `Oregon weight-mile tax accounts and mileage reports for Illinois carriers with trucks over ${f.lb(thresholds.oregon.overLb)}: who files, monthly or quarterly, due dates.`,
  lead: `Oregon charges trucks over ${f.lb(thresholds.oregon.overLb)} a tax for every mile they drive on Oregon roads. If your truck runs in Oregon, you need an Oregon account or a temporary pass, and you report your Oregon miles.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who pays the Oregon weight-mile tax?",
      paragraphs: [
        `The tax applies to trucks over ${f.lb(thresholds.oregon.overLb)} of registered or declared weight that run on public roads in Oregon. It applies to out-of-state carriers too.`,
        "It is separate from IFTA. You still list your Oregon miles on your IFTA return.",
      ],
    },
    {
      kind: "text",
      topic: "overview",
      heading: "How the tax works",
      paragraphs: [
        "If you drive in Oregon often, you open an Oregon motor carrier account and list every truck that will run there. For a single trip, you can buy a temporary pass instead.",
        "The rate per mile depends on the truck's declared weight and its number of axles. Heavier trucks pay more per mile.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When the report is due",
      paragraphs: [
        "New accounts report every month. You can ask Oregon to let you report every quarter instead; Oregon must approve the request before the quarter starts.",
      ],
      caption: "Oregon weight-mile tax report due dates",
      columns: ["Period", "Months covered", "Report due"],
      layout: "stacked",
      rows: [
        ["Q1", "Jan, Feb, Mar", day(dates.oregonQuarterDue.q1)],
        ["Q2", "Apr, May, Jun", day(dates.oregonQuarterDue.q2)],
        ["Q3", "Jul, Aug, Sep", day(dates.oregonQuarterDue.q3)],
        ["Q4", "Oct, Nov, Dec", day(dates.oregonQuarterDue.q4)],
        ["Monthly", "One month", "Last day of the next month"],
      ],
      note: `Quarterly reports are due by the last day of the second month after the quarter ends. For Q4, Oregon law gives ${day(dates.oregonQuarterDue.q4)} (ORS 825.492), while ODOT's page says the last day of February, a day later in a leap year: file by ${day(dates.oregonQuarterDue.q4)} and you are on time either way. You file a report even when no tax is due.`,
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "What happens if you report late?",
      paragraphs: [
        "A late report adds a charge of 10% of the late tax. If you stop filing, Oregon can suspend your account, and your trucks cannot run in Oregon on it.",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring for each report",
      items: [
        {
          text: "Total miles driven in Oregon during the period",
          detail: "For each truck, from your ELD, GPS reports or trip sheets.",
        },
        { text: "The declared weight and number of axles of each truck" },
        { text: "A list of trucks added or removed during the period" },
        { text: "Your Oregon account number, if you already have one" },
      ],
    },
    {
      kind: "text",
      topic: "records",
      heading: "Which records to keep",
      paragraphs: [
        "Keep the trip records behind every report: dates, where each trip started and ended, and the Oregon miles. Oregon can check them in an audit and deny credit for miles you cannot prove.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Opens your Oregon account and lists your trucks.",
        "Applies for quarterly reporting when you qualify.",
        "Prepares and files your reports on time, including reports with no tax due.",
        "Adds and removes trucks on your account.",
      ],
    },
  ],
  related: ["/state-quarterly-ky-nm-ny", "/ct-quarterly", "/ifta-quarterly", "/irp-new-registration"],
} satisfies ServicePageContent;
