import type {
  BreadcrumbList,
  DayOfWeek,
  OpeningHoursSpecification,
  ProfessionalService,
  Service,
  WithContext,
} from "schema-dts";
import type { Crumb } from "./localized-catalog";
import { absoluteUrl } from "./meta-url";
import { site, type Schedule } from "./site";

/* JSON-LD (schema.org) for search engines, built from the catalog, content and site config. */

const dayNames: readonly DayOfWeek[] = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
];

function openingHours(schedule: Schedule): OpeningHoursSpecification[] {
  return schedule.periods.map((period) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: period.days.map((d) => dayNames[d]!),
    opens: period.opens,
    closes: period.closes,
  }));
}

export const businessId = `${site.siteUrl}/#business`;

/** The business in one language: its description and URL are that language's. */
export function businessJsonLd({
  description,
  url,
  inLanguage,
}: {
  description: string;
  url: string;
  inLanguage: string;
}): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId,
    name: site.name,
    description,
    url,
    knowsLanguage: ["en", "ru", "bg"],
    ...(inLanguage !== "en" && { inLanguage }),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl("/og-image.png"),
    telephone: site.phone.replaceAll(" ", "-"),
    faxNumber: site.fax.replaceAll(" ", "-"),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
    areaServed: { "@type": "State", name: "Illinois" },
    openingHoursSpecification: openingHours(site.contactHours),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  category: string;
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.category,
    url: absoluteUrl(input.path),
    // The business's full record is on the pages about it (meta.ts); here, enough to name it.
    provider: { "@type": "ProfessionalService", "@id": businessId, name: site.name, url: absoluteUrl("/") },
    areaServed: { "@type": "State", name: "Illinois" },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], currentPath: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path ?? currentPath),
    })),
  };
}
