import type { deadlineCalendarCopy } from "~/content/en/tools/deadline-calendar";
import type { Copy } from "~/content/types";
import { formats, type Formatter } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import { officeZone } from "~/lib/office-zone";
import { todayIn } from "~/lib/tools/dates";
import { deadlinesForYear, deadlineTitle, nextDeadline, type DatedDeadline } from "~/lib/tools/deadlines";
import { toIcs } from "~/lib/tools/ics";
import { useCurrentMinute } from "~/lib/use-current-minute";
import { IconMarkup } from "../IconMarkup";

type CalendarCopy = Copy<typeof deadlineCalendarCopy>;

function calendarHref(
  deadlines: readonly DatedDeadline[],
  now: Date,
  prodId: string,
  text: CalendarCopy,
  f: Formatter,
): string {
  const ics = toIcs(
    deadlines.map((d) => {
      const title = deadlineTitle(d, text.eventTitles, f.locale);
      return {
        uid: `${d.id}@${prodId}`,
        date: d.date,
        summary: title,
        description: d.shifted
          ? `${sentence(title)} ${text.movedFrom} ${f.longDate(d.originalDate)} ${sentence(text.toNextBusinessDay)}`
          : title,
        // Everyone's calendar: a week's notice, as before the plan's own reminders (issue 47 reworks this page).
        remindDaysBefore: [7],
      };
    }),
    { prodId: `-//${prodId}//Filing deadlines//${f.locale.toUpperCase()}`, calName: text.calendarName, now },
  );
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/**
 * This year's and next year's deadline dates, the next one marked, and an .ics download.
 * Rendered only in the browser: the pre-rendered page shows the rules, which never go stale.
 */
export default function DeadlineCalendar({
  siteHost,
  icon,
  copy: text,
  locale,
}: {
  siteHost: string;
  icon: string;
  copy: CalendarCopy;
  locale: Locale;
}) {
  const f = formats[locale];
  const now = useCurrentMinute();
  if (!now) return null;
  const today = todayIn(officeZone, now);
  const deadlines = [...deadlinesForYear(today.year), ...deadlinesForYear(today.year + 1)];
  const next = nextDeadline(today, deadlines);
  const caption = formatMessage(
    text.tableCaption,
    { year: String(today.year), nextYear: String(today.year + 1) },
    locale,
  );

  return (
    <div className="space-y-5">
      {next && (
        <p role="status" className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-4 text-lg">
          <span className="font-bold text-brand-900">{text.nextLabel}:</span>{" "}
          {deadlineTitle(next, text.eventTitles, locale)}, {sentence(f.longDate(next.date))}{" "}
          <strong>
            {next.daysLeft === 0 ? text.dueToday : formatMessage(text.daysLeft, { count: next.daysLeft }, locale)}
          </strong>
        </p>
      )}
      <p>
        <a
          href={calendarHref(deadlines, now, siteHost, text, f)}
          download="filing-deadlines.ics"
          className="btn-primary"
        >
          <IconMarkup svg={icon} />
          {text.calendarLink}
        </a>
      </p>
      <p className="text-[0.95rem] text-muted">{text.calendarNote}</p>
      <div
        className="overflow-x-auto rounded-lg border border-brand-100"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full border-collapse text-left table-stacked">
          <caption className="bg-brand-50 px-4 py-2.5 text-left text-sm font-semibold text-brand-800">
            {caption}
          </caption>
          <thead>
            <tr className="border-b-2 border-brand-200">
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">
                {text.dateColumn}
              </th>
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">
                {text.deadlineColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {deadlines.map((d) => {
              const isNext = d.id === next?.id;
              return (
                <tr
                  key={d.id}
                  aria-current={isNext ? "date" : undefined}
                  className={`border-b border-brand-100 last:border-0 ${isNext ? "bg-accent-300/50" : ""}`}
                >
                  <th scope="row" className="px-4 py-2 font-semibold whitespace-nowrap">
                    {f.longDate(d.date)}
                  </th>
                  <td className="px-4 py-2" data-label={text.deadlineColumn}>
                    {deadlineTitle(d, text.eventTitles, locale)}
                    {isNext && <span className="ml-2 font-bold">{text.nextMarker}</span>}
                    {d.shifted && (
                      <span className="block text-sm text-muted">
                        {text.movedFrom} {sentence(f.longDate(d.originalDate))}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
