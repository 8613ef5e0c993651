import { ArrowRight } from "lucide-react";
import { ContactCta } from "../ContactCta";
import { PageHeader } from "../PageHeader";
import { ServiceGroupIcon } from "../ServiceGroupIcon";
import { shared } from "~/content/shared";
import { crumbsFor } from "~/lib/breadcrumbs";
import { groupedLinks } from "~/lib/catalog-summaries";

export function ServicesPage() {
  const groups = groupedLinks();
  return (
    <>
      <PageHeader title={shared.servicesPage.title} lead={shared.servicesPage.lead} crumbs={crumbsFor("/services")} />
      <div className="container-page space-y-12 py-12">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="flex items-center gap-3 text-2xl font-bold text-brand-900">
              <ServiceGroupIcon group={group.id} className="h-6 w-6 text-brand-600" />
              {group.title}
            </h2>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {group.links.map((service) => (
                <li key={service.path}>
                  <a
                    href={service.path}
                    className="flex h-full items-start justify-between gap-3 rounded-lg border border-brand-100 p-4 hover:border-brand-600 hover:bg-brand-50"
                  >
                    <span>
                      <span className="block font-semibold text-brand-900">{service.label}</span>
                      <span className="mt-1 block text-[0.95rem] leading-snug text-muted">{service.summary}</span>
                    </span>
                    <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ContactCta {...shared.servicesPage.cta} />
      </div>
    </>
  );
}
