import { ContactCta } from "../ContactCta";
import { ContactLines } from "../ContactLines";
import { FirmFigures } from "../FirmFigures";
import { PageHeader } from "../PageHeader";
import { ServiceGroupIcon } from "../ServiceGroupIcon";
import { Text, TextShape } from "../Text";
import type { AboutCopy } from "~/content/schemas";
import type { SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { serviceGroups, servicesInGroup } from "~/lib/catalog";
import { catalogFor } from "~/lib/localized-catalog";

export function AboutPage({
  locale,
  copy: about,
  shared,
}: {
  locale: Locale;
  copy: AboutCopy;
  shared: Pick<SharedCopy, "breadcrumbs" | "firm" | "contactLines" | "catalog">;
}) {
  const catalog = catalogFor(locale, shared);
  return (
    <TextShape locale={locale}>
      <PageHeader
        title={about.title}
        lead={about.lead}
        crumbs={{ items: catalog.crumbs("/about"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page space-y-14 py-12">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-bold text-brand-900">
            <Text>{about.story.heading}</Text>
          </h2>
          <div className="prose-measure mt-4 space-y-4">
            {about.story.paragraphs.map((p) => (
              <p key={p}>
                <Text>{p}</Text>
              </p>
            ))}
          </div>
        </section>
        <section aria-labelledby="figures-heading">
          <h2 id="figures-heading" className="text-2xl font-bold text-brand-900">
            <Text>{about.figuresHeading}</Text>
          </h2>
          <div className="mt-5">
            <FirmFigures labels={shared.firm.figureLabels} locale={locale} />
          </div>
        </section>
        <section aria-labelledby="audience-heading">
          <h2 id="audience-heading" className="text-2xl font-bold text-brand-900">
            <Text>{about.audience.heading}</Text>
          </h2>
          <p className="mt-3">
            <Text>{`${about.audience.lead}:`}</Text>
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6 marker:text-brand-600">
            {shared.firm.audience.map((who) => (
              <li key={who}>
                <Text>{who}</Text>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-2xl font-bold text-brand-900">
            <Text>{about.servicesHeading}</Text>
          </h2>
          <p className="prose-measure mt-3">
            <Text>{about.servicesLead}</Text>
          </p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {serviceGroups.map((group) => (
              <li key={group.id} className="rounded-lg border border-brand-100 p-5">
                <h3 className="flex items-center gap-2 font-bold text-brand-900">
                  <ServiceGroupIcon group={group.id} className="h-5 w-5 shrink-0 text-brand-600" />
                  <a href={catalog.href(`/services#${group.id}`)} className="link">
                    <Text>{catalog.groupTitle(group.id)}</Text>
                  </a>
                </h3>
                <p className="mt-2 text-[0.95rem] text-muted">
                  <Text>
                    {servicesInGroup(group.id)
                      .map((s) => catalog.serviceLabel(s.path))
                      .join(" · ")}
                  </Text>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="text-2xl font-bold text-brand-900">
            <Text>{about.contactHeading}</Text>
          </h2>
          <p className="mt-3">
            <Text>{about.contactLead}</Text>
          </p>
          <div className="mt-4">
            <ContactLines words={shared.contactLines} />
          </div>
        </section>
        <ContactCta {...about.cta} href={catalog.href("/contact")} />
      </div>
    </TextShape>
  );
}
