import type { PageLink } from "~/lib/localized-catalog";
import { LinkCard } from "../LinkCard";
import { Text } from "../Text";

export function RelatedServices({ services, heading }: { services: readonly PageLink[]; heading: string }) {
  return (
    <section aria-labelledby="related-heading" className="print-hide">
      <h2 id="related-heading" className="text-xl font-bold text-brand-900">
        <Text>{heading}</Text>
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
