import { lazy, Suspense } from "react";
import type { ToolSection } from "~/content/types";

/* Each tool is its own chunk, loaded only by the page that shows it. */
const tools = {
  "ucr-fee-finder": lazy(() => import("../tools/UcrFeeFinder")),
  "form-2290-due-date": lazy(() => import("../tools/Form2290DueDate")),
  "form-2290-penalty": lazy(() => import("../tools/Form2290Penalty")),
};

export function ToolSlot({ section }: { section: ToolSection }) {
  const Tool = tools[section.tool];
  return (
    <Suspense>
      <Tool caption={section.caption} />
    </Suspense>
  );
}
