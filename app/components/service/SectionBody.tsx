import { CheckSquare, Printer } from "lucide-react";
import type { Section } from "~/content/types";
import { DataTable } from "./DataTable";
import { ToolSlot, type ToolControls } from "./ToolSlot";
import { Text } from "../Text";

/**
 * The list, checklist, steps or table under a section heading. Lists keep the paragraphs' measure:
 * at full width a line ran to 95 characters and past the right edge of the text above it.
 */
/** `printLabel` is the checklist's print button, in the page's language. */
export function SectionBody({
  section,
  controls,
  printLabel,
}: {
  section: Section;
  controls: ToolControls;
  printLabel: string;
}) {
  switch (section.kind) {
    case "text":
      return null;
    case "tool":
      return <ToolSlot section={section} controls={controls} />;
    case "list":
      return (
        <ul className="prose-measure mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
          {section.items.map((item) => (
            <li key={item}>
              <Text>{item}</Text>
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className="prose-measure mt-4 space-y-3">
          {section.items.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">
                <Text>{item}</Text>
              </span>
            </li>
          ))}
        </ol>
      );
    case "checklist":
      return (
        <>
          <ul className="prose-measure mt-4 space-y-2.5">
            {section.items.map((item) => (
              <li key={item.text} className="flex gap-3">
                <CheckSquare aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-600" />
                <span>
                  <Text>{item.text}</Text>
                  {item.detail && (
                    <span className="mt-0.5 block text-[0.95rem] text-muted">
                      <Text>{item.detail}</Text>
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          {/* app/scripts/enhance.ts makes it print; without JavaScript it is hidden. */}
          <button
            type="button"
            data-print=""
            className="js-only btn mt-5 border-2 border-brand-700 text-brand-800 hover:bg-brand-50 print:hidden"
          >
            <Printer aria-hidden="true" className="h-5 w-5" />
            <Text box>{printLabel}</Text>
          </button>
        </>
      );
    case "table":
      return <DataTable table={section} />;
  }
}
