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

const f = formats.en;
const checked = f.date(parseIso(rates.checked));
const rateCell = (cell: RateCell, state: "NM" | "NY") =>
  cell.kind === "none"
    ? "No tax"
    : cell.kind === "rate"
      ? f.usdRate(cell.dollarsPerMile, rateDecimals[state])
      : `${f.usdRate(cell.dollarsPerMile, rateDecimals[state])} + ${f.usdRate(cell.perTon, rateDecimals.NY)} a ton`;

export default {
  path: "/state-quarterly-ky-nm-ny/rate-tables",
  title: "Kentucky, New Mexico and New York mileage tax rates",
  description:
    "Rates a mile for the Kentucky and New Mexico weight-distance taxes and the New York highway use tax, for every truck weight, with their sources.",
  lead: "What Kentucky, New Mexico and New York charge a heavy truck for each mile on their roads, by weight. The page on state mileage taxes estimates the tax for your truck and explains permits and returns.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "table",
      topic: "fees",
      heading: "What is the rate a mile for my truck's weight?",
      paragraphs: [
        `Kentucky has one rate for every truck over ${f.lb(thresholds.kentucky.overLb)}: ${f.usdRate(rates.kentucky.dollarsPerMile, rateDecimals.KY)} a mile (${rates.kentucky.source}, checked ${checked}). New Mexico and New York charge by weight, as in the table.`,
      ],
      caption: "Tax per mile by truck weight in New Mexico and New York",
      columns: ["Weight, lb", "New Mexico", "New York"],
      rows: weightDistanceRateRows().map((row) => [
        f.span(row.range.fromLb, row.range.toLb),
        rateCell(row.newMexico, "NM"),
        rateCell(row.newYork, "NY"),
      ]),
      note: `New Mexico (${rates.newMexico.source}, checked ${checked}): a truck that New Mexico has classified for one-way hauls, running empty at least ${f.percent(rates.newMexico.oneWayHaul.minEmptyPercent)} of its miles in the registration year, pays ${oneWayShare} of the rate. New York (${rates.newYork.source}, checked ${checked}): the rates are for loaded miles; over ${f.lb(newYorkOverTop.overLb)} the rate grows by ${f.usdRate(newYorkOverTop.perTon, rateDecimals.NY)} a mile for each ton (${f.lb(rates.newYork.overTop.tonLb)}) or part of a ton. The office confirms the rates before it files your return.`,
    },
  ],
} satisfies ReferencePageContent;
