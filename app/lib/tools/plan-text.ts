import type { CheckupAnswerCopy } from "~/content/en/tools/checkup";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import type { CheckupAnswers } from "./checkup";
import { compareDates } from "./dates";
import { toIcs } from "./ics";
import { answersKey, type Plan, type PlanAmount, type PlanDue, type PlanEvent, type PlanRow } from "./plan";

/*
 * The plan in words: amounts, due dates and event titles from each language's checkup copy, and
 * the plan as an iCalendar file. The checkup page's download and the server's feed both call
 * planCalendar, so the two hold the same events for the same answers.
 */

/** An event's title in the visitor's language. */
export function eventTitle(copy: CheckupAnswerCopy, event: PlanEvent, locale: Locale): string {
  const f = formats[locale];
  return formatMessage(
    copy.plan.eventTitles[event.key],
    {
      year: String(event.year),
      nextYear: String(event.year + 1),
      quarter: String(event.quarter ?? ""),
      quarterYear: String(event.quarterYear ?? ""),
      name: event.state ? copy.stateTaxNames[event.state] : "",
      month: event.firstUse ? f.monthYear(event.firstUse.year, event.firstUse.month) : "",
      usdot: event.usdot ?? "",
    },
    locale,
  );
}

/** A row's amount for this truck. */
export function amountText(copy: CheckupAnswerCopy, amount: PlanAmount, locale: Locale): string {
  const f = formats[locale];
  const { amounts } = copy.plan;
  switch (amount.kind) {
    case "form2290": {
      const annual = formatMessage(amounts.form2290, { annual: f.usdCents(amount.annualCents / 100), category: amount.category }, locale);
      if (!amount.firstUse) return annual;
      const period = formatMessage(
        amounts.form2290FirstUse,
        { amount: f.usdCents(amount.firstUse.cents / 100), month: f.monthYear(amount.firstUse.year, amount.firstUse.month) },
        locale,
      );
      return `${period}; ${annual}`;
    }
    case "ucr":
      return formatMessage(amounts.ucr, { dollars: f.usd(amount.dollars), trucks: amount.trucks, bracket: f.span(amount.min, amount.max) }, locale);
    case "per-thousand-miles":
      return formatMessage(
        amounts.perThousandMiles,
        { amount: f.usdCents(amount.cents / 100), state: amount.state, stateName: copy.stateNames[amount.state], weight: f.lb(amount.weightLb) },
        locale,
      );
  }
}

/** When a row is next due, or why no date is given. */
export function dueText(copy: CheckupAnswerCopy, due: PlanDue, locale: Locale): string {
  const { due: words } = copy.plan;
  switch (due.kind) {
    case "event":
      return formatMessage(words.event, { date: formats[locale].date(due.event.date), title: eventTitle(copy, due.event, locale) }, locale);
    case "needs-usdot":
      return words.needsUsdot;
    case "usdot-year-unknown":
      return formatMessage(words.usdotYearUnknown, { month: formats[locale].monthName(due.month) }, locale);
    case "one-time":
      return words.oneTime;
    case "not-known":
      return words.notKnown;
  }
}

/** The row an event belongs to. */
const rowOf = (rows: readonly PlanRow[], event: PlanEvent) => rows.find((row) => row.filing === event.filing && row.state === event.state);

export interface CalendarOptions {
  /** The site's origin ("https://www.example.com"): the events link to its pages and their UIDs name its host. */
  origin: string;
  /** Stamped on every event (DTSTAMP). */
  now: Date;
  /** A feed tells calendar apps to fetch it again daily; a download does not. */
  feed: boolean;
}

/** The plan's events as an iCalendar file in the visitor's language: each titled, with the amount and the service page. */
export function planCalendar(plan: Plan, answers: CheckupAnswers, copy: CheckupAnswerCopy, locale: Locale, { origin, now, feed }: CalendarOptions): string {
  const f = formats[locale];
  const host = new URL(origin).host;
  const key = answersKey(answers);
  return toIcs(
    plan.events.map((event) => {
      const title = eventTitle(copy, event, locale);
      const amount = rowOf(plan.rows, event)?.amount;
      const moved = compareDates(event.date, event.originalDate) !== 0;
      return {
        uid: `${event.id}-${key}@${host}`,
        date: event.date,
        summary: title,
        description: [
          moved ? `${sentence(title)} ${formatMessage(copy.plan.calendar.movedFrom, { date: f.date(event.originalDate) }, locale)}` : sentence(title),
          ...(amount ? [sentence(amountText(copy, amount, locale))] : []),
          `${copy.plan.calendar.details}: ${origin}${localizePath(event.path, locale)}`,
        ].join("\n"),
      };
    }),
    { prodId: `-//${host}//Compliance plan//${locale.toUpperCase()}`, calName: copy.plan.calendar.name, now, ...(feed && { refreshInterval: "P1D" }) },
  );
}
