import { CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { capitalized } from "~/i18n/sentence";
import { deadlinesFeedHref, everyDeadline, yearlyDeadlines } from "~/lib/tools/deadline-list";
import { deadlineCell, deadlineRow, kindBadge } from "~/lib/tools/deadline-rows";
import { deadlineFilings, deadlineStates } from "~/lib/tools/deadlines";
import type { DeadlineCalendarCopy } from "~/lib/tools/deadlines-text";
import type { DeadlineCalendarSetup } from "~/scripts/deadline-calendar";
import { Text, TextShape } from "../Text";

/** The frame both lists share: a captioned two-column table, date and what, stacked on a phone. */
function DeadlineTable({
  caption,
  text,
  children,
}: {
  caption: string;
  text: DeadlineCalendarCopy;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-brand-100">
      <table className="w-full border-collapse text-left table-stacked">
        <caption className="bg-brand-50 px-4 py-2.5 text-left text-sm font-semibold text-brand-800">
          {caption && <Text>{caption}</Text>}
        </caption>
        <TextShape inTable>
          <thead>
            <tr className="border-b-2 border-brand-200">
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">
                <Text>{text.dateColumn}</Text>
              </th>
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">
                <Text>{text.whatColumn}</Text>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </TextShape>
      </table>
    </div>
  );
}

/** What the build can know: every year's dates as the rules state them, in month order. */
function YearlyTable({ text, locale }: { text: DeadlineCalendarCopy; locale: Locale }) {
  const f = formats[locale];
  return (
    <>
      <p className="prose-measure text-muted">
        <Text>{text.yearlyNote}</Text>
      </p>
      <DeadlineTable caption={text.yearlyCaption} text={text}>
        {yearlyDeadlines().map((d) => (
          <tr key={d.key} data-deadline={d.key} className={deadlineRow}>
            <th scope="row" className={`${deadlineCell} font-semibold sm:whitespace-nowrap`}>
              <Text>{capitalized(f.dayMonth(d.month, d.day))}</Text>
            </th>
            <td className={deadlineCell}>
              <span className={kindBadge[d.kind]}>
                <Text>{text.kindLabels[d.kind]}</Text>
              </span>
              <Text>{formatMessage(text.yearlyTitles[d.titleKey], { quarter: String(d.quarter) }, locale)}</Text>
            </td>
          </tr>
        ))}
      </DeadlineTable>
    </>
  );
}

/**
 * The /filing-deadlines list as the build writes it: every year's dates in month order, which is
 * true on any day. In the browser app/scripts/deadline-calendar.ts, once it knows today's date in
 * Chicago, puts the next 12 months first and folds the past, and the states and filings chosen in
 * the link filter the list and its calendar file. It is a small script rather than a React island:
 * on a slow phone React's start-up alone was a task of about 175 ms, over the 150 ms of blocking
 * time a page may have (issue 45), and the list is on the first screen, so it cannot wait.
 */
export default function DeadlineCalendar({
  siteHost,
  copy: text,
  locale,
  feed,
}: {
  siteHost: string;
  copy: DeadlineCalendarCopy;
  locale: Locale;
  /** Whether `npm start` answers the calendar file; a static host has only the browser to write it. */
  feed: boolean;
}) {
  const setup: DeadlineCalendarSetup = {
    siteHost,
    locale,
    feed,
    copy: {
      nextLabel: text.nextLabel,
      dueToday: text.dueToday,
      daysLeft: text.daysLeft,
      calendarName: text.calendarName,
      filterSummary: text.filterSummary,
      everything: text.everything,
      stateNames: text.stateNames,
      filingNames: text.filingNames,
      kindLabels: text.kindLabels,
      upcomingCaption: text.upcomingCaption,
      pastSummary: text.pastSummary,
      pastCaption: text.pastCaption,
      noDates: text.noDates,
      nextMarker: text.nextMarker,
      movedFrom: text.movedFrom,
      toNextBusinessDay: text.toNextBusinessDay,
      eventTitles: text.eventTitles,
    },
  };

  /*
   * The build's markup has no other field, so the page's own CSS leaves out the base layer's rule
   * for fields; the boxes say their font and colour themselves, and look the same before the
   * site's stylesheet arrives.
   */
  const choice = (param: "states" | "filings", value: string, label: string) => (
    <label key={value} className="inline-flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        name={param}
        value={value}
        className="size-5 text-inherit accent-brand-700 [font:inherit]"
      />
      <Text box>{label}</Text>
    </label>
  );

  const choices = <V extends string>(
    param: "states" | "filings",
    legend: string,
    values: readonly V[],
    names: Readonly<Record<V, string>>,
  ) => (
    <fieldset>
      <legend className="font-semibold text-brand-900">
        <Text>{legend}</Text>
      </legend>
      {/* One under another on a phone, where a wrapped row left them ragged. */}
      <div className="grid sm:flex sm:flex-wrap sm:gap-x-6">
        {values.map((value) => choice(param, value, names[value]))}
      </div>
    </fieldset>
  );

  return (
    <TextShape locale={locale}>
      <div className="space-y-4" data-deadline-calendar={JSON.stringify(setup)}>
        <details className="js-only rounded-lg border border-brand-100 px-4">
          <summary className="cursor-pointer py-2.5 font-semibold text-brand-700" data-filter-summary>
            <Text>{formatMessage(text.filterSummary, { choice: text.everything }, locale)}</Text>
          </summary>
          {/* The choices work only through the link, so they show once the script that reads it runs. */}
          <div className="space-y-3 pb-4" data-filter-choices hidden>
            {choices("states", text.statesLegend, deadlineStates, text.stateNames)}
            {choices("filings", text.filingsLegend, deadlineFilings, text.filingNames)}
            <p className="text-sm text-muted">
              <Text>{text.filterHint}</Text>
            </p>
          </div>
        </details>
        <div className="space-y-4" data-deadline-dates>
          <YearlyTable text={text} locale={locale} />
        </div>
        <template data-deadline-table>
          <DeadlineTable caption="" text={text} />
        </template>
        {/* On a static host only the script can write the file, from the dates ahead: hidden until then. */}
        <div className="space-y-4" data-calendar-download hidden={!feed}>
          <p>
            <a
              href={feed ? deadlinesFeedHref(everyDeadline, locale) : undefined}
              download="filing-deadlines.ics"
              className="btn-primary"
            >
              <CalendarPlus aria-hidden="true" className="h-5 w-5" />
              <Text box>{text.calendarLink}</Text>
            </a>
          </p>
          <p className="prose-measure text-[0.95rem] text-muted">
            <Text>{text.calendarNote}</Text>
          </p>
        </div>
      </div>
    </TextShape>
  );
}
