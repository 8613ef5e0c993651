import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import { dueDateRuleRows } from "~/lib/tools/form2290";
import { form2290TaxRows } from "~/content/form-2290-table";
import type { ReferencePageContent } from "~/content/types";

const f = formats.en;

export default {
  path: "/form-2290/tax-and-due-date-tables",
  title: "Form 2290 tax and due-date tables",
  description:
    "Form 2290 tables: the return's due date for each month a truck is first used, and the full-year heavy highway use tax for each weight category.",
  lead: "Two tables for Form 2290: when the return is due for each month a truck is first used, and the tax for a full year in each weight category. The Form 2290 page works out both for your truck.",
  reviewed: "2026-11",
  sections: [
    {
      kind: "table",
      topic: "deadlines",
      heading: "When is the return due for a truck first used this year?",
      paragraphs: [
        "The return is due by the last day of the month after the month the truck is first used on public roads. A due date on a weekend or a federal holiday moves to the next business day.",
      ],
      caption: "Form 2290 due date by month of first use",
      columns: ["First used in", "Return due by"],
      layout: "stacked",
      rows: dueDateRuleRows().map((row) => [
        f.monthName(row.firstUseMonth),
        `${f.monthName(row.dueMonth)} ${row.dueDay}${row.leapYearDay ? " (29 in a leap year)" : ""}${row.nextYear ? " of the next year" : ""}`,
      ]),
    },
    {
      kind: "table",
      topic: "fees",
      heading: "How much is the tax for a full year?",
      paragraphs: [
        `Each amount is the tax for the whole tax year, for a truck on the road from July. A truck first used later pays only for the months from its first use to June: the yearly tax times those months, divided by 12. For a regular truck the IRS rounds that amount to the nearest cent (Table I). For a logging truck it takes ${f.percent(100 - fees.form2290Tax.loggingReductionPercent)} of the rounded amount and drops any fraction of a cent (Table II).`,
      ],
      caption: "Form 2290 tax for a full year by weight category",
      columns: ["Category and taxable gross weight", "Tax", "Logging truck"],
      layout: "stacked",
      rows: form2290TaxRows(f, { over: "Over", dash: "-" }),
    },
  ],
} satisfies ReferencePageContent;
