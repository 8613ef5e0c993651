import { openNowWordsPath } from "~/content/tool-words";
import type { SharedCopy } from "~/content/types";
import { localizePath, type Locale } from "~/i18n/locales";
import { scheduleLines } from "~/lib/format";
import { officeHours, type OfficeHours } from "~/lib/office-hours";
import { Text } from "./Text";

/**
 * A schedule as a list, and the line app/scripts/open-now.ts fills in the browser ("Open now"),
 * invisible until then: the build cannot know the time a visitor reads the page. The line keeps
 * one line's room from the first paint, so filling it moves nothing below (a longer status that
 * wraps still does); without JavaScript it takes none. `locale` writes the days and times, and
 * tells that script the page's language. The line names its schedule, which the script reads,
 * with the office's time zone, from its own bundle: every page would otherwise carry both again.
 * For the same reason the line's words are not in the page: it names the URL the script fetches
 * them from (app/pages/[...lang]/open-now.json.ts).
 */
export function HoursList({
  schedule,
  locale,
  hours,
}: {
  schedule: keyof OfficeHours;
  locale: Locale;
  hours: SharedCopy["hours"];
}) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
        {scheduleLines(officeHours[schedule], locale, hours.closed).map((line) => (
          <div key={line.days} className="contents">
            <dt className="font-semibold">
              <Text>{line.days}</Text>
            </dt>
            <dd className="figures-tabular">
              <Text>{line.hours}</Text>
            </dd>
          </div>
        ))}
      </dl>
      <p
        data-open-now={locale}
        data-hours={schedule}
        data-words={localizePath(openNowWordsPath, locale)}
        className="js-only invisible mt-3 inline-flex min-h-7 items-center gap-2 rounded-2xl px-3 py-1 text-sm font-semibold"
      >
        <span data-dot="" aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full" />
        <span data-text="" />
      </p>
    </>
  );
}
