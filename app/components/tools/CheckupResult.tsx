import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import type { CheckupAnswerCopy } from "~/content/checkup-words";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { sentence } from "~/i18n/sentence";
import type { ServicePath } from "~/lib/catalog";
import type { FilingStatus } from "~/lib/tools/checkup";
import { feeText, notRequiredSummary, reasonSentence, rowName } from "~/lib/tools/checkup-text";
import type { LateItem, Plan, PlanEvent, PlanRow, PlanStep, StepPhase } from "~/lib/tools/plan";
import {
  amountText,
  dueText,
  eventTitle,
  lateCostText,
  moneyText,
  stepCostText,
  totalPartText,
  totalText,
  wasDueText,
} from "~/lib/tools/plan-text";

/** The plan's calendar: the .ics file as a link, and the feed's addresses where the server offers one. */
export interface CalendarLinks {
  download: string;
  feed: { webcal: string; https: string; google: string } | null;
}

interface CheckupResultProps {
  copy: CheckupAnswerCopy;
  locale: Locale;
  plan: Plan;
  calendar: CalendarLinks | null;
  hrefFor: (path: ServicePath) => string;
  contactHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPrint: () => void;
  onSend: () => void;
  /** "I filed it" on a late filing: the page keeps its code in the link. */
  onFiled: (code: string) => void;
}

const badge: Record<FilingStatus, string> = {
  required: "bg-brand-800 text-white",
  check: "bg-accent-300 text-brand-950",
  "not-required": "bg-slate-200 text-ink",
};

type Words = { copy: CheckupAnswerCopy; locale: Locale; hrefFor: (path: ServicePath) => string };

function Section({
  heading,
  intro,
  children,
  className = "",
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`space-y-2 ${className}`}>
      <h3 id={id} className="text-lg font-bold text-brand-900">
        {heading}
      </h3>
      {intro && <p className="text-[0.95rem] text-muted">{intro}</p>}
      {children}
    </section>
  );
}

const detail = "text-[0.95rem]";

function Amount({ copy, locale, event }: Omit<Words, "hrefFor"> & { event: PlanEvent }) {
  if (!event.amount) return null;
  return (
    <p className={detail} data-amount>
      <span className="font-semibold">{copy.plan.amountLabel}:</span> {amountText(copy, event.amount, locale)}
    </p>
  );
}

function Late({
  copy,
  locale,
  hrefFor,
  row,
  item,
  onFiled,
}: Words & { row: PlanRow | undefined; item: LateItem; onFiled: (code: string) => void }) {
  return (
    <li
      data-late={item.code}
      data-filing={row?.path}
      data-status={row?.status}
      data-state={row?.state}
      className="space-y-1 border-b border-red-200 py-3 last:border-b-0"
    >
      <h4 className="space-y-1">
        <span className="block font-bold text-red-800">{sentence(wasDueText(copy, item, locale))}</span>{" "}
        <span className="block">
          <a href={hrefFor(item.event.path)} className="link font-semibold">
            {eventTitle(copy, item.event, locale)}
          </a>
        </span>
      </h4>
      <Amount copy={copy} locale={locale} event={item.event} />
      <p className={detail}>
        {copy.plan.late.fileNow} {lateCostText(copy, item.cost, locale)}
      </p>
      <button type="button" onClick={() => onFiled(item.code)} className="btn-outline print-hide mt-1 py-1.5 text-sm">
        {copy.plan.late.filed}
      </button>
    </li>
  );
}

function Next({ copy, locale, hrefFor, row, event }: Words & { row: PlanRow; event: PlanEvent }) {
  return (
    <li
      data-next={event.id}
      data-filing={row.path}
      data-status={row.status}
      data-state={row.state}
      className="space-y-1 border-b border-brand-100 py-3 last:border-b-0"
    >
      <h4 className="space-y-1">
        <span className="block font-bold text-brand-900">{formats[locale].date(event.date)}</span>{" "}
        <span className="block">
          <a href={hrefFor(event.path)} className="link font-semibold">
            {eventTitle(copy, event, locale)}
          </a>
        </span>
      </h4>
      <Amount copy={copy} locale={locale} event={event} />
      <p className={`${detail} text-muted`}>{reasonSentence(copy, row.reason, locale)}</p>
    </li>
  );
}

/**
 * A row with its name, its status where it matters, why, and its fee or why it has no date. The name
 * is the row's heading, one level under its part's, so a screen reader can jump from row to row.
 */
