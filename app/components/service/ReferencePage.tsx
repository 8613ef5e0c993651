import type { ReferencePageContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { ReferencePage as ReferencePageEntry } from "~/lib/catalog";
import { catalogFor } from "~/lib/localized-catalog";
import { ContactCta } from "../ContactCta";
import { LinkCard } from "../LinkCard";
import { PageHeader } from "../PageHeader";
import { ContentSections } from "./ContentSections";
import { ReviewedNote } from "./ReviewedNote";

/**
 * A service page's long tables on a page of their own (app/lib/catalog.ts, referencePages): the
 * tables with their text, then the way back to the service page, where the tools are, and to the office.
 */
export function ReferencePage({
  content,
  page,
  locale,
  shared,
}: {
  content: ReferencePageContent;
  page: ReferencePageEntry;
  locale: Locale;
  shared: Pick<SharedCopy, "breadcrumbs" | "catalog" | "reviewed" | "printChecklist" | "referenceParentHeading" | "serviceCta">;
}) {
  const catalog = catalogFor(locale, shared);
  return (
    <article>
      <PageHeader title={content.title} lead={content.lead} crumbs={{ items: catalog.crumbs(page.path), label: shared.breadcrumbs.label }}>
        <ReviewedNote reviewed={content.reviewed} openQuestions={content.openQuestions} words={shared.reviewed} locale={locale} />
      </PageHeader>
      <div className="container-page space-y-12 py-12">
        <ContentSections sections={content.sections} printTitle={content.title} shared={shared} href={catalog.href} />
        <section aria-labelledby="parent-heading" className="print-hide">
          <h2 id="parent-heading" className="text-xl font-bold text-brand-900">
            {shared.referenceParentHeading}
          </h2>
          <div className="mt-3 sm:max-w-md">
            <LinkCard link={catalog.pageLink(page.parent)} />
          </div>
        </section>
        <ContactCta {...shared.serviceCta.standard} href={catalog.href("/contact")} />
      </div>
    </article>
  );
}
