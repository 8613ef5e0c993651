import { useState } from "react";
import type { Table } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { DataTable } from "../service/DataTable";
import UcrCountInput, { type UcrFinderCopy } from "./UcrCountInput";

/**
 * The UCR fee finder (an island): "How many vehicles?" above the fee table it owns, whose rows are
 * the UCR brackets in order (app/lib/tools/ucr.ts). The build renders the same table, so readers
 * without JavaScript have it; the question shows only where scripts run.
 */
export default function UcrFeeFinder({ copy, locale, table }: { copy: UcrFinderCopy; locale: Locale; table: Table }) {
  const [bracket, setBracket] = useState<number | null>(null);
  return (
    <>
      <div className="js-only">
        <UcrCountInput onMatch={setBracket} copy={copy} locale={locale} />
      </div>
      <DataTable table={table} currentRow={bracket} />
    </>
  );
}
