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

const f = formats.bg;
const checked = f.date(parseIso(rates.checked));
const rateCell = (cell: RateCell, state: "NM" | "NY") =>
  cell.kind === "none"
    ? "Няма данък"
    : cell.kind === "rate"
      ? f.usdRate(cell.dollarsPerMile, rateDecimals[state])
      : `${f.usdRate(cell.dollarsPerMile, rateDecimals[state])} + ${f.usdRate(cell.perTon, rateDecimals.NY)} на тон`;

export default {
  path: "/state-quarterly-ky-nm-ny/rate-tables",
  title: "Ставки на данъците върху милите в Кентъки, Ню Мексико и Ню Йорк",
  description:
    "Ставките на миля: данъкът по тегло и разстояние в Кентъки и Ню Мексико и данъкът за ползване на пътищата в Ню Йорк за всяко тегло на камиона.",
  lead: "Колко вземат Кентъки, Ню Мексико и Ню Йорк от тежкотоварен камион за всяка миля по пътищата си според теглото му. На страницата за щатските данъци върху милите можете да изчислите данъка за своя камион и да прочетете за разрешителните и декларациите.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "table",
      topic: "fees",
      heading: "Каква е ставката на миля за теглото на моя камион?",
      paragraphs: [
        `Кентъки има една ставка за всички камиони над ${f.lb(thresholds.kentucky.overLb)}: ${f.usdRate(rates.kentucky.dollarsPerMile, rateDecimals.KY)} на миля (${rates.kentucky.source}, проверено на ${checked}). В Ню Мексико и Ню Йорк ставката зависи от теглото, както е в таблицата.`,
      ],
      caption: "Данък на миля според теглото на камиона в Ню Мексико и Ню Йорк",
      columns: ["Тегло във фунтове", "Ню Мексико", "Ню Йорк"],
      rows: weightDistanceRateRows().map((row) => [
        f.span(row.range.fromLb, row.range.toLb),
        rateCell(row.newMexico, "NM"),
        rateCell(row.newYork, "NY"),
      ]),
      note: `Ню Мексико (${rates.newMexico.source}, проверено на ${checked}): камион, който Ню Мексико е класифицирал за превоз в една посока (one-way haul), т.е. изминава празен поне ${f.percent(rates.newMexico.oneWayHaul.minEmptyPercent)} от милите си за регистрационната година, плаща ${oneWayShare} от ставката. Ню Йорк (${rates.newYork.source}, проверено на ${checked}): ставките са за милите с товар; над ${f.lb(newYorkOverTop.overLb)} ставката се увеличава с ${f.usdRate(newYorkOverTop.perTon, rateDecimals.NY)} на миля за всеки тон (${f.lb(rates.newYork.overTop.tonLb)}) или част от тон. Офисът проверява ставките, преди да подаде декларацията ви.`,
    },
  ],
} satisfies ReferencePageContent;
