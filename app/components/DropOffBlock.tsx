import { Clock, FileUp } from "lucide-react";
import type { SharedCopy } from "~/content/types";
import { localizePath, type Locale } from "~/i18n/locales";
import { displayPhone, fullAddress, phoneHref } from "~/lib/format";
import { site } from "~/lib/site";
import { HoursList } from "./HoursList";
import { Text } from "./Text";

/** How to get documents to the office, with the service-page (drop-off) hours. */
export function DropOffBlock({
  locale,
  shared,
}: {
  locale: Locale;
  shared: Pick<SharedCopy, "dropOff" | "contactLines" | "hours">;
}) {
  const copy = shared.dropOff;
  return (
    <section
      aria-labelledby="drop-off-heading"
      className="print-keep rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-8"
    >
      {/* On a phone the card's padding and the icon leave the heading half the screen: at the section
          headings' size it ran to four lines, one word on the last. */}
      <h2
        id="drop-off-heading"
        className="flex items-start gap-2 text-xl leading-snug font-bold text-brand-900 sm:text-2xl"
      >
        <FileUp aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-600 print:hidden" />
        <Text box>{copy.heading}</Text>
      </h2>
      <div className="mt-5 grid gap-8 md:grid-cols-[1.4fr_1fr]">
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
          <li>
            <Text>{`${copy.bring} ${fullAddress(site.address)}.`}</Text>
          </li>
          <li>
            <Text>{copy.fax}</Text>{" "}
            <a href={phoneHref(site.fax)} className="link whitespace-nowrap">
              {displayPhone(site.fax)}
            </a>
            .
          </li>
          <li>
            <Text>{copy.email}</Text>{" "}
            <a href={`mailto:${site.email}`} className="link">
              <Text>{site.email}</Text>
            </a>
            .
          </li>
          <li>
            <Text>{copy.contactBefore}</Text>{" "}
            <a href={localizePath("/contact", locale)} className="link">
              <Text>{copy.contactLink}</Text>
            </a>{" "}
            <Text>{copy.contactAfter}</Text>
          </li>
        </ul>
        <div>
          {/* The clock by the heading's first line: on a phone the heading takes three. */}
          <h3 className="flex items-start gap-2 font-bold text-brand-900">
            <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 print:hidden" />
            <Text box>{copy.hoursHeading}</Text>
          </h3>
          <div className="mt-2">
            <HoursList schedule="dropOff" locale={locale} hours={shared.hours} />
          </div>
          <p className="mt-2 text-sm text-muted">
            <Text>{`${shared.contactLines.phone}:`}</Text>{" "}
            <a href={phoneHref(site.phone)} className="link whitespace-nowrap">
              {displayPhone(site.phone)}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
