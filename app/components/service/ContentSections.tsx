import type { Section, SharedCopy } from "~/content/types";
import { ContentSection } from "./ContentSection";
import type { ToolControls } from "./ToolSlot";

/**
 * A page's sections in order, as the service and reference pages show them. A tool's section is
 * named by its tool, so a link can reach it wherever it stands ("#form-2290-penalty"); the others
 * are numbered.
 */
export function ContentSections({
  sections,
  printTitle,
  shared,
  href,
  controls = {},
}: {
  sections: readonly Section[];
  printTitle: string;
  shared: Pick<SharedCopy, "printChecklist">;
  href: (path: string) => string;
  controls?: ToolControls;
}) {
  return sections.map((section, index) => (
    <ContentSection
      key={section.heading}
      section={section}
      id={section.kind === "tool" ? section.tool : `section-${index + 1}`}
      printTitle={printTitle}
      printLabel={shared.printChecklist}
      href={href}
      controls={controls}
    />
  ));
}
