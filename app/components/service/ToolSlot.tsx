import { lazy, Suspense, useState } from "react";
import type { ToolSection } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";
import { DataTable } from "./DataTable";

/*
 * A tool's table is content, in the pre-rendered page. Its controls are separate chunks,
 * fetched only by the page that shows them and rendered only after hydration, so nothing a
 * visitor types can be lost and other pages load none of their code.
 */
const controls = {
  "ucr-fee-finder": lazy(() => import("../tools/UcrCountInput")),
  "form-2290-due-date": lazy(() => import("../tools/Form2290DuePicker")),
  "form-2290-penalty": lazy(() => import("../tools/Form2290Penalty")),
};

export function ToolSlot({ section }: { section: ToolSection }) {
  const hydrated = useHydrated();
  const [markedRow, setMarkedRow] = useState<string | null>(null);
  const Controls = controls[section.tool];
  return (
    <div className="mt-4 space-y-4">
      {hydrated && (
        <Suspense>
          <Controls onMatch={setMarkedRow} />
        </Suspense>
      )}
      {section.table && <DataTable table={section.table} markedRow={markedRow} />}
    </div>
  );
}
