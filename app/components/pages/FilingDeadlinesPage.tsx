import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import type { LocaleContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";
import { deadlineRules } from "~/lib/tools/deadlines";
import { ContactCta } from "../ContactCta";
import { NoScriptNote } from "../NoScriptNote";
import { PageHeader } from "../PageHeader";

/**
 * The rules are build-time content and never go stale; `calendar` (this year's and next year's
 * dates) is an island the page shell passes in as a slot. Without JavaScript, a note in its place
 * sends the visitor to the rules and the office's phone.
 */
export function FilingDeadlinesPage({
  locale,
  copy: text,
  ruleWords,
  shared,
  calendar,
}: {
  locale: Locale;
  copy: LocaleContent["filingDeadlines"];
  /** Each deadline rule's title and wording, by the rule's id. */
  ruleWords: LocaleContent["deadlineRules"];
  shared: Pick<SharedCopy, "breadcrumbs" | "catalog">;
  calendar?: ReactNode;
}) {
  const catalog = catalogFor(locale, shared);
  return (
    <>
      <PageHeader
        title={text.title}
        lead={text.lead}
        crumbs={{ items: catalog.crumbs("/filing-deadlines"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page space-y-12 py-12">
        <section aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="flex items-center gap-3 text-2xl font-bold text-brand-900">
            <CalendarClock aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
            {text.rulesHeading}
          </h2>
          <dl className="mt-5 divide-y divide-brand-100 rounded-lg border border-brand-100">
            {deadlineRules.map((rule) => (
              <div key={rule.id} className="grid gap-1 p-4 sm:grid-cols-[16rem_1fr] sm:gap-6">
                <dt className="font-bold text-brand-900">{ruleWords[rule.id].title}</dt>
                <dd className="prose-measure">{ruleWords[rule.id].rule}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="dates-heading" className="js-only">
          <h2 id="dates-heading" className="text-2xl font-bold text-brand-900">
            {text.datesHeading}
          </h2>
          <p className="prose-measure mt-3 text-muted">{text.datesLead}</p>
          <div className="mt-5">{calendar}</div>
        </section>
        <NoScriptNote note={{ text: text.noScript, phone: true }} />
        <ContactCta {...text.cta} href={catalog.href("/contact")} />
      </div>
    </>
  );
}
