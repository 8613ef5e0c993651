import { lazy, Suspense } from "react";
import type { ToolSection } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";
import { Form2290DueDate } from "../tools/Form2290DueDate";
import { UcrFeeTable } from "../tools/UcrFeeTable";

/* The penalty estimate has nothing to show without JavaScript, so all of it loads on demand. */
const Form2290Penalty = lazy(() => import("../tools/Form2290Penalty"));

export function ToolSlot({ section }: { section: ToolSection }) {
  const hydrated = useHydrated();
  switch (section.tool) {
    case "ucr-fee-finder":
      return <UcrFeeTable caption={section.caption} />;
    case "form-2290-due-date":
      return <Form2290DueDate caption={section.caption} />;
    case "form-2290-penalty":
      return hydrated ? (
        <Suspense>
          <Form2290Penalty caption={section.caption} />
        </Suspense>
      ) : null;
  }
}
