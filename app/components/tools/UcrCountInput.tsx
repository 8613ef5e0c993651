import { useId, useRef, useState } from "react";
import type { UcrFinderAnswerCopy, UcrFinderIslandCopy } from "~/content/tool-words";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { parseWholeNumber } from "~/lib/tools/numbers";
import { bracketFor, ucrBrackets } from "~/lib/tools/ucr";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { Text } from "../Text";

/**
 * 'How many vehicles?': states the fee, and names the bracket it falls in (its index in
 * ucrBrackets), or null. The bracket needs no words, so the table's row is marked at once; what
 * the line says about the number it fetches from `answerCopyUrl` when it starts (decision 0007).
 * If that fails, the line says so, and the next change asks again.
 */
export default function UcrCountInput({
  onMatch,
  copy,
  answerCopyUrl,
  locale,
}: {
  onMatch: (bracket: number | null) => void;
  copy: UcrFinderIslandCopy;
  answerCopyUrl: string;
  locale: Locale;
}) {
  const f = formats[locale];
  const { words, retry } = useFetchedCopy<UcrFinderAnswerCopy>(answerCopyUrl);
  const [input, setInput] = useState("");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const parsed = input.trim() === "" ? null : parseWholeNumber(input);

  function change(value: string) {
    if (words.state === "failed") retry();
    setInput(value);
    const result = value.trim() === "" ? null : parseWholeNumber(value);
    onMatch(result?.ok ? ucrBrackets.indexOf(bracketFor(result.value)) : null);
  }
  useTypedBeforeHydration(root, (field) => change(field.value));
  const answer = words.state === "ready" ? words.copy : null;
  const unavailable = words.state === "failed" && parsed !== null;

  return (
    <div ref={root} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <label htmlFor={`${id}-count`} className="block font-semibold text-brand-900">
        <Text>{copy.label}</Text>
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        <Text>{copy.hint}</Text>
      </p>
      <input
        id={`${id}-count`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={input}
        onChange={(e) => change(e.target.value)}
        aria-describedby={`${id}-hint ${id}-result`}
        aria-invalid={parsed?.ok === false ? true : undefined}
        className="mt-2 block w-40 field py-2"
      />
      <p
        id={`${id}-result`}
        role="status"
        className={`mt-2 min-h-6 font-semibold ${parsed?.ok === false || unavailable ? "text-red-800" : "text-brand-900"}`}
      >
        <Text>
          {unavailable
            ? copy.unavailable
            : !answer || !parsed
              ? ""
              : parsed.ok
                ? formatMessage(
                    answer.result,
                    { count: parsed.value, fee: f.usd(bracketFor(parsed.value).fee) },
                    locale,
                  )
                : answer.errors[parsed.error]}
        </Text>
      </p>
    </div>
  );
}
