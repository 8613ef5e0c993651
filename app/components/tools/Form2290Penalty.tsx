import { useId, useRef, useState } from "react";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useHydrated } from "~/lib/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { LATE_FILING_MAX_MONTHS, latePenalty } from "~/lib/tools/form2290";
import { parseDecimal } from "~/lib/tools/numbers";
import type { Form2290PenaltyAnswerCopy, Form2290PenaltyIslandCopy } from "~/content/tool-words";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { writeAmount } from "~/i18n/numbers";
import { Text, TextShape } from "../Text";
import { handedOverPenalty } from "./penalty-handoff";

/** A typed amount in the page's language; a field that cannot be read counts as not a number. */
function toNumber(text: string, locale: Locale): number {
  const parsed = parseDecimal(text, locale);
  return parsed.ok ? parsed.value : Number.NaN;
}

/**
 * An estimate of the late-filing penalty: 4.5% of the tax a month, up to 5 months. Opened from the
 * calculator's link, it starts from the tax and the months late the link carries, unless the
 * visitor typed before it ran. What it says of the figures it fetches from `answerCopyUrl` as soon
 * as it runs.
 */
export default function Form2290Penalty({
  copy,
  answerCopyUrl,
  locale,
}: {
  copy: Form2290PenaltyIslandCopy;
  answerCopyUrl: string;
  locale: Locale;
}) {
  const f = formats[locale];
  const { words, retry } = useFetchedCopy<Form2290PenaltyAnswerCopy>(answerCopyUrl);
  const answer = words.state === "ready" ? words.copy : null;
  // The link's figures until the visitor changes a field; what they typed before hydration wins.
  const handed = useHydrated() ? handedOverPenalty(window.location.search) : null;
  const [typedTax, setTax] = useState<string | null>(null);
  const [typedMonths, setMonths] = useState<string | null>(null);
  const tax = typedTax ?? (handed ? writeAmount(handed.taxCents, locale) : "");
  const months = typedMonths ?? (handed ? String(handed.monthsLate) : "");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(root, (field) => (field.id === `${id}-tax` ? setTax : setMonths)(field.value));
  const result = tax.trim() && months.trim() ? latePenalty(toNumber(tax, locale), toNumber(months, locale)) : null;
  const invalid = result?.ok === false;
  const estimate =
    answer && result?.ok
      ? `${answer.estimate} ${f.usdCents(result.value.penalty)}${
          result.value.capped ? ` (${formatMessage(answer.capped, { months: LATE_FILING_MAX_MONTHS }, locale)})` : ""
        }. ${answer.interest}`
      : null;

  return (
    <TextShape locale={locale}>
      {/* Any change tries the answer's words again if they failed to load. */}
      <div ref={root} onChange={() => words.state === "failed" && retry()} className="space-y-3">
        <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
          <div className="flex flex-wrap gap-4">
            <div>
              <label htmlFor={`${id}-tax`} className="block text-sm">
                <Text>{copy.tax}</Text>
              </label>
              <input
                id={`${id}-tax`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={tax}
                onChange={(e) => setTax(e.target.value)}
                aria-describedby={`${id}-result`}
                aria-invalid={invalid || undefined}
                className="mt-1 block w-36 field py-2"
              />
            </div>
            <div>
              <label htmlFor={`${id}-months`} className="block text-sm">
                <Text>{copy.months}</Text>
              </label>
              <input
                id={`${id}-months`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={months}
                onChange={(e) => setMonths(e.target.value)}
                aria-describedby={`${id}-result`}
                aria-invalid={invalid || undefined}
                className="mt-1 block w-28 field py-2"
              />
            </div>
          </div>
          <p
            id={`${id}-result`}
            role="status"
            className={`mt-3 min-h-6 font-semibold ${invalid || (result && words.state === "failed") ? "text-red-800" : "text-brand-900"}`}
          >
            {result && words.state === "failed" && <Text>{copy.unavailable}</Text>}
            {answer && result?.ok === false && <Text>{answer.errors[result.error]}</Text>}
            {estimate && <Text>{estimate}</Text>}
          </p>
        </div>
        <p className="text-[0.95rem] text-muted">
          <Text>{copy.note}</Text>
        </p>
      </div>
    </TextShape>
  );
}
