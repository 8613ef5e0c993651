import { shared } from "~/content/shared";
import type { PageLink } from "~/lib/catalog-summaries";
import { LinkCard } from "../LinkCard";

export function RelatedServices({ services }: { services: readonly PageLink[] }) {
  return (
    <section aria-labelledby="related-heading" className="print-hide">
      <h2 id="related-heading" className="text-xl font-bold text-brand-900">
        {shared.relatedHeading}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {services.map((service) => (
          <li key={service.path}>
            <LinkCard link={service} />
          </li>
        ))}
      </ul>
    </section>
  );
}
