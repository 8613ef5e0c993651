import { ArrowRight } from "lucide-react";
import type { PageLink } from "~/lib/catalog-summaries";

export function RelatedServices({ services }: { services: readonly PageLink[] }) {
  return (
    <section aria-labelledby="related-heading" className="print-hide">
      <h2 id="related-heading" className="text-xl font-bold text-brand-900">
        Related services
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {services.map((service) => (
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
  );
}
