import type { Section } from "~/content/types";
import { SectionBody } from "./SectionBody";
import type { ToolControls } from "./ToolSlot";
import { SectionHeading } from "./SectionHeading";
import { Text } from "../Text";

/**
 * `printTitle` names the page on a printed checklist, where the page's own heading is left out;
 * `href` puts a path in the page's language, for the link to a reference page.
 */
export function ContentSection({
  section,
  id,
  printTitle,
  printLabel,
  href,
  controls,
}: {
  section: Section;
  id: string;
  printTitle: string;
  printLabel: string;
  href: (path: string) => string;
  controls: ToolControls;
}) {
  const printable = section.kind === "checklist";
  return (
    <section aria-labelledby={id} className={printable ? "print-keep print-checklist" : undefined}>
      {printable && (
        <p className="mb-2 hidden text-xl font-bold print:block">
          <Text>{printTitle}</Text>
        </p>
      )}
      <SectionHeading id={id} topic={section.topic}>
        <Text>{section.heading}</Text>
      </SectionHeading>
      {section.paragraphs?.map((p) => (
        <p key={p} className="prose-measure mt-3">
          <Text>{p}</Text>
        </p>
      ))}
      <SectionBody section={section} controls={controls} printLabel={printLabel} />
      {section.reference && (
        <p className="prose-measure mt-4">
          <Text>{section.reference.text}</Text>{" "}
          <a href={href(section.reference.path)} className="link font-semibold">
            <Text>{section.reference.link}</Text>
          </a>
        </p>
      )}
      {section.note && (
        <p className="prose-measure mt-3 text-[0.95rem] text-muted">
          <Text>{section.note}</Text>
        </p>
      )}
    </section>
  );
}
