import type { DeadlineCalendarCopy } from "~/content/tool-words";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { sentence } from "~/i18n/sentence";
import { remindDaysBefore } from "./deadline-list";
import { type DatedDeadline, deadlineTitle } from "./deadlines";
import { toIcs } from "./ics";

export type { DeadlineCalendarCopy };

export interface DeadlinesCalendarOptions {
  /** The site's host: it makes each event's UID, the same from day to day, so calendar apps update rather than duplicate. */
  host: string;
  /** Stamped on every event. */
  now: Date;
}

/**
 * The /filing-deadlines list's dates as an iCalendar file in one language. The page's download
 * on a static host and the server's answer both write it here, so the two cannot disagree.
 */
export function deadlinesCalendar(
  deadlines: readonly DatedDeadline[],
  text: Pick<DeadlineCalendarCopy, "eventTitles" | "movedFrom" | "toNextBusinessDay" | "calendarName">,
  locale: Locale,
  { host, now }: DeadlinesCalendarOptions,
): string {
  const f = formats[locale];
  return toIcs(
    deadlines.map((d) => {
      const title = deadlineTitle(d, text.eventTitles, locale);
      return {
        uid: `${d.id}@${host}`,
        date: d.date,
        summary: title,
        description: d.shifted
          ? `${sentence(title)} ${text.movedFrom} ${f.longDate(d.originalDate)} ${sentence(text.toNextBusinessDay)}`
          : title,
        remindDaysBefore: remindDaysBefore(d),
      };
    }),
    { prodId: `-//${host}//Filing deadlines//${locale.toUpperCase()}`, calName: text.calendarName, now },
  );
}
