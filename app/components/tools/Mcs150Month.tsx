import { useId, useRef, useState } from "react";
import type { Mcs150AnswerCopy, Mcs150IslandCopy } from "~/content/tool-words";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import { saveHandoff } from "~/lib/handoff";
import { officeZone } from "~/lib/office-zone";
import { todayIn } from "~/lib/tools/dates";
import { type BiennialUpdate, biennialUpdate, EARLY_FILING_MONTHS, parseUsdot } from "~/lib/tools/mcs150";
import { useCurrentMinute } from "~/lib/use-current-minute";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { Text, TextShape } from "../Text";

/**
 * The message the contact form starts with: the number, then the passed due date if there is one,
 * the next due date and the first day an update counts for it; or the month.
 */
function handoffText(copy: Mcs150AnswerCopy, answer: BiennialUpdate, locale: Locale): string {
  const f = formats[locale];
  const lines = [formatMessage(copy.handoff.usdot, { usdot: answer.usdot }, locale)];
  if (answer.kind === "due") {
    if (answer.overdue) lines.push(formatMessage(copy.handoff.overdue, { date: f.longDate(answer.overdue) }, locale));
    lines.push(formatMessage(copy.handoff.due, { date: f.longDate(answer.deadline) }, locale));
    lines.push(formatMessage(copy.handoff.countsFrom, { date: f.date(answer.earlyFilingOpens) }, locale));
  } else {
    lines.push(formatMessage(copy.handoff.oneDigit, { month: f.monthName(answer.month) }, locale));
  }
  return `${copy.handoff.intro}\n\n${lines.join("\n")}`;
}

/**
 * The answer's sentences: a passed due date first, while it is overdue; then the next due date,
 * the schedule and which updates count for it. Or the month alone for a one-digit number.
 */
function AnswerText({ copy, answer, locale }: { copy: Mcs150AnswerCopy; answer: BiennialUpdate; locale: Locale }) {
  const f = formats[locale];
  const month = f.monthName(answer.month);
  if (answer.kind === "ask-the-office")
    return (
      <p className="font-semibold text-brand-900">
        <Text>{formatMessage(copy.oneDigit, { month }, locale)}</Text>
      </p>
    );
  const months = EARLY_FILING_MONTHS;
  return (
    <>
      {answer.overdue && (
        <p className="text-lg font-bold text-red-800">
          <Text>{sentence(formatMessage(copy.overdue, { date: f.longDate(answer.overdue) }, locale))}</Text>{" "}
          <Text>{copy.overdueAction}</Text>
        </p>
      )}
      <p className="text-lg font-bold text-brand-900">
        <Text>{sentence(formatMessage(copy.due, { date: f.longDate(answer.deadline) }, locale))}</Text>
      </p>
      <p>
        <Text>{formatMessage(copy.schedule, { month, parity: answer.parity }, locale)}</Text>
      </p>
      <p>
        <Text>
          {answer.inEarlyFilingWindow
            ? formatMessage(copy.windowOpen, { months }, locale)
            : `${sentence(formatMessage(copy.windowOpens, { date: f.date(answer.earlyFilingOpens) }, locale))} ${copy.anyTime}`}
        </Text>
      </p>
    </>
  );
}

/**
 * "When is my MCS-150 update due?" (an island): a USDOT number in, the biennial update's due date
 * out (app/lib/tools/mcs150.ts), seen from today in the office's time zone. The field is live in
 * the build's markup and what is typed before React runs is kept; the answer needs today's date,
 * so it appears only in the browser. The hand-off link leaves the answer for the contact form.
 * What it says of a number it fetches from `answerCopyUrl` as soon as it runs (decision 0007).
 */
export default function Mcs150Month({
  copy,
  answerCopyUrl,
  locale,
}: {
  copy: Mcs150IslandCopy;
  answerCopyUrl: string;
  locale: Locale;
}) {
  const now = useCurrentMinute();
  const { words, retry } = useFetchedCopy<Mcs150AnswerCopy>(answerCopyUrl);
  const said = words.state === "ready" ? words.copy : null;
  const [input, setInput] = useState("");
  // "Enter your USDOT number" waits until the visitor has typed and left the field empty.
  const [edited, setEdited] = useState(false);
  const [left, setLeft] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);

  function change(value: string) {
    setInput(value);
    setEdited(true);
    if (words.state === "failed") retry();
  }
  useTypedBeforeHydration(root, (field) => change(field.value));

  const parsed = parseUsdot(input);
  const mistake = parsed.ok || (parsed.error === "empty" && !left) ? null : parsed.error;
  const result = parsed.ok && now ? biennialUpdate(input, todayIn(officeZone, now)) : null;
  const answer = said && result?.ok ? result.value : null;
  // Something to say, but not the words to say it in.
  const unavailable = words.state === "failed" && (mistake !== null || result?.ok === true);
  const error = mistake && said ? said.errors[mistake] : null;

  return (
    <TextShape locale={locale}>
      <div ref={root} className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-5">
        <label htmlFor={`${id}-usdot`} className="block font-semibold text-brand-900">
          <Text>{copy.label}</Text>
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          <Text>{copy.hint}</Text>
        </p>
        <input
          id={`${id}-usdot`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={input}
          onChange={(e) => change(e.target.value)}
          onBlur={() => setLeft(edited)}
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={mistake ? true : undefined}
          className="mt-2 block w-44 field py-2"
        />
        <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm font-semibold text-red-800">
          {error && <Text>{error}</Text>}
        </p>
        <div role="status" className="prose-measure mt-3 space-y-1">
          {unavailable && (
            <p className="font-semibold text-red-800">
              <Text>{copy.unavailable}</Text>
            </p>
          )}
          {said && answer && <AnswerText copy={said} answer={answer} locale={locale} />}
        </div>
        {said && answer && (
          <a
            href={localizePath("/contact", locale)}
            onClick={() => saveHandoff(handoffText(said, answer, locale))}
            className="btn-accent mt-4"
          >
            <Text box>{said.send}</Text>
          </a>
        )}
        <p className="prose-measure mt-4 text-[0.95rem]">
          <Text>{copy.free}</Text>
        </p>
      </div>
    </TextShape>
  );
}
