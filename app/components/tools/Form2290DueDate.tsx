import { useHydrated } from "~/lib/use-hydrated";
import { lazy, Suspense } from "react";
import { monthNames } from "~/lib/tools/dates";

/* The month and year picker is its own chunk; the table is in the pre-rendered HTML. */
const Form2290DuePicker = lazy(() => import("./Form2290DuePicker"));

const lastDay = ["31", "28 (29 in a leap year)", "31", "30", "31", "30", "31", "31", "30", "31", "30", "31"];

/** The due date by month of first use; with JavaScript, a month and year give the exact date. */
export function Form2290DueDate({ caption }: { caption: string }) {
  const hydrated = useHydrated();
  return (
    <div className="mt-4 space-y-4">
      {hydrated && (
        <Suspense>
          <Form2290DuePicker />
        </Suspense>
      )}
      <div className="overflow-x-auto rounded-lg border border-brand-100" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full border-collapse text-left">
          <caption className="bg-brand-50 px-4 py-2.5 text-left text-sm font-semibold text-brand-800">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-brand-200">
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">First used in</th>
              <th scope="col" className="px-4 py-2.5 text-sm font-bold text-brand-900">Return due by</th>
            </tr>
          </thead>
          <tbody>
            {monthNames.map((name, i) => {
              const next = (i + 1) % 12;
              return (
                <tr key={name} className="border-b border-brand-100 last:border-0">
                  <th scope="row" className="px-4 py-2 font-semibold">{name}</th>
                  <td className="px-4 py-2">
                    {monthNames[next]} {lastDay[next]}
                    {next === 0 ? " of the next year" : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
