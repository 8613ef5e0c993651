import { useId, useState, type RefObject } from "react";
import type { CheckupAnswerCopy } from "~/content/en/tools/checkup";
import type { Locale } from "~/i18n/locales";
import type { ServicePath } from "~/lib/catalog";
import type { FilingStatus } from "~/lib/tools/checkup";
import { feeText, notRequiredSummary, reasonSentence, rowName } from "~/lib/tools/checkup-text";
import type { PlanRow } from "~/lib/tools/plan";
import { amountText, dueText } from "~/lib/tools/plan-text";

/** The plan's calendar: the .ics file as a link, and the feed's two addresses where the server offers one. */
export interface CalendarLinks {
  download: string;
  feed: { webcal: string; https: string } | null;
}

interface CheckupResultProps {
  copy: CheckupAnswerCopy;
  locale: Locale;
  rows: readonly PlanRow[];
  calendar: CalendarLinks | null;
  hrefFor: (path: ServicePath) => string;
  contactHref: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPrint: () => void;
  onSend: () => void;
}

const badge: Record<FilingStatus, string> = {
  required: "bg-brand-800 text-white",
  check: "bg-accent-300 text-brand-950",
  "not-required": "bg-slate-200 text-ink",
};

function Row({ copy, locale, row, hrefFor }: { copy: CheckupAnswerCopy; locale: Locale; row: PlanRow; hrefFor: (path: ServicePath) => string }) {
  const applies = row.status !== "not-required";
  return (
    <li data-filing={row.path} data-status={row.status} data-state={row.state} className="checkup-row space-y-1 border-b border-brand-100 py-3 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <a href={hrefFor(row.path)} className="link font-semibold">
          {rowName(copy, row)}
        </a>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${badge[row.status]}`}>{copy.result.statusLabels[row.status]}</span>
      </p>
      <p>{reasonSentence(copy, row.reason, locale)}</p>
      {applies && row.fee && row.amount?.kind !== "ucr" && (
        <p className="text-[0.95rem]">
          <span className="font-semibold">{copy.result.feeLabel}:</span> {feeText(copy, row.fee, locale)}
        </p>
      )}
      {row.amount && (
        <p className="text-[0.95rem]" data-amount>
          <span className="font-semibold">{copy.plan.amountLabel}:</span> {amountText(copy, row.amount, locale)}
        </p>
      )}
      {row.due && (
        <p className="text-[0.95rem]" data-due>
          <span className="font-semibold">{copy.result.nextDueLabel}:</span> {dueText(copy, row.due, locale)}
        </p>
      )}
    </li>
  );
}

/** The answer: rows that apply or might, then the rest collapsed, and the two next steps. */
export function CheckupResult({ copy, locale, rows, calendar, hrefFor, contactHref, headingRef, onPrint, onSend }: CheckupResultProps) {
  const group = (status: FilingStatus) => rows.filter((r) => r.status === status);
  const notRequired = group("not-required");
  const headingId = useId();
  const list = (status: FilingStatus) => (
    <ul className="list-none p-0">
      {group(status).map((row) => (
        <Row key={`${row.filing}-${row.state ?? ""}`} copy={copy} locale={locale} row={row} hrefFor={hrefFor} />
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={headingId} className="checkup-result print-keep print-checklist space-y-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {copy.result.heading}
      </h2>
      <p>{copy.result.intro}</p>
      {(["required", "check"] as const).map(
        (status) =>
          group(status).length > 0 && (
            <div key={status}>
              <h3 className="text-lg font-bold text-brand-900">{copy.result.groupHeadings[status]}</h3>
              {list(status)}
            </div>
          ),
      )}
      {notRequired.length > 0 && (
        <div className="checkup-not-required">
          <h3 className="text-lg font-bold text-brand-900">{copy.result.groupHeadings["not-required"]}</h3>
          <details>
            <summary className="cursor-pointer py-2 font-semibold text-brand-700">{notRequiredSummary(copy, notRequired.length, locale)}</summary>
            {list("not-required")}
          </details>
        </div>
      )}
      <p className="text-[0.95rem]">{copy.notAdvice}</p>
      <p className="print-hide text-sm text-muted">{copy.result.linkNote}</p>
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

/** "Add my dates to my calendar": the download, and on a server the subscription with its address to copy. */
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
    <div aria-labelledby={headingId} role="group" className="print-hide space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {words.heading}
      </h3>
      <p className="text-[0.95rem]">{words.intro}</p>
      <div className="flex flex-wrap gap-3">
        <a href={links.download} download="my-filing-dates.ics" className="btn-primary">
          {words.download}
        </a>
        {links.feed && (
          <a href={links.feed.webcal} className="btn-accent">
            {words.subscribe}
          </a>
        )}
      </div>
      {links.feed && (
        <>
          <p className="text-sm text-muted">{words.subscribeNote}</p>
          <label htmlFor={inputId} className="block text-sm font-semibold text-brand-900">
            {words.copyLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={inputId} type="text" readOnly value={links.feed.https} onFocus={(e) => e.currentTarget.select()} className="field min-w-0 flex-1 basis-64 py-2 text-sm" />
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
