import { ArrowDown } from "lucide-react";
import type { Section } from "~/content/types";
import { toolControlsId } from "./ToolSlot";
import { Text } from "../Text";

/**
 * On a page whose tools stand below its rules, a link to each tool at the top, so that a phone's
 * first screen offers them (issue 47, item 5). Each is named by its tool's heading and leads past it to
 * the tool itself.
 */
export function ToolLinks({ sections, label }: { sections: readonly Section[]; label: string }) {
  const tools = sections.flatMap((section) => (section.kind === "tool" ? [section] : []));
  if (tools.length === 0) return null;
  return (
    <nav aria-label={label} className="print-hide mt-4">
      <p className="text-sm font-semibold text-brand-200">
        <Text>{label}</Text>
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {tools.map((tool) => (
          <li key={tool.tool}>
            <a
              href={`#${toolControlsId(tool.tool)}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/60 px-3 py-1 text-[0.95rem] leading-snug font-semibold text-white hover:bg-white/10"
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4 shrink-0" />
              <Text box>{tool.heading}</Text>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
