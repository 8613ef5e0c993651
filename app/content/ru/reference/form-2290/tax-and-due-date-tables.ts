import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import { capitalized } from "~/i18n/sentence";
import { dueDateRuleRows } from "~/lib/tools/form2290";
import { form2290TaxRows } from "~/content/form-2290-table";
import type { ReferencePageContent } from "~/content/types";

const f = formats.ru;

export default {
  path: "/form-2290/tax-and-due-date-tables",
  title: "Таблицы налога и сроков подачи Form 2290",
  description:
    "Таблицы Form 2290: срок подачи декларации по месяцу первого использования грузовика и налог на тяжёлые грузовики за полный год по весовым категориям.",
  lead: "Две таблицы для Form 2290 (декларации по налогу на тяжёлые грузовики, HVUT): срок подачи по месяцу, когда грузовик впервые выехал на дороги общего пользования, и налог за полный год в\u00a0каждой весовой категории. На странице Form 2290 срок и налог для вашего грузовика можно рассчитать.",
  reviewed: "2026-11",
  sections: [
    {
      kind: "table",
      topic: "deadlines",
      heading: "До какого числа подать декларацию на грузовик, впервые использованный в\u00a0этом году?",
      paragraphs: [
        "Декларацию подают не позднее последнего дня месяца, следующего за месяцем, когда грузовик впервые выехал на дороги общего пользования. Если срок выпадает на выходной или федеральный праздник, он переносится на следующий рабочий день.",
      ],
      caption: "Срок подачи Form 2290 по месяцу первого использования",
      columns: ["Месяц первого использования", "Подать декларацию не позднее"],
      layout: "stacked",
      rows: dueDateRuleRows().map((row) => [
        capitalized(f.monthName(row.firstUseMonth)),
        `${f.dayMonth(row.dueMonth, row.dueDay)}${row.leapYearDay ? " (29 — в\u00a0високосный год)" : ""}${row.nextYear ? " следующего года" : ""}`,
      ]),
    },
    {
      kind: "table",
      topic: "fees",
      heading: "Сколько составляет налог за полный год?",
      paragraphs: [
        `Каждая сумма — налог за весь налоговый год для грузовика, который ездит по дорогам с\u00a0июля. Грузовик, впервые использованный позже, платит только за месяцы с\u00a0месяца первого использования по июнь включительно: годовой налог умножают на число этих месяцев и делят на 12. Для обычного грузовика IRS округляет эту сумму до ближайшего цента (таблица I). Для лесовоза берут ${f.percent(100 - fees.form2290Tax.loggingReductionPercent)} от округлённой суммы и отбрасывают доли цента (таблица II).`,
      ],
      caption: "Налог по Form 2290 за полный год по весовым категориям",
      columns: ["Категория и налогооблагаемый полный вес", "Налог", "Лесовоз"],
      layout: "stacked",
      rows: form2290TaxRows(f, { over: "Больше", dash: "–" }),
    },
  ],
} satisfies ReferencePageContent;
