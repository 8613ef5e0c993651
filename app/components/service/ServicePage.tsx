import type { NotaryNotices, ServicePageContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { Service } from "~/lib/catalog";
import { catalogFor } from "~/lib/localized-catalog";
import { ContactCta } from "../ContactCta";
import { DropOffBlock } from "../DropOffBlock";
import { NotaryNotice } from "../NotaryNotice";
import { PageHeader } from "../PageHeader";
import { ContentSections } from "./ContentSections";
import { FaqList } from "./FaqList";
import { RelatedServices } from "./RelatedServices";
import { ReviewedNote } from "./ReviewedNote";
import { ToolLinks } from "./ToolLinks";
import type { ToolControls } from "./ToolSlot";
import { TextShape } from "../Text";

/**
 * The one template every service page uses: content in, page out; tool controls come as slots.
 * `notaryNotice` is the statutory notice of a translated page, shown on the notary page; English pages have none.
 */
export function ServicePage({
  content,
  service,
  locale,
  shared,
  notaryNotice,
  ...controls
}: {
  content: ServicePageContent;
  service: Service;
  locale: Locale;
  shared: Pick<
    SharedCopy,
    | "breadcrumbs"
    | "catalog"
    | "reviewed"
    | "printChecklist"
    | "toolsOnPage"
    | "faqHeading"
    | "relatedHeading"
    | "serviceCta"
    | "dropOff"
    | "contactLines"
    | "hours"
  >;
  notaryNotice?: NotaryNotices;
} & ToolControls) {
  const catalog = catalogFor(locale, shared);
  const related = (content.related ?? []).map(catalog.pageLink);
  return (
    <TextShape locale={locale}>
      <article>
        <PageHeader
          title={content.title}
          lead={content.lead}
          crumbs={{ items: catalog.crumbs(service.path), label: shared.breadcrumbs.label }}
          jumps={<ToolLinks sections={content.sections} label={shared.toolsOnPage} />}
        >
          <ReviewedNote
            reviewed={content.reviewed}
            openQuestions={content.openQuestions}
            words={shared.reviewed}
            locale={locale}
          />
        </PageHeader>
        <div className="container-page space-y-12 py-12">
          {service.path === "/notary-public" && notaryNotice && <NotaryNotice {...notaryNotice} prominent />}
          <ContentSections
            sections={content.sections}
            printTitle={content.title}
            shared={shared}
            href={catalog.href}
            controls={controls}
          />
          {content.faqs && content.faqs.length > 0 && <FaqList faqs={content.faqs} heading={shared.faqHeading} />}
          {related.length > 0 && <RelatedServices services={related} heading={shared.relatedHeading} />}
          <ContactCta
            {...(content.expertGuidanceBanner ? shared.serviceCta.expertGuidance : shared.serviceCta.standard)}
            href={catalog.href("/contact")}
          />
          <DropOffBlock locale={locale} shared={shared} />
        </div>
      </article>
    </TextShape>
  );
}
