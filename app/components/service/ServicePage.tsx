import { CalendarCheck } from "lucide-react";
import { shared } from "~/content/shared";
import type { ServicePageContent } from "~/content/types";
import { crumbsFor } from "~/lib/breadcrumbs";
import type { Service } from "~/lib/catalog";
import type { PageLink } from "~/lib/catalog-summaries";
import { reviewedLabel } from "~/lib/reviewed";
import { ContactCta } from "../ContactCta";
import { DropOffBlock } from "../DropOffBlock";
import { PageHeader } from "../PageHeader";
import { ContentSection } from "./ContentSection";
import { FaqList } from "./FaqList";
import { RelatedServices } from "./RelatedServices";
import type { ToolControls } from "./ToolSlot";

/** The one template every service page uses: content in, page out; tool controls come as slots. */
export function ServicePage({
  content,
  service,
  related,
  ...controls
}: {
  content: ServicePageContent;
  service: Service;
  related: readonly PageLink[];
} & ToolControls) {
  return (
    <article>
      <PageHeader
        title={content.title}
        lead={content.lead}
        crumbs={crumbsFor(service.path)}
      >
        <p className="mt-5 inline-flex items-center gap-2 text-sm text-brand-200 print:text-black">
          <CalendarCheck aria-hidden="true" className="h-4 w-4" />
          {shared.reviewed.label} {reviewedLabel(content.reviewed)}
        </p>
        {content.openQuestions && <p className="mt-1 text-sm text-brand-200 print:text-black">{shared.reviewed.openQuestions}</p>}
      </PageHeader>
      <div className="container-page space-y-12 py-12">
        {content.comingSoon && <p className="text-xl font-semibold text-brand-800">{content.comingSoon}</p>}
        {content.sections.map((section, index) => (
          <ContentSection
            key={section.heading}
            section={section}
            id={`section-${index + 1}`}
            printTitle={content.title}
            controls={controls}
          />
        ))}
        {content.faqs && content.faqs.length > 0 && <FaqList faqs={content.faqs} />}
        {related.length > 0 && <RelatedServices services={related} />}
        <ContactCta {...(content.expertGuidanceBanner ? shared.serviceCta.expertGuidance : shared.serviceCta.standard)} />
        <DropOffBlock />
      </div>
    </article>
  );
}
