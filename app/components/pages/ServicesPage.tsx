import { ContactCta } from "../ContactCta";
import { LinkCard } from "../LinkCard";
import { PageHeader } from "../PageHeader";
import { ServiceGroupIcon } from "../ServiceGroupIcon";
import { DataTable } from "../service/DataTable";
import { Text, TextShape } from "../Text";
import { ClipboardCheck } from "lucide-react";
import type { LocaleContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";

/** Every service by group, then which filing applies when: the checkup's rules as a table, which /checkup links to (#which-filing). */
export function ServicesPage({
  locale,
  shared,
  ruleTable,
}: {
  locale: Locale;
  shared: Pick<SharedCopy, "breadcrumbs" | "servicesPage" | "catalog">;
  ruleTable: LocaleContent["checkup"]["ruleTable"];
}) {
  const catalog = catalogFor(locale, shared);
  const groups = catalog.groups();
  return (
    <TextShape locale={locale}>
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
              <Text box>{group.title}</Text>
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
        <section id="which-filing" aria-labelledby="which-filing-heading">
          <h2 id="which-filing-heading" className="flex items-center gap-3 text-2xl font-bold text-brand-900">
            <ClipboardCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
            <Text box>{ruleTable.heading}</Text>
          </h2>
          <DataTable table={ruleTable} />
        </section>
        <ContactCta {...shared.servicesPage.cta} href={catalog.href("/contact")} />
      </div>
    </TextShape>
  );
}
