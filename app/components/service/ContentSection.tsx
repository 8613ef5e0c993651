import type { Section } from "~/content/types";
import { SectionBody } from "./SectionBody";
import { SectionHeading } from "./SectionHeading";

export function ContentSection({ section, id }: { section: Section; id: string }) {
  const printable = section.kind === "checklist";
  return (
    <section aria-labelledby={id} className={printable ? "print-keep print-checklist" : undefined}>
      <SectionHeading id={id} topic={section.topic}>
        {section.heading}
      </SectionHeading>
      {section.paragraphs?.map((p) => (
        <p key={p} className="prose-measure mt-3">
          {p}
        </p>
      ))}
      <SectionBody section={section} />
      {section.note && <p className="prose-measure mt-3 text-[0.95rem] text-muted">{section.note}</p>}
    </section>
  );
}
