import type { CheckupAnswerCopy } from "~/content/checkup-words";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import type { CheckupAnswers, FilingStatus } from "./checkup";
import { feeText, reasonSentence, rowName } from "./checkup-text";
import { compareDates } from "./dates";
import { toIcs } from "./ics";
import {
  answersKey,
  type LateCost,
  type LateItem,
  type Money,
  type Plan,
  type PlanAmount,
  type PlanDue,
  type PlanEvent,
  type StepCost,
  type TotalPart,
} from "./plan";

/*
 * The plan in words: titles, amounts, late costs and the total from each language's checkup copy,
 * the hand-off message, and the plan as an iCalendar file. The checkup page, its download, the
 * server's feed and the message to the office all call these, so they say the same.
 */

/** An event's title in the visitor's language. */
export function eventTitle(copy: CheckupAnswerCopy, event: PlanEvent, locale: Locale): string {
  const f = formats[locale];
  const month = event.firstUse ?? event.reportMonth;
  return formatMessage(
    copy.plan.eventTitles[event.key],
    {
      year: String(event.year),
      nextYear: String(event.year + 1),
      quarter: String(event.quarter ?? ""),
      quarterYear: String(event.quarterYear ?? ""),
      name: event.state ? copy.stateTaxNames[event.state] : "",
      month: month ? f.monthYear(month.year, month.month) : "",
      usdot: event.usdot ?? "",
    },
    locale,
  );
}

/** "none", "some" or "unknown": how a message words a fleet size. */
const fleet = (trucks: number | null) => (trucks === null ? "unknown" : trucks === 0 ? "none" : "some");

/** An event's amount for this truck. */
export function amountText(copy: CheckupAnswerCopy, amount: PlanAmount, locale: Locale): string {
  const f = formats[locale];
  const { amounts } = copy.plan;
  switch (amount.kind) {
    case "form2290":
      if (!amount.firstUse)
        return formatMessage(
          amounts.form2290,
          { amount: f.usdCents(amount.cents / 100), category: amount.category },
          locale,
        );
      return formatMessage(
        amounts.form2290FirstUse,
        {
          amount: f.usdCents(amount.cents / 100),
          month: f.monthYear(amount.firstUse.year, amount.firstUse.month),
          category: amount.category,
        },
        locale,
      );
    case "ucr": {
      const values = {
        dollars: f.usd(amount.dollars),
        year: String(amount.year),
        feeYear: String(amount.feeYear),
        bracket: f.span(amount.min, amount.max),
      };
      if (!amount.published)
        return formatMessage(
          amounts.ucrUnpublished,
          { ...values, fleet: fleet(amount.trucks), trucks: amount.trucks ?? 0 },
          locale,
        );
      if (amount.trucks === null) return formatMessage(amounts.ucrFrom, values, locale);
      return formatMessage(amounts.ucr, { ...values, trucks: amount.trucks }, locale);
    }
    case "per-thousand-miles":
      return formatMessage(
        amounts.perThousandMiles,
        {
          amount: f.usdCents(amount.cents / 100),
          state: amount.state,
          stateName: copy.stateNames[amount.state],
          weight: f.lb(amount.weightLb),
        },
        locale,
      );
  }
}

/** What a new business's step costs. */
export function stepCostText(copy: CheckupAnswerCopy, cost: StepCost, locale: Locale): string {
  const f = formats[locale];
  if (cost.kind === "amount") return amountText(copy, cost.amount, locale);
  if (cost.kind === "fee") return feeText(copy, cost.fee, locale);
  return formatMessage(
    copy.plan.amounts.form2290ByMonth,
    {
      thisMonth: f.usdCents(cost.thisMonthCents / 100),
      june: f.usdCents(cost.juneCents / 100),
      month: f.monthName(cost.month),
    },
    locale,
  );
}

/** A late filing's due date: "Was due Nov 2, 2026". */
export function wasDueText(copy: CheckupAnswerCopy, item: LateItem, locale: Locale): string {
  return formatMessage(copy.plan.late.wasDue, { date: formats[locale].date(item.event.date) }, locale);
}

