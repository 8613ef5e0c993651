import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { capitalized } from "~/i18n/sentence";
import { dueDateRuleRows } from "~/lib/tools/form2290";
import { monthsByLastDigit } from "~/lib/tools/mcs150";
import { rateDecimals, weightDistanceRateRows, type RateCell } from "~/lib/tools/weight-distance-table";
import { form2290TaxRows } from "./form-2290-table";
import type { RowsFrom } from "./schemas";
import { ucrFeeRows } from "./ucr-table";

/** The rows a rule computes for a table, written in `locale` with the words the table's copy gives. */
export function ruleRows(from: RowsFrom, locale: Locale): string[][] {
  const f = formats[locale];
  switch (from.rule) {
    case "ucr-fees":
      return ucrFeeRows(f);
    case "mcs150-months":
      return monthsByLastDigit().map(({ digit, month }) => [String(digit), capitalized(f.monthName(month))]);
    case "form-2290-due-dates":
      return dueDateRuleRows().map((row) => [
        capitalized(f.monthName(row.firstUseMonth)),
        formatMessage(
          from.due,
          {
            due: f.longDayMonth(row.dueMonth, row.dueDay),
            leapYear: row.leapYearDay ? "yes" : "no",
            nextYear: row.nextYear ? "yes" : "no",
          },
          locale,
        ),
      ]);
    case "form-2290-tax":
      return form2290TaxRows(f, from);
    case "weight-distance-rates": {
      const cell = (rate: RateCell, state: "NM" | "NY") =>
        rate.kind === "none"
          ? from.noTax
          : rate.kind === "rate"
            ? f.usdRate(rate.dollarsPerMile, rateDecimals[state])
            : formatMessage(
                from.perTon,
                {
                  rate: f.usdRate(rate.dollarsPerMile, rateDecimals[state]),
                  perTon: f.usdRate(rate.perTon, rateDecimals.NY),
                },
                locale,
              );
      return weightDistanceRateRows().map((row) => [
        f.span(row.range.fromLb, row.range.toLb),
        cell(row.newMexico, "NM"),
        cell(row.newYork, "NY"),
      ]);
    }
  }
}

type WithTables = { readonly sections: readonly object[] };

/** The page with every rule's rows written into its tables, and `rowsFrom` gone. */
export function withRuleRows<P extends WithTables>(page: P, locale: Locale): P {
  const fill = <T extends object>(table: T): T => {
    if (!("rowsFrom" in table) || !table.rowsFrom) return table;
    const { rowsFrom, ...rest } = table as T & { rowsFrom: RowsFrom };
    return { ...rest, rows: ruleRows(rowsFrom, locale) } as T;
  };
  return {
    ...page,
    sections: page.sections.map((section) =>
      "table" in section && section.table && typeof section.table === "object"
        ? { ...section, table: fill(section.table) }
        : fill(section),
    ),
  };
}
