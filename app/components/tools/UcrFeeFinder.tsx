import { useState } from "react";
import type { UcrFinderIslandCopy } from "~/content/tool-words";
import { ucrFeeRows } from "~/content/ucr-table";
import type { Table } from "~/content/types";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { TextShape } from "../Text";
import { DataTable } from "../service/DataTable";
import UcrCountInput from "./UcrCountInput";

/**
 * The UCR fee finder (an island): "How many vehicles?" above the fee table it owns, whose rows are
 * the UCR brackets in order (app/lib/tools/ucr.ts). The build renders the same table, so readers
 * without JavaScript have it; the question shows only where scripts run. It takes the table's
 * caption and column names; the rows it works out from the brackets as the content does
 * (ucrFeeRows), so the page does not carry them twice.
 */
export default function UcrFeeFinder({
  copy,
  answerCopyUrl,
  locale,
  table,
}: {
  copy: UcrFinderIslandCopy;
  answerCopyUrl: string;
  locale: Locale;
  table: Pick<Table, "caption" | "columns">;
}) {
  const [bracket, setBracket] = useState<number | null>(null);
  return (
    <TextShape locale={locale}>
      <div className="js-only">
        <UcrCountInput onMatch={setBracket} copy={copy} answerCopyUrl={answerCopyUrl} locale={locale} />
      </div>
      <DataTable table={{ ...table, rows: ucrFeeRows(formats[locale]) }} currentRow={bracket} />
    </TextShape>
  );
}
