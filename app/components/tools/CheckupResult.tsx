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
import { Text } from "../Text";

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
        <Text>{heading}</Text>
      </h3>
      {intro && (
        <p className="text-[0.95rem] text-muted">
          <Text>{intro}</Text>
        </p>
      )}
      {children}
    </section>
  );
}

const detail = "text-[0.95rem]";

function Amount({ copy, locale, event }: Omit<Words, "hrefFor"> & { event: PlanEvent }) {
  if (!event.amount) return null;
  return (
    <p className={detail} data-amount>
      <span className="font-semibold">
        <Text>{`${copy.plan.amountLabel}:`}</Text>
      </span>{" "}
      <Text>{amountText(copy, event.amount, locale)}</Text>
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
        <span className="block font-bold text-red-800">
          <Text>{sentence(wasDueText(copy, item, locale))}</Text>
        </span>{" "}
        <span className="block">
          <a href={hrefFor(item.event.path)} className="link font-semibold">
            <Text>{eventTitle(copy, item.event, locale)}</Text>
          </a>
        </span>
      </h4>
      <Amount copy={copy} locale={locale} event={item.event} />
      <p className={detail}>
        <Text>{`${copy.plan.late.fileNow} ${lateCostText(copy, item.cost, locale)}`}</Text>
      </p>
      <button type="button" onClick={() => onFiled(item.code)} className="btn-outline print-hide mt-1 py-1.5 text-sm">
        <Text box>{copy.plan.late.filed}</Text>
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
        <span className="block font-bold text-brand-900">
          <Text>{formats[locale].date(event.date)}</Text>
        </span>{" "}
        <span className="block">
          <a href={hrefFor(event.path)} className="link font-semibold">
            <Text>{eventTitle(copy, event, locale)}</Text>
          </a>
        </span>
      </h4>
      <Amount copy={copy} locale={locale} event={event} />
      <p className={`${detail} text-muted`}>
        <Text>{reasonSentence(copy, row.reason, locale)}</Text>
      </p>
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
          <Text>{rowName(copy, row)}</Text>
        </a>
        {showStatus && (
          <>
            {" "}
            <span className={`rounded px-2 py-0.5 text-sm font-semibold ${badge[row.status]}`}>
              <Text>{copy.result.statusLabels[row.status]}</Text>
            </span>
          </>
        )}
      </Heading>
      <p className={detail}>
        <Text>{reasonSentence(copy, row.reason, locale)}</Text>
      </p>
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
      <h4 className="mt-2 font-bold text-brand-900">
        <Text>{copy.plan.sections.phases[phase]}</Text>
      </h4>
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
                  <span className="font-semibold">
                    <Text>{`${copy.plan.amountLabel}:`}</Text>
                  </span>{" "}
                  <Text>{stepCostText(copy, step.cost, locale)}</Text>
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
          <Text>{copy.result.heading}</Text>
        </h2>
        <p>
          <Text>{copy.result.intro}</Text>
        </p>
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
          <p className="text-lg font-bold text-brand-900">
            <Text>{sentence(totalText(copy, plan, locale))}</Text>
          </p>
          <p className={detail}>
            <Text>{copy.plan.total.madeOf}</Text>
          </p>
          <ul className={`${detail} list-disc pl-5`}>
            {plan.total.parts.map((part, i) => (
              <li key={i}>
                <Text>{`${totalPartText(copy, part, locale)}: ${moneyText(copy, part.money, locale)}`}</Text>
              </li>
            ))}
          </ul>
          {plan.total.mileageNotIncluded && (
            <p className={detail}>
              <Text>{copy.plan.total.mileage}</Text>
            </p>
          )}
          {plan.late.length > 0 && (
            <p className={detail}>
              <Text>{copy.plan.total.notLate}</Text>
            </p>
          )}
        </div>
      )}
      <RowsSection {...words} heading={sections.undated} name="undated" rows={plan.undated}>
        {(row) => (
          <>
            {row.fee && (
              <p className={detail}>
                <Text>{feeText(copy, row.fee, locale)}</Text>
              </p>
            )}
            {row.due && (
              <p className={detail}>
                <Text>{dueText(copy, row.due, locale)}</Text>
              </p>
            )}
          </>
        )}
      </RowsSection>
      <RowsSection {...words} heading={sections.check} name="check" rows={plan.check}>
        {(row) =>
          row.next && (
            <p className={detail}>
              <span className="font-semibold">
                <Text>{`${formats[locale].date(row.next.date)}:`}</Text>
              </span>{" "}
              <Text>{eventTitle(copy, row.next, locale)}</Text>
            </p>
          )
        }
      </RowsSection>
      <RowsSection {...words} heading={sections.have} intro={sections.haveIntro} name="have" rows={plan.have}>
        {(row) =>
          row.fee?.kind === "bond-and-fee" && (
            <p className={detail}>
              <Text>{feeText(copy, row.fee, locale)}</Text>
            </p>
          )
        }
      </RowsSection>
      {notRequired.length > 0 && (
        <Section heading={copy.result.groupHeadings["not-required"]} className="checkup-not-required">
          <details>
            <summary className="cursor-pointer py-2 font-semibold text-brand-700">
              <Text>{notRequiredSummary(copy, notRequired.length, locale)}</Text>
            </summary>
            <ul className="list-none p-0">
              {notRequired.map((row) => (
                <RowItem key={key(row)} {...words} row={row} />
              ))}
            </ul>
          </details>
        </Section>
      )}
      <p className={detail}>
        <Text>{copy.notAdvice}</Text>
      </p>
      <p className="print-hide text-sm text-muted">
        <Text>{copy.result.linkNote}</Text>
      </p>
      {plan.late.length > 0 && (
        <p className="print-hide text-sm text-muted">
          <Text>{copy.plan.late.filedNote}</Text>
        </p>
      )}
      <div className="print-hide flex flex-wrap gap-3">
        <button type="button" onClick={onPrint} className="btn-primary">
          <Text box>{copy.result.print}</Text>
        </button>
        <a href={contactHref} onClick={onSend} className="btn-accent">
          <Text box>{copy.result.send}</Text>
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
        <Text>{words.heading}</Text>
      </h3>
      <p className="text-[0.95rem]">
        <Text>{words.intro}</Text>
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={links.download} download="my-filing-dates.ics" className="btn-primary">
          <Text box>{words.download}</Text>
        </a>
        {links.feed && (
          <>
            <a href={links.feed.webcal} className="btn-accent">
              <Text box>{words.subscribe}</Text>
            </a>
            <a href={links.feed.google} className="btn-outline" rel="noopener" target="_blank">
              <Text box>{words.google}</Text>
            </a>
          </>
        )}
      </div>
      {links.feed && (
        <>
          <p className="text-sm text-muted">
            <Text>{words.subscribeNote}</Text>
          </p>
          <label htmlFor={inputId} className="block text-sm font-semibold text-brand-900">
            <Text>{words.copyLabel}</Text>
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
              <Text box>{words.copy}</Text>
            </button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm">
            {copied && <Text>{words.copied}</Text>}
          </p>
        </>
      )}
    </div>
  );
}
