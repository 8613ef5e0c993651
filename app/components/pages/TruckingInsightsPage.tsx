import { CheckCircle2 } from "lucide-react";
import { ContactCta } from "../ContactCta";
import { PageHeader } from "../PageHeader";
import { Text, TextShape } from "../Text";
import type { InsightsCopy } from "~/content/schemas";
import type { SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";

export function TruckingInsightsPage({
  locale,
  copy: insights,
  shared,
}: {
  locale: Locale;
  copy: InsightsCopy;
  shared: Pick<SharedCopy, "breadcrumbs" | "catalog">;
}) {
  const catalog = catalogFor(locale, shared);
  return (
    <TextShape locale={locale}>
      <PageHeader
        title={insights.title}
        lead={insights.lead}
        crumbs={{ items: catalog.crumbs("/trucking-insights"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page space-y-12 py-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {insights.cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-brand-100 bg-white p-6 raised-sm">
              <h2 className="text-xl font-bold text-brand-900">
                <Text>{card.title}</Text>
              </h2>
              <p className="mt-2 text-muted">
                <Text>{card.text}</Text>
              </p>
              <ul className="mt-4 space-y-2">
                {card.tips.map((tip) => (
                  <li key={tip} className="flex gap-2.5">
                    <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-600" />
                    <span>
                      <Text>{tip}</Text>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <ContactCta {...insights.closing} href={catalog.href("/contact")} />
      </div>
    </TextShape>
  );
}
