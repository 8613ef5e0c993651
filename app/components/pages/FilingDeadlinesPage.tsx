import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import type { FilingDeadlinesCopy } from "~/content/schemas";
import type { LocaleContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";
import { deadlineRules } from "~/lib/tools/deadlines";
import { ContactCta } from "../ContactCta";
import { PageHeader } from "../PageHeader";
import { Text, TextShape } from "../Text";

/**
 * The dates first, since a visitor comes to learn what is next; the rules behind them follow.
 * `calendar` is the deadline list, which the page shell passes in as a slot with the site's settings.
 */
export function FilingDeadlinesPage({
  locale,
  copy: text,
  ruleWords,
  shared,
  calendar,
}: {
  locale: Locale;
  copy: FilingDeadlinesCopy;
  /** Each deadline rule's title and wording, by the rule's id. */
  ruleWords: LocaleContent["deadlineRules"];
  shared: Pick<SharedCopy, "breadcrumbs" | "catalog">;
  calendar?: ReactNode;
}) {
  const catalog = catalogFor(locale, shared);
  return (
    <TextShape locale={locale}>
      <PageHeader
        title={text.title}
        lead={text.lead}
        crumbs={{ items: catalog.crumbs("/filing-deadlines"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page space-y-12 py-8 sm:py-12">
        <section aria-labelledby="dates-heading">
          <h2 id="dates-heading" className="flex items-center gap-3 text-xl font-bold text-brand-900 sm:text-2xl">
            <CalendarClock aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
            <Text box>{text.datesHeading}</Text>
          </h2>
          <div className="mt-4">{calendar}</div>
          <p className="js-only prose-measure mt-5 text-[0.95rem] text-muted">
            <Text>{text.datesLead}</Text>
          </p>
        </section>
        <section aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="text-2xl font-bold text-brand-900">
            <Text>{text.rulesHeading}</Text>
          </h2>
          <p className="prose-measure mt-3">
            <Text>{text.rulesLead}</Text>
          </p>
          <dl className="mt-5 divide-y divide-brand-100 rounded-lg border border-brand-100">
            {deadlineRules.map((rule) => (
              <div key={rule.id} className="grid gap-1 p-4 sm:grid-cols-[16rem_1fr] sm:gap-6">
                <dt className="font-bold text-brand-900">
                  <Text>{ruleWords[rule.id].title}</Text>
                </dt>
                <dd className="prose-measure">
                  <Text>{ruleWords[rule.id].rule}</Text>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <ContactCta {...text.cta} href={catalog.href("/contact")} />
      </div>
    </TextShape>
  );
}
