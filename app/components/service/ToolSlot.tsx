import { lazy, Suspense, useState } from "react";
import type { ToolSection } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";
import { DataTable } from "./DataTable";

/*
 * A tool's table is content, in the pre-rendered page. Its controls are separate chunks,
 * fetched only by the page that shows them and rendered only after hydration, so nothing a
 * visitor types can be lost and other pages load none of their code.
 */
const UcrCountInput = lazy(() => import("../tools/UcrCountInput"));
const Form2290DuePicker = lazy(() => import("../tools/Form2290DuePicker"));
const Form2290Penalty = lazy(() => import("../tools/Form2290Penalty"));

export function ToolSlot({ section }: { section: ToolSection }) {
  const hydrated = useHydrated();
  const [markedRow, setMarkedRow] = useState<string | null>(null);
  const controls = {
    "ucr-fee-finder": <UcrCountInput onMatch={setMarkedRow} />,
    "form-2290-due-date": <Form2290DuePicker />,
    "form-2290-penalty": <Form2290Penalty />,
  }[section.tool];
  return (
    <div className="mt-4 space-y-4">
      {hydrated && <Suspense>{controls}</Suspense>}
      {section.table && <DataTable table={section.table} markedRow={markedRow} />}
    </div>
  );
}
