import { useId, useRef, useState } from "react";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { parseWholeNumber } from "~/lib/tools/numbers";
import { bracketFor, ucrBrackets } from "~/lib/tools/ucr";
import type { ucrFinderCopy } from "~/content/en/tools/ucr-finder";
import type { Copy } from "~/content/types";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";

export type UcrFinderCopy = Copy<typeof ucrFinderCopy>;

/** 'How many vehicles?': states the fee, and names the bracket it falls in (its index in ucrBrackets), or null. */
export default function UcrCountInput({
  onMatch,
  copy,
  locale,
}: {
  onMatch: (bracket: number | null) => void;
  copy: UcrFinderCopy;
  locale: Locale;
}) {
  const f = formats[locale];
  const [input, setInput] = useState("");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const parsed = input.trim() === "" ? null : parseWholeNumber(input);

  function change(value: string) {
    setInput(value);
    const result = value.trim() === "" ? null : parseWholeNumber(value);
    onMatch(result?.ok ? ucrBrackets.indexOf(bracketFor(result.value)) : null);
  }
  useTypedBeforeHydration(root, (field) => change(field.value));

  return (
    <div ref={root} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <label htmlFor={`${id}-count`} className="block font-semibold text-brand-900">
        {copy.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {copy.hint}
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
      <p id={`${id}-result`} role="status" className={`mt-2 min-h-6 font-semibold ${parsed?.ok === false ? "text-red-800" : "text-brand-900"}`}>
        {parsed?.ok === false
          ? copy.errors[parsed.error]
          : parsed?.ok
            ? formatMessage(copy.result, { count: parsed.value, fee: f.usd(bracketFor(parsed.value).fee) }, locale)
            : ""}
      </p>
    </div>
  );
}
