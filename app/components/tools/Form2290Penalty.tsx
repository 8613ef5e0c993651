import { useId, useState } from "react";
import { LATE_FILING_MAX_MONTHS, latePenalty } from "~/lib/tools/form2290";

const money = (value: number) => `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function toNumber(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, "");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}

/** An estimate of the late-filing penalty: 4.5% of the tax a month, up to 5 months. */
export default function Form2290Penalty() {
  const [tax, setTax] = useState("");
  const [months, setMonths] = useState("");
  const id = useId();
  const result = tax.trim() && months.trim() ? latePenalty(toNumber(tax), toNumber(months)) : null;

  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
        <div className="flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${id}-tax`} className="block text-sm">Tax due, in dollars</label>
            <input id={`${id}-tax`} type="text" inputMode="decimal" autoComplete="off" value={tax} onChange={(e) => setTax(e.target.value)} aria-describedby={`${id}-result`} aria-invalid={result?.ok === false} className="mt-1 block w-36 rounded-md border border-slate-400 bg-white px-3 py-2 text-base" />
          </div>
          <div>
            <label htmlFor={`${id}-months`} className="block text-sm">Months late</label>
            <input id={`${id}-months`} type="text" inputMode="numeric" autoComplete="off" value={months} onChange={(e) => setMonths(e.target.value)} aria-describedby={`${id}-result`} aria-invalid={result?.ok === false} className="mt-1 block w-28 rounded-md border border-slate-400 bg-white px-3 py-2 text-base" />
          </div>
        </div>
        <p id={`${id}-result`} role="status" className={`mt-3 min-h-6 font-semibold ${result?.ok === false ? "text-red-800" : "text-brand-900"}`}>
          {result?.ok === false && result.error}
          {result?.ok &&
            `Estimated late-filing penalty: ${money(result.value.penalty)}${result.value.capped ? ` (the penalty stops growing after ${LATE_FILING_MAX_MONTHS} months)` : ""}. Interest is extra.`}
        </p>
      </div>
      <p className="text-[0.95rem] text-muted">
        This is an estimate, not tax advice. The IRS adds interest, and a separate penalty for paying late, on top of it.
      </p>
    </div>
  );
}
