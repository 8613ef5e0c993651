import { thresholds } from "~/data/thresholds";
import { weightDistanceRates as rates } from "~/data/weight-distance";
import { formats } from "~/i18n/format";
import { parseIso } from "~/lib/tools/dates";
import type { ReferencePageContent } from "~/content/types";
import {
  newYorkOverTop,
  oneWayShare,
  rateDecimals,
  weightDistanceRateRows,
  type RateCell,
} from "~/lib/tools/weight-distance-table";

const f = formats.ru;
const checked = f.date(parseIso(rates.checked));
const rateCell = (cell: RateCell, state: "NM" | "NY") =>
  cell.kind === "none"
    ? "Нет налога"
    : cell.kind === "rate"
      ? f.usdRate(cell.dollarsPerMile, rateDecimals[state])
      : `${f.usdRate(cell.dollarsPerMile, rateDecimals[state])} + ${f.usdRate(cell.perTon, rateDecimals.NY)} за тонну`;

export default {
  path: "/state-quarterly-ky-nm-ny/rate-tables",
  title: "Ставки налогов на пробег в\u00a0Кентукки, Нью-Мексико и Нью-Йорке",
  description:
    "Ставки за милю: налог по весу и расстоянию в\u00a0Кентукки и Нью-Мексико и налог на пользование дорогами в\u00a0Нью-Йорке для любого веса грузовика.",
  lead: "Сколько Кентукки, Нью-Мексико и Нью-Йорк берут с\u00a0тяжёлого грузовика за каждую милю по своим дорогам, в\u00a0зависимости от его веса. На странице о\u00a0налогах штатов на пробег можно рассчитать налог для вашего грузовика и узнать о\u00a0пермитах (permits) и отчётах.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "table",
      topic: "fees",
      heading: "Какая ставка за милю для веса моего грузовика?",
      paragraphs: [
        `В\u00a0Кентукки одна ставка для всех грузовиков тяжелее ${f.lb(thresholds.kentucky.overLb)}: ${f.usdRate(rates.kentucky.dollarsPerMile, rateDecimals.KY)} за милю (${rates.kentucky.source}, проверено ${checked}). В\u00a0Нью-Мексико и Нью-Йорке ставка зависит от веса, как в\u00a0таблице.`,
      ],
      caption: "Налог за милю по весу грузовика в\u00a0Нью-Мексико и Нью-Йорке",
      columns: ["Вес, фунты", "Нью-Мексико", "Нью-Йорк"],
      rows: weightDistanceRateRows().map((row) => [
        f.span(row.range.fromLb, row.range.toLb),
        rateCell(row.newMexico, "NM"),
        rateCell(row.newYork, "NY"),
      ]),
      note: `Нью-Мексико (${rates.newMexico.source}, проверено ${checked}): грузовик, которому Нью-Мексико присвоил статус перевозок в\u00a0одну сторону (one-way haul), платит ${oneWayShare} обычной ставки. Такой грузовик не меньше ${f.percent(rates.newMexico.oneWayHaul.minEmptyPercent)} пробега за регистрационный год проезжает без груза. Нью-Йорк (${rates.newYork.source}, проверено ${checked}): ставки указаны для миль с\u00a0грузом; при весе больше ${f.lb(newYorkOverTop.overLb)} ставка растёт на ${f.usdRate(newYorkOverTop.perTon, rateDecimals.NY)} за милю за каждую тонну (${f.lb(rates.newYork.overTop.tonLb)}) или её часть. Офис проверит ставки перед подачей вашего отчёта.`,
    },
  ],
} satisfies ReferencePageContent;
