import { useHydrated } from "~/lib/use-hydrated";
import { lazy, Suspense, useState } from "react";
import { ucrBrackets, type UcrBracket } from "~/lib/tools/ucr";

/* The input is its own chunk, loaded by this page only; the table is in the pre-rendered HTML. */
const UcrCountInput = lazy(() => import("./UcrCountInput"));

/** The UCR fee table from the fee data; with JavaScript, a vehicle count highlights its row. */
export function UcrFeeTable({ caption }: { caption: string }) {
  const [match, setMatch] = useState<UcrBracket | null>(null);
  const hydrated = useHydrated();
  return (
    <div className="mt-4 space-y-4">
      {hydrated && (
        <Suspense>
          <UcrCountInput onMatch={setMatch} />
        </Suspense>
      )}
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