/** What lateness costs so far, or what it leads to. */
export function lateCostText(copy: CheckupAnswerCopy, cost: LateCost, locale: Locale): string {
  const f = formats[locale];
  const { costs } = copy.plan.late;
  switch (cost.kind) {
    case "form2290":
      return formatMessage(
        costs.form2290,
        {
          penalty: f.usdCents(cost.penaltyCents / 100),
          rate: f.percent(Math.round(cost.ratePerMonth * cost.months * 1000) / 10),
          months: cost.months,
          capped: cost.capped ? "yes" : "no",
        },
        locale,
      );
    case "ifta":
      return formatMessage(costs.ifta, { min: f.usd(cost.minDollars), percent: f.percent(cost.percent) }, locale);
    case "oregon":
      return formatMessage(costs.oregon, { percent: f.percent(cost.percent) }, locale);
    case "consequence":
      return costs.consequences[cost.consequence];
  }
}

/** Why a row has no date. */
export function dueText(copy: CheckupAnswerCopy, due: PlanDue, locale: Locale): string {
  const { due: words } = copy.plan;
  switch (due.kind) {
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

/** Money as the total writes it: a sum, a range, or "or more". */
export function moneyText(copy: CheckupAnswerCopy, money: Money, locale: Locale): string {
  const f = formats[locale];
  const dollars = (cents: number) => (cents % 100 === 0 ? f.usd(cents / 100) : f.usdCents(cents / 100));
  if (money.max === null) return formatMessage(copy.plan.total.money.orMore, { min: dollars(money.min) }, locale);
  if (money.max === money.min) return dollars(money.min);
  return formatMessage(copy.plan.total.money.range, { min: dollars(money.min), max: dollars(money.max) }, locale);
}

/** A part of the total: the event's title, the step's filing, or a yearly charge. */
export function totalPartText(copy: CheckupAnswerCopy, part: TotalPart, locale: Locale): string {
  switch (part.kind) {
    case "event": {
      const title = eventTitle(copy, part.event, locale);
      const { amount } = part.event;
      return amount?.kind === "ucr" && !amount.published
        ? formatMessage(copy.plan.total.lastPublished, { title, feeYear: String(amount.feeYear) }, locale)
        : title;
    }
    case "step":
      return rowName(copy, part.step.row);
    case "bond":
      return copy.plan.total.bond;
    case "illinois-yearly":
      return formatMessage(
        copy.plan.total.illinoisYearly,
        { fleet: part.trucks === null ? "unknown" : "some", trucks: part.trucks ?? 0 },
        locale,
      );
  }
}

/** The total's line: "Total for the next 12 months: $596". */
export function totalText(copy: CheckupAnswerCopy, plan: Plan, locale: Locale): string {
  return formatMessage(copy.plan.total.label, { amount: moneyText(copy, plan.total.money, locale) }, locale);
}

/**
 * The message for the contact form: what is late, a new business's steps, the next dates with
 * their amounts and the total, what has no date and what to check, then the link to the answers.
 */
export function handoffText(copy: CheckupAnswerCopy, plan: Plan, link: string, locale: Locale): string {
  const f = formats[locale];
  const { sections } = copy.plan;
  const block = (heading: string, lines: string[]) => (lines.length > 0 ? [`${heading}:\n${lines.join("\n")}`] : []);
  const indent = (lines: string[]) => lines.map((line) => `  ${line}`);
  const amountLine = (amount: PlanAmount | undefined) =>
    amount ? indent([`${copy.plan.amountLabel}: ${amountText(copy, amount, locale)}`]) : [];
  const statusOf = (status: FilingStatus) => copy.result.statusLabels[status];
  return [
    copy.handoff.greeting,
    ...block(
      sections.late,
      plan.late.flatMap((item) => [
        `- ${eventTitle(copy, item.event, locale)}: ${sentence(wasDueText(copy, item, locale))}`,
        ...amountLine(item.event.amount),
        ...indent([lateCostText(copy, item.cost, locale)]),
      ]),
    ),
    ...block(
      sections.steps,
      plan.steps.map((step, i) => {
        const cost = step.cost ? ` ${copy.plan.amountLabel}: ${sentence(stepCostText(copy, step.cost, locale))}` : "";
        return `${i + 1}. ${rowName(copy, step.row)} (${statusOf(step.row.status)}): ${reasonSentence(copy, step.row.reason, locale)}${cost}`;
      }),
    ),
    ...block(
      plan.steps.length > 0 ? sections.nextFresh : sections.next,
      plan.next.flatMap(({ event }) => [
        `- ${f.date(event.date)}: ${eventTitle(copy, event, locale)}`,
        ...amountLine(event.amount),
      ]),
    ),
    ...(plan.total.parts.length > 0 ? [sentence(totalText(copy, plan, locale))] : []),
    ...block(
      sections.undated,
      plan.undated.map(
        (row) =>
          `- ${rowName(copy, row)}: ${row.due ? dueText(copy, row.due, locale) : reasonSentence(copy, row.reason, locale)}`,
      ),
    ),
    ...block(
      sections.check,
      plan.check.map((row) => `- ${rowName(copy, row)}: ${reasonSentence(copy, row.reason, locale)}`),
    ),
    ...block(
      sections.have,
      plan.have.map((row) => `- ${rowName(copy, row)}`),
    ),
    formatMessage(copy.handoff.answers, { link }, locale),
  ].join("\n\n");
}

export interface CalendarOptions {
  /** The site's origin ("https://www.example.com"): the events link to its pages and their UIDs name its host. */
  origin: string;
  /** Stamped on every event (DTSTAMP). */
  now: Date;
  /** A feed tells calendar apps to fetch it again daily; a download does not. */
  feed: boolean;
}

/**
 * The plan's events as an iCalendar file in the visitor's language: each titled, with its own
 * amount, its reminders and the service page; and each late filing as an event on the plan's day,
 * which moves on with the feed every day until the filing's period closes.
 */
export function planCalendar(
  plan: Plan,
  answers: CheckupAnswers,
  copy: CheckupAnswerCopy,
  locale: Locale,
  { origin, now, feed }: CalendarOptions,
): string {
  const f = formats[locale];
  const host = new URL(origin).host;
  const key = answersKey(answers);
  const details = (event: PlanEvent) => `${copy.plan.calendar.details}: ${origin}${localizePath(event.path, locale)}`;
  const amountLines = (event: PlanEvent) => (event.amount ? [sentence(amountText(copy, event.amount, locale))] : []);
  const late = plan.late.map((item) => ({
    uid: `${item.event.id}-late-${key}@${host}`,
    date: plan.today,
    summary: formatMessage(copy.plan.calendar.lateTitle, { title: eventTitle(copy, item.event, locale) }, locale),
    description: [
      `${sentence(wasDueText(copy, item, locale))} ${copy.plan.late.fileNow}`,
      ...amountLines(item.event),
      lateCostText(copy, item.cost, locale),
      details(item.event),
    ].join("\n"),
    remindDaysBefore: [],
  }));
  const upcoming = plan.events.map((event) => {
    const title = eventTitle(copy, event, locale);
    const moved = compareDates(event.date, event.originalDate) !== 0;
    return {
      uid: `${event.id}-${key}@${host}`,
      date: event.date,
      summary: title,
      description: [
        moved
          ? `${sentence(title)} ${formatMessage(copy.plan.calendar.movedFrom, { date: f.date(event.originalDate) }, locale)}`
          : sentence(title),
        ...amountLines(event),
        details(event),
      ].join("\n"),
      remindDaysBefore: event.remindDaysBefore,
    };
  });
  const events = [...late, ...upcoming];
  return toIcs(events, {
    prodId: `-//${host}//Compliance plan//${locale.toUpperCase()}`,
    calName: copy.plan.calendar.name,
    now,
    ...(feed && { refreshInterval: "P1D" }),
    // A subscription to answers with no dates says why it stays empty (review of 2026-11-28, I4).
    ...(events.length === 0 && { description: copy.plan.calendar.empty }),
  });
}