function RowItem({
  copy,
  locale,
  hrefFor,
  row,
  showStatus,
  level = 4,
  children,
}: Words & { row: PlanRow; showStatus?: boolean; level?: 4 | 5; children?: ReactNode }) {
  const Heading = level === 5 ? "h5" : "h4";
  return (
    <li
      data-filing={row.path}
      data-status={row.status}
      data-state={row.state}
      className="checkup-row space-y-1 border-b border-brand-100 py-3 last:border-b-0"
    >
      <Heading className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <a href={hrefFor(row.path)} className="link font-semibold">
          {rowName(copy, row)}
        </a>
        {showStatus && (
          <>
            {" "}
            <span className={`rounded px-2 py-0.5 text-sm font-semibold ${badge[row.status]}`}>
              {copy.result.statusLabels[row.status]}
            </span>
          </>
        )}
      </Heading>
      <p className={detail}>{reasonSentence(copy, row.reason, locale)}</p>
      {children}
    </li>
  );
}

/** A part of the list made of rows, under its heading, each row with what `children` adds; nothing when it has none. */
function RowsSection<R extends PlanRow>({
  heading,
  intro,
  name,
  rows,
  children,
  ...words
}: Words & { heading: string; intro?: string; name: string; rows: readonly R[]; children: (row: R) => ReactNode }) {
  if (rows.length === 0) return null;
  return (
    <Section heading={heading} intro={intro}>
      <ul className="list-none p-0" data-section={name}>
        {rows.map((row) => (
          <RowItem key={`${row.filing}-${row.state ?? ""}`} {...words} row={row}>
            {children(row)}
          </RowItem>
        ))}
      </ul>
    </Section>
  );
}

/** The steps under their phases' headings, numbered on from one phase to the next. */
function Steps({ copy, locale, hrefFor, steps }: Words & { steps: readonly PlanStep[] }) {
  const phases: StepPhase[] = [...new Set(steps.map((s) => s.phase))];
  return phases.map((phase) => (
    <div key={phase}>
      <h4 className="mt-2 font-bold text-brand-900">{copy.plan.sections.phases[phase]}</h4>
      <ol
        start={steps.findIndex((s) => s.phase === phase) + 1}
        className="list-decimal pl-6 marker:font-bold marker:text-brand-900"
      >
        {steps
          .filter((s) => s.phase === phase)
          .map((step) => (
            <RowItem
              key={`${step.row.filing}-${step.row.state ?? ""}`}
              copy={copy}
              locale={locale}
              hrefFor={hrefFor}
              row={step.row}
              showStatus={step.row.status !== "required"}
              level={5}
            >
              {step.cost && (
                <p className={detail} data-amount>
                  <span className="font-semibold">{copy.plan.amountLabel}:</span>{" "}
                  {stepCostText(copy, step.cost, locale)}
                </p>
              )}
            </RowItem>
          ))}
      </ol>
    </div>
  ));
}

/**
 * The answer, in the order a trucker acts: what is late, a new business's first steps, the next
 * dates with their amounts and the 12-month total, what has no date or needs a word with the
 * office, what an existing business should already have; then the rest collapsed, and the next
 * steps: print, send to the office, put the dates in a calendar.
 */
