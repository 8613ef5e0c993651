import type { ReferencePageContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { ReferencePage as ReferencePageEntry } from "~/lib/catalog";
import { catalogFor } from "~/lib/localized-catalog";
import { ContactCta } from "../ContactCta";
import { LinkCard } from "../LinkCard";
import { PageHeader } from "../PageHeader";
import { ContentSections } from "./ContentSections";
import { FaqList } from "./FaqList";
import { ReviewedNote } from "./ReviewedNote";
import type { ToolControls } from "./ToolSlot";
import { Text, TextShape } from "../Text";

/**
 * A part of a service page on a page of its own (app/lib/catalog.ts, referencePages): its
 * sections and questions, then the way back to the service page and to the office. A tool's
 * controls come as slots, as on a service page.
 */
export function ReferencePage({
  content,
  page,
  locale,
  shared,
  ...controls
}: {
  content: ReferencePageContent;
  page: ReferencePageEntry;
  locale: Locale;
  shared: Pick<
    SharedCopy,
    "breadcrumbs" | "catalog" | "reviewed" | "printChecklist" | "referenceParentHeading" | "serviceCta" | "faqHeading"
  >;
} & ToolControls) {
  const catalog = catalogFor(locale, shared);
  return (
    <TextShape locale={locale}>
      <article>
        <PageHeader
          title={content.title}
          lead={content.lead}
          crumbs={{ items: catalog.crumbs(page.path), label: shared.breadcrumbs.label }}
        >
          <ReviewedNote
            reviewed={content.reviewed}
            openQuestions={content.openQuestions}
            words={shared.reviewed}
            locale={locale}
          />
        </PageHeader>
        <div className="container-page space-y-12 py-12">
          <ContentSections
            sections={content.sections}
            printTitle={content.title}
            shared={shared}
            href={catalog.href}
            controls={controls}
          />
          {content.faqs && content.faqs.length > 0 && <FaqList faqs={content.faqs} heading={shared.faqHeading} />}
          <section aria-labelledby="parent-heading" className="print-hide">
            <h2 id="parent-heading" className="text-xl font-bold text-brand-900">
              <Text>{shared.referenceParentHeading}</Text>
            </h2>
            <div className="mt-3 sm:max-w-md">
              <LinkCard link={catalog.pageLink(page.parent)} />
            </div>
          </section>
          <ContactCta {...shared.serviceCta.standard} href={catalog.href("/contact")} />
        </div>
      </article>
    </TextShape>
  );
}
