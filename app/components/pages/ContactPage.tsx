import { AlertCircle, Clock } from "lucide-react";
import type { ContactCopy } from "~/content/schemas";
import type { ReactNode } from "react";
import type { SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";
import { ContactLines } from "../ContactLines";
import { HoursList } from "../HoursList";
import { PageHeader } from "../PageHeader";
import { Text, TextShape } from "../Text";

function ContactDetails({
  locale,
  copy: contact,
  shared,
}: {
  locale: Locale;
  copy: ContactCopy;
  shared: Pick<SharedCopy, "contactLines" | "hours" | "breadcrumbs" | "catalog">;
}) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-2xl font-bold text-brand-900">
          <Text>{contact.detailsHeading}</Text>
        </h2>
        <div className="mt-4">
          <ContactLines words={shared.contactLines} />
        </div>
      </section>
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="flex items-center gap-2 text-2xl font-bold text-brand-900">
          <Clock aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
          <Text box>{contact.hoursHeading}</Text>
        </h2>
        <div className="mt-4">
          <HoursList schedule="contact" locale={locale} hours={shared.hours} />
        </div>
      </section>
      <section aria-labelledby="urgent-heading" className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-5">
        <h2 id="urgent-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-700" />
          <Text box>{contact.urgentHeading}</Text>
        </h2>
        <p className="mt-2">
          <Text>{contact.urgentText}</Text>
        </p>
      </section>
    </div>
  );
}

/** The contact page; `form` is the contact form island, passed in by the page shell as a slot. */
export function ContactPage({
  locale,
  copy: contact,
  shared,
  form,
}: {
  locale: Locale;
  copy: ContactCopy;
  shared: Pick<SharedCopy, "breadcrumbs" | "contactLines" | "hours" | "catalog">;
  form?: ReactNode;
}) {
  return (
    <TextShape locale={locale}>
      <PageHeader
        title={contact.title}
        lead={contact.lead}
        crumbs={{ items: catalogFor(locale, shared).crumbs("/contact"), label: shared.breadcrumbs.label }}
      />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_1.6fr]">
        <ContactDetails locale={locale} copy={contact} shared={shared} />
        <section
          aria-labelledby="form-heading"
          className="self-start rounded-xl border border-brand-100 bg-white p-6 raised-sm sm:p-8"
        >
          <h2 id="form-heading" className="text-2xl font-bold text-brand-900">
            <Text>{contact.form.heading}</Text>
          </h2>
          <p className="nojs-only mt-4 rounded-md bg-accent-300/40 p-4">
            <Text>{contact.form.noScript}</Text>
          </p>
          <div className="mt-5">{form}</div>
        </section>
      </div>
    </TextShape>
  );
}
