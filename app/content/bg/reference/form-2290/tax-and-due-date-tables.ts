import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import { capitalized } from "~/i18n/sentence";
import { dueDateRuleRows } from "~/lib/tools/form2290";
import { form2290TaxRows } from "~/content/form-2290-table";
import type { ReferencePageContent } from "~/content/types";

const f = formats.bg;

export default {
  path: "/form-2290/tax-and-due-date-tables",
  title: "Таблици на данъка и сроковете по Form 2290",
  description:
    "Таблици за Form 2290: срокът за декларацията според месеца на първото използване на камиона и данъкът за цяла година според категорията тегло.",
  lead: "Две таблици за Form 2290 (декларацията за данъка за тежкотоварни автомобили, HVUT): срокът за подаване според месеца, в който камионът е използван за пръв път по обществените пътища, и данъкът за цяла година във всяка категория тегло. На страницата за Form 2290 можете да изчислите срока и данъка за своя камион.",
  reviewed: "2026-11",
  sections: [
    {
      kind: "table",
      topic: "deadlines",
      heading: "Кога е срокът за камион, използван за пръв път тази година?",
      paragraphs: [
        "Декларацията се подава до последния ден на месеца след месеца, в който камионът е използван за пръв път по обществените пътища. Ако срокът се пада в събота, неделя или федерален празник, той се премества на следващия работен ден.",
      ],
      caption: "Срок за Form 2290 според месеца на първото използване",
      columns: ["Първо използване през", "Срок за декларацията"],
      layout: "stacked",
      rows: dueDateRuleRows().map((row) => [
        capitalized(f.monthName(row.firstUseMonth)),
        `${f.dayMonth(row.dueMonth, row.dueDay)}${row.leapYearDay ? " (29 във високосна година)" : ""}${row.nextYear ? " на следващата година" : ""}`,
      ]),
    },
    {
      kind: "table",
      topic: "fees",
      heading: "Колко е данъкът за цяла година?",
      paragraphs: [
        `Всяка сума е данъкът за цялата данъчна година за камион, който се движи по пътищата от юли. Камион, използван за пръв път по-късно, плаща само за месеците от първото използване до юни включително: годишният данък се умножава по броя на тези месеци и се дели на 12. За обикновен камион IRS закръгля тази сума до най-близкия цент (таблица I). За камион за извозване на дървесина взема ${f.percent(100 - fees.form2290Tax.loggingReductionPercent)} от закръглената сума и отрязва частите от цента (таблица II).`,
      ],
      caption: "Данък по Form 2290 за цяла година според категорията тегло",
      columns: ["Категория и облагаемо брутно тегло", "Данък", "За извозване на дървесина"],
      layout: "stacked",
      rows: form2290TaxRows(f, { over: "Над", dash: "–" }),
    },
  ],
} satisfies ReferencePageContent;