export function CheckupResult({
  copy,
  locale,
  plan,
  calendar,
  hrefFor,
  contactHref,
  headingRef,
  onPrint,
  onSend,
  onFiled,
}: CheckupResultProps) {
  const words = { copy, locale, hrefFor };
  const { sections } = copy.plan;
  const notRequired = plan.rows.filter((r) => r.status === "not-required");
  const fresh = plan.steps.length > 0;
  const headingId = useId();
  const key = (row: PlanRow) => `${row.filing}-${row.state ?? ""}`;
  const rowOf = (event: PlanEvent) => plan.rows.find((row) => row.filing === event.filing && row.state === event.state);
  // "I filed it" takes its button away: focus moves to the next late filing's button, or to the list's heading.
  const lateList = useRef<HTMLUListElement>(null);
  const filedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = filedAt.current;
    if (index === null) return;
    filedAt.current = null;
    const buttons = lateList.current?.querySelectorAll("button") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? headingRef.current)?.focus();
  });
  const filed = (code: string, index: number) => {
    filedAt.current = index;
    onFiled(code);
  };

  return (
    <section aria-labelledby={headingId} className="checkup-result print-keep print-checklist space-y-6">
      <div className="space-y-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {copy.result.heading}
        </h2>
        <p>{copy.result.intro}</p>
      </div>
      {plan.late.length > 0 && (
        <Section
          heading={sections.late}
          intro={sections.lateIntro}
          className="rounded-lg border-2 border-red-700 bg-red-50 p-4"
        >
          <ul ref={lateList} className="list-none p-0" data-section="late">
            {plan.late.map((item, i) => (
              <Late key={item.code} {...words} row={rowOf(item.event)} item={item} onFiled={(code) => filed(code, i)} />
            ))}
          </ul>
        </Section>
      )}
      {fresh && (
        <Section heading={sections.steps} intro={sections.stepsIntro}>
          <div data-section="steps">
            <Steps {...words} steps={plan.steps} />
          </div>
        </Section>
      )}
      {plan.next.length > 0 && (
        <Section
          heading={fresh ? sections.nextFresh : sections.next}
          intro={fresh ? sections.nextFreshIntro : undefined}
        >
          <ul className="list-none p-0" data-section="next">
            {plan.next.map(({ row, event }) => (
              <Next key={event.id} {...words} row={row} event={event} />
            ))}
          </ul>
        </Section>
      )}
      {plan.total.parts.length > 0 && (
        <div className="space-y-1 rounded-lg bg-brand-50 p-4" data-section="total">
          <p className="text-lg font-bold text-brand-900">{sentence(totalText(copy, plan, locale))}</p>
          <p className={detail}>{copy.plan.total.madeOf}</p>
          <ul className={`${detail} list-disc pl-5`}>
            {plan.total.parts.map((part, i) => (
              <li key={i}>
                {totalPartText(copy, part, locale)}: {moneyText(copy, part.money, locale)}
              </li>
            ))}
          </ul>
          {plan.total.mileageNotIncluded && <p className={detail}>{copy.plan.total.mileage}</p>}
          {plan.late.length > 0 && <p className={detail}>{copy.plan.total.notLate}</p>}
        </div>
      )}
      <RowsSection {...words} heading={sections.undated} name="undated" rows={plan.undated}>
        {(row) => (
          <>
            {row.fee && <p className={detail}>{feeText(copy, row.fee, locale)}</p>}
            {row.due && <p className={detail}>{dueText(copy, row.due, locale)}</p>}
          </>
        )}
      </RowsSection>
      <RowsSection {...words} heading={sections.check} name="check" rows={plan.check}>
        {(row) =>
          row.next && (
            <p className={detail}>
              <span className="font-semibold">{formats[locale].date(row.next.date)}:</span>{" "}
              {eventTitle(copy, row.next, locale)}
            </p>
          )
        }
      </RowsSection>
      <RowsSection {...words} heading={sections.have} intro={sections.haveIntro} name="have" rows={plan.have}>
        {(row) => row.fee?.kind === "bond-and-fee" && <p className={detail}>{feeText(copy, row.fee, locale)}</p>}
      </RowsSection>
      {notRequired.length > 0 && (
        <Section heading={copy.result.groupHeadings["not-required"]} className="checkup-not-required">
          <details>
            <summary className="cursor-pointer py-2 font-semibold text-brand-700">
              {notRequiredSummary(copy, notRequired.length, locale)}
            </summary>
            <ul className="list-none p-0">
              {notRequired.map((row) => (
                <RowItem key={key(row)} {...words} row={row} />
              ))}
            </ul>
          </details>
        </Section>
      )}
      <p className={detail}>{copy.notAdvice}</p>
      <p className="print-hide text-sm text-muted">{copy.result.linkNote}</p>
      {plan.late.length > 0 && <p className="print-hide text-sm text-muted">{copy.plan.late.filedNote}</p>}
      <div className="print-hide flex flex-wrap gap-3">
        <button type="button" onClick={onPrint} className="btn-primary">
          {copy.result.print}
        </button>
        <a href={contactHref} onClick={onSend} className="btn-accent">
          {copy.result.send}
        </a>
      </div>
      {calendar && <CalendarSection copy={copy} links={calendar} />}
    </section>
  );
}

/** "Add my dates to my calendar": the download, and on a server the subscription, Google Calendar's link and the address to copy. */
function CalendarSection({ copy, links }: { copy: CheckupAnswerCopy; links: CalendarLinks }) {
  const words = copy.plan.calendar;
  const headingId = useId();
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  async function copyLink() {
    if (!links.feed) return;
    try {
      await navigator.clipboard.writeText(links.feed.https);
      setCopied(true);
    } catch {
      // Without clipboard access the address stays selected in its field, ready to copy by hand.
      document.getElementById(inputId)?.focus();
    }
  }
  return (
    <div
      aria-labelledby={headingId}
      role="group"
      className="print-hide space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {words.heading}
      </h3>
      <p className="text-[0.95rem]">{words.intro}</p>
      <div className="flex flex-wrap gap-3">
        <a href={links.download} download="my-filing-dates.ics" className="btn-primary">
          {words.download}
        </a>
        {links.feed && (
          <>
            <a href={links.feed.webcal} className="btn-accent">
              {words.subscribe}
            </a>
            <a href={links.feed.google} className="btn-outline" rel="noopener" target="_blank">
              {words.google}
            </a>
          </>
        )}
      </div>
      {links.feed && (
        <>
          <p className="text-sm text-muted">{words.subscribeNote}</p>
          <label htmlFor={inputId} className="block text-sm font-semibold text-brand-900">
            {words.copyLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              type="text"
              readOnly
              value={links.feed.https}
              onFocus={(e) => e.currentTarget.select()}
              className="field min-w-0 flex-1 basis-64 py-2 text-sm"
            />
            <button type="button" onClick={copyLink} className="btn-outline">
              {words.copy}
            </button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm">
            {copied ? words.copied : ""}
          </p>
        </>
      )}
    </div>
  );
}
