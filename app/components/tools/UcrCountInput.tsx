import { useId, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { bracketFor, feeSentence, parseVehicleCount } from "~/lib/tools/ucr";
import { ucrFinderCopy as copy } from "~/content/tools/ucr-finder";

/** 'How many vehicles?': states the fee and tells the fee table which row to mark. */
export default function UcrCountInput({ onMatch }: { onMatch: (rowLabel: string | null) => void }) {
  const [input, setInput] = useState("");
  const id = useId();
  // Typing starts once React runs, so nothing typed earlier can be reset by hydration.
  const hydrated = useHydrated();
  const parsed = input.trim() === "" ? null : parseVehicleCount(input);

  function change(value: string) {
    setInput(value);
    const result = value.trim() === "" ? null : parseVehicleCount(value);
    onMatch(result?.ok ? bracketFor(result.value).label : null);
  }

  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
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
        disabled={!hydrated}
        value={input}
        onChange={(e) => change(e.target.value)}
        aria-describedby={`${id}-hint ${id}-result`}
        aria-invalid={parsed?.ok === false}
        className="mt-2 block w-40 field py-2"
      />
      <p id={`${id}-result`} role="status" className={`mt-2 min-h-6 font-semibold ${parsed?.ok === false ? "text-red-800" : "text-brand-900"}`}>
        {parsed?.ok === false ? parsed.error : parsed?.ok ? feeSentence(parsed.value) : ""}
      </p>
    </div>
  );
}
