import { ContactCta } from "../ContactCta";
import { LinkCard } from "../LinkCard";
import { PageHeader } from "../PageHeader";
import { ServiceGroupIcon } from "../ServiceGroupIcon";
import type { SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";

export function ServicesPage({ locale, shared }: { locale: Locale; shared: Pick<SharedCopy, "breadcrumbs" | "servicesPage" | "catalog"> }) {
  const catalog = catalogFor(locale, shared);
  const groups = catalog.groups();
  return (
    <>
      <PageHeader
        title={shared.servicesPage.title}
        lead={shared.servicesPage.lead}
        crumbs={{ items: catalog.crumbs("/services"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page space-y-12 py-12">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="flex items-center gap-3 text-2xl font-bold text-brand-900">
              <ServiceGroupIcon group={group.id} className="h-6 w-6 shrink-0 text-brand-600" />
              {group.title}
            </h2>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {group.links.map((service) => (
                <li key={service.path}>
                  <LinkCard link={service} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ContactCta {...shared.servicesPage.cta} href={catalog.href("/contact")} />
      </div>
    </>
  );
}
