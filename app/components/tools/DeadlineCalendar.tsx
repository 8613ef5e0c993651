import { type ReactNode, useSyncExternalStore } from "react";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { capitalized, sentence } from "~/i18n/sentence";
import { officeZone } from "~/lib/office-zone";
import { todayIn } from "~/lib/tools/dates";
import {
  type DeadlineFilter,
  deadlineSchedule,
  deadlinesFeedHref,
  everyDeadline,
  filterQuery,
  readDeadlineFilter,
  yearlyDeadlines,
} from "~/lib/tools/deadline-list";
import {
  type DatedDeadline,
  type DeadlineKind,
  deadlineFilings,
  deadlineStates,
  deadlineTitle,
} from "~/lib/tools/deadlines";
import { deadlinesCalendar, type DeadlineCalendarCopy } from "~/lib/tools/deadlines-text";
import { useCurrentMinute } from "~/lib/use-current-minute";
import { IconMarkup } from "../IconMarkup";

/*
 * The link's query is the filter's only state: a choice replaces it, so reloading, bookmarking or
 * sending the link keeps the choice, and the download link is made from the same query.
 */
const searchListeners = new Set<() => void>();

function subscribeToSearch(onChange: () => void) {
  searchListeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    searchListeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const currentSearch = () => window.location.search;
const noSearchOnServer = () => null;

const filterInLink = () => readDeadlineFilter(new URLSearchParams(window.location.search)).filter;

function showFilter(filter: DeadlineFilter) {
  const query = filterQuery(filter);
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${query ? `?${query}` : ""}${hash}`);
  for (const listener of searchListeners) listener();
}

/** Ticks or unticks one state or filing in the link, keeping the lists' own order. */
function tick(param: string, value: string, on: boolean) {
  const filter = filterInLink();
  const toggled = <T extends string>(all: readonly T[], chosen: readonly T[]) =>
    all.filter((item) => (item === value ? on : chosen.includes(item)));
  if (param === "states") showFilter({ ...filter, states: toggled(deadlineStates, filter.states) });
  else if (param === "filings") showFilter({ ...filter, filings: toggled(deadlineFilings, filter.filings) });
}

const kindBadge: Record<DeadlineKind, string> = {
  due: "bg-brand-800 text-white",
  reminder: "bg-brand-100 text-brand-900",
  start: "bg-brand-100 text-brand-900",
};

function KindLabel({ kind, text }: { kind: DeadlineKind; text: DeadlineCalendarCopy }) {
  return (
    <span className={`mr-2 inline-block rounded px-1.5 text-sm font-bold ${kindBadge[kind]}`}>
      {text.kindLabels[kind]}
    </span>
  );
}

const cell = "px-4 py-2";

/** The frame both lists share: a captioned two-column table, date and what, stacked on a phone. */
function DeadlineTable({
  caption,
  text,
  children,
}: {
  caption: string;
  text: DeadlineCalendarCopy;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-brand-100">
      <table className="w-full border-collapse text-left table-stacked">
        <caption className="bg-brand-50 px-4 py-2.5 text-left text-sm font-semibold text-brand-800">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-brand-200">
            <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">
              {text.dateColumn}
            </th>
            <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">
              {text.whatColumn}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function DatesTable({
  caption,
  deadlines,
  nextId,
  text,
  locale,
}: {
  caption: string;
  deadlines: readonly DatedDeadline[];
  nextId?: string;
  text: DeadlineCalendarCopy;
  locale: Locale;
}) {
  const f = formats[locale];
  return (
    <DeadlineTable caption={caption} text={text}>
      {deadlines.map((d) => {
        const isNext = d.id === nextId;
        return (
          <tr
            key={d.id}
            data-deadline={d.id}
            aria-current={isNext ? "date" : undefined}
            className={`border-b border-brand-100 last:border-0 ${isNext ? "bg-accent-300/50" : ""}`}
          >
            <th scope="row" className={`${cell} font-semibold sm:whitespace-nowrap`}>
              {capitalized(f.longDate(d.date))}
            </th>
            <td className={cell}>
              <KindLabel kind={d.kind} text={text} />
              {deadlineTitle(d, text.eventTitles, locale)}
              {/* A space rather than a margin: where the marker wraps, a margin would indent its line. */}
              {isNext && (
                <>
                  {" "}
                  <span className="font-bold">{text.nextMarker}</span>
                </>
              )}
              {d.shifted && (
                <span className="block text-sm text-muted">
                  {text.movedFrom} {sentence(f.longDate(d.originalDate))}
                </span>
              )}
            </td>
          </tr>
        );
      })}
    </DeadlineTable>
  );
}

/** What the build can know: every year's dates as the rules state them, in month order. */
function YearlyTable({ text, locale }: { text: DeadlineCalendarCopy; locale: Locale }) {
  const f = formats[locale];
  return (
    <>
      <p className="prose-measure text-muted">{text.yearlyNote}</p>
      <DeadlineTable caption={text.yearlyCaption} text={text}>
        {yearlyDeadlines().map((d) => (
          <tr key={d.key} data-deadline={d.key} className="border-b border-brand-100 last:border-0">
            <th scope="row" className={`${cell} font-semibold sm:whitespace-nowrap`}>
              {capitalized(f.dayMonth(d.month, d.day))}
            </th>
            <td className={cell}>
              <KindLabel kind={d.kind} text={text} />
              {formatMessage(text.yearlyTitles[d.titleKey], { quarter: String(d.quarter) }, locale)}
            </td>
          </tr>
        ))}
      </DeadlineTable>
    </>
  );
}

/**
 * The /filing-deadlines list: the build renders every year's dates in month order, which is true
 * on any day; in the browser, once today's date in Chicago is known, the next 12 months come first,
 * past dates fold away, and the states and filings chosen in the link filter the list and its
 * calendar file.
 */
export default function DeadlineCalendar({
  siteHost,
  icon,
  copy: text,
  locale,
  feed,
}: {
  siteHost: string;
  icon: string;
  copy: DeadlineCalendarCopy;
  locale: Locale;
  /** Whether `npm start` answers the calendar file; a static host has only the browser to write it. */
  feed: boolean;
}) {
  const f = formats[locale];
  const now = useCurrentMinute();
  const search = useSyncExternalStore(subscribeToSearch, currentSearch, noSearchOnServer);
  const filter = search === null ? everyDeadline : readDeadlineFilter(new URLSearchParams(search)).filter;

  const today = now && todayIn(officeZone, now);
  const schedule = today && { today, ...deadlineSchedule(today, filter) };
  const chosen = [...filter.states.map((s) => text.stateNames[s]), ...filter.filings.map((x) => text.filingNames[x])];
  const href = feed
    ? deadlinesFeedHref(filter, locale)
    : schedule &&
      now &&
      `data:text/calendar;charset=utf-8,${encodeURIComponent(
        deadlinesCalendar(schedule.upcoming, text, locale, { host: siteHost, now }),
      )}`;

  /*
   * The build's markup has no field, so the page's own CSS leaves out the base layer's rule for
   * fields; the boxes say its font and colour themselves, and look the same before the site's
   * stylesheet arrives.
   */
  const choice = (param: "states" | "filings", value: string, label: string, checked: boolean) => (
    <label key={value} className="inline-flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        name={param}
        value={value}
        checked={checked}
        onChange={(e) => tick(param, value, e.target.checked)}
        className="size-5 text-inherit accent-brand-700 [font:inherit]"
      />
      {label}
    </label>
  );

  return (
    <div className="space-y-4">
      <details className="js-only rounded-lg border border-brand-100 px-4">
        <summary className="cursor-pointer py-2.5 font-semibold text-brand-700">
          {formatMessage(
            text.filterSummary,
            { choice: chosen.length > 0 ? chosen.join(", ") : text.everything },
            locale,
          )}
        </summary>
        {/* The choices work only through the link, so they come with the script that reads it; the fold is closed until then. */}
        {search !== null && (
          <div className="space-y-3 pb-4">
            <fieldset>
              <legend className="font-semibold text-brand-900">{text.statesLegend}</legend>
              <div className="flex flex-wrap gap-x-6">
                {deadlineStates.map((s) => choice("states", s, text.stateNames[s], filter.states.includes(s)))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="font-semibold text-brand-900">{text.filingsLegend}</legend>
              <div className="flex flex-wrap gap-x-6">
                {deadlineFilings.map((x) => choice("filings", x, text.filingNames[x], filter.filings.includes(x)))}
              </div>
            </fieldset>
            <p className="text-sm text-muted">{text.filterHint}</p>
          </div>
        )}
      </details>
      {schedule ? (
        <>
          {schedule.next && (
            // Three blocks, not one paragraph: drawn once the script knows today, one paragraph this
            // size outgrew the page's lead and became its largest paint, a second late on a slow phone.
            <div role="status" className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-3 sm:p-4 sm:text-lg">
              <p className="font-bold text-brand-900">{text.nextLabel}:</p>
              <p>{deadlineTitle(schedule.next, text.eventTitles, locale)}</p>
              <p>
                {sentence(f.longDate(schedule.next.date))}{" "}
                <strong>
                  {schedule.next.daysLeft === 0
                    ? text.dueToday
                    : formatMessage(text.daysLeft, { count: schedule.next.daysLeft }, locale)}
                </strong>
              </p>
            </div>
          )}
          {schedule.upcoming.length > 0 ? (
            <DatesTable
              caption={formatMessage(text.upcomingCaption, { date: f.date(schedule.today) }, locale)}
              deadlines={schedule.upcoming}
              nextId={schedule.next?.id}
              text={text}
              locale={locale}
            />
          ) : (
            <p>{text.noDates}</p>
          )}
          {schedule.past.length > 0 && (
            <details>
              <summary className="cursor-pointer py-2 font-semibold text-brand-700">
                {formatMessage(text.pastSummary, { count: String(schedule.past.length) }, locale)}
              </summary>
              <DatesTable caption={text.pastCaption} deadlines={schedule.past} text={text} locale={locale} />
            </details>
          )}
        </>
      ) : (
        <YearlyTable text={text} locale={locale} />
      )}
      {href && (
        <>
          <p>
            <a href={href} download="filing-deadlines.ics" className="btn-primary">
              <IconMarkup svg={icon} />
              {text.calendarLink}
            </a>
          </p>
          <p className="prose-measure text-[0.95rem] text-muted">{text.calendarNote}</p>
        </>
      )}
    </div>
  );
}
