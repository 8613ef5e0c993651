import { ClipboardCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { LocaleContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";
import { NoScriptNote } from "../NoScriptNote";
import { PageHeader } from "../PageHeader";
import { Text, TextShape } from "../Text";

/**
 * The checkup page: the questions and the answer are an island (`tool`, a slot from the page
 * shell). Under them, for every reader and without JavaScript, a link to the rule table, which is
 * on /services (`ruleTable` in the checkup's copy). Without JavaScript the lead, which asks for
 * answers, gives way to a note that points to that table and the office's phone.
 */
export function CheckupPage({
  locale,
  copy,
  shared,
  tool,
}: {
  locale: Locale;
  copy: LocaleContent["checkup"];
  shared: Pick<SharedCopy, "breadcrumbs" | "catalog">;
  tool?: ReactNode;
}) {
  return (
    <TextShape locale={locale}>
      <PageHeader
        title={copy.title}
        lead={copy.lead}
        leadNeedsScript
        crumbs={{ items: catalogFor(locale, shared).crumbs("/checkup"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page space-y-12 py-12">
        <div className="prose-measure space-y-2 rounded-lg border-l-4 border-accent-500 bg-brand-50 p-5">
          <p className="font-semibold text-brand-900">
            <Text>{copy.notAdvice}</Text>
          </p>
          <p>
            <Text>{copy.scope}</Text>
          </p>
        </div>
        <NoScriptNote note={{ text: copy.noScript, phone: true }} />
        <div className="js-only">{tool}</div>
        <section aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="flex items-center gap-3 text-2xl font-bold text-brand-900">
            <ClipboardCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
            <Text box>{copy.ruleTable.heading}</Text>
          </h2>
          <p className="prose-measure mt-3">
            <Text>{copy.ruleTableLink.text}</Text>{" "}
            <a href={`${catalogFor(locale, shared).href("/services")}#which-filing`} className="link">
              <Text>{copy.ruleTableLink.link}</Text>
            </a>
          </p>
        </section>
      </div>
    </TextShape>
  );
}
