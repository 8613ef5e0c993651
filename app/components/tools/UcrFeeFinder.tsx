import { useId, useState } from "react";
import { bracketFor, feeSentence, parseVehicleCount, ucrBrackets } from "~/lib/tools/ucr";

/** The UCR fee table; with JavaScript, a vehicle count highlights its row and states the fee. */
export default function UcrFeeFinder({ caption }: { caption: string }) {
  const [input, setInput] = useState("");
  const id = useId();
  const parsed = input.trim() === "" ? null : parseVehicleCount(input);
  const match = parsed?.ok ? bracketFor(parsed.value) : null;

  return (
    <div className="mt-4 space-y-4">
      <div className="js-only rounded-lg border border-brand-100 bg-brand-50 p-4">
        <label htmlFor={`${id}-count`} className="block font-semibold text-brand-900">
          How many vehicles?
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Count trucks, tractors and buses; not trailers. Brokers with no trucks enter 0.
        </p>
        <input
          id={`${id}-count`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-describedby={`${id}-hint ${id}-result`}
          aria-invalid={parsed?.ok === false}
          className="mt-2 block w-40 rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
        />
        <p id={`${id}-result`} role="status" className={`mt-2 min-h-6 font-semibold ${parsed?.ok === false ? "text-red-800" : "text-brand-900"}`}>
          {parsed?.ok === false ? parsed.error : parsed?.ok ? feeSentence(parsed.value) : ""}
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border border-brand-100" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full border-collapse text-left">
          <caption className="bg-brand-50 px-4 py-2.5 text-left text-sm font-semibold text-brand-800">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-brand-200">
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">Vehicles in your fleet</th>
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">Annual fee</th>
            </tr>
          </thead>
          <tbody>
            {ucrBrackets.map((bracket) => {
              const selected = bracket === match;
              return (
                <tr
                  key={bracket.label}
                  aria-current={selected ? "true" : undefined}
                  className={`border-b border-brand-100 last:border-0 ${selected ? "bg-accent-300/50 outline-2 -outline-offset-2 outline-accent-700" : ""}`}
                >
                  <th scope="row" className="px-4 py-2.5 font-semibold">{bracket.label}</th>
                  <td className="px-4 py-2.5">{bracket.feeLabel}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
