import { useId, useState } from "react";
import { formatLong } from "~/lib/tools/dates";
import { dueDateForFirstUse } from "~/lib/tools/form2290";
import { useCurrentMinute } from "~/lib/use-current-minute";

const months = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

const lastDay = ["31", "28 (29 in a leap year)", "31", "30", "31", "30", "31", "31", "30", "31", "30", "31"];

/** The month-of-first-use table; with JavaScript, a month and year give the exact due date. */
export default function Form2290DueDate({ caption }: { caption: string }) {
  const now = useCurrentMinute();
  const thisYear = now?.getFullYear();
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const id = useId();
  const years = thisYear ? [thisYear - 1, thisYear, thisYear + 1] : [];
  const chosenYear = year ? Number(year) : thisYear;
  const due = month && chosenYear ? dueDateForFirstUse(chosenYear, Number(month)) : null;

  return (
    <div className="mt-4 space-y-4">
      <div className="js-only rounded-lg border border-brand-100 bg-brand-50 p-4">
        <fieldset>
          <legend className="font-semibold text-brand-900">When was the vehicle first used on public highways?</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <div>
              <label htmlFor={`${id}-month`} className="block text-sm">Month</label>
              <select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)} className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base">
                <option value="">Choose a month</option>
                {months.map((name, i) => (
                  <option key={name} value={i + 1}>{name}</option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-year`} className="block text-sm">Year</label>
              <select id={`${id}-year`} value={year || String(thisYear ?? "")} onChange={(e) => setYear(e.target.value)} className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base">
                {years.map((y) => (
                  <option key={y} value={y}>{y}</option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <p role="status" className="mt-3 min-h-6 font-semibold text-brand-900">
          {due && `File Form 2290 by ${formatLong(due)}.`}
        </p>
      </div>
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
            {months.map((name, i) => {
              const next = (i + 1) % 12;
              return (
                <tr key={name} className="border-b border-brand-100 last:border-0">
                  <th scope="row" className="px-4 py-2 font-semibold">{name}</th>
                  <td className="px-4 py-2">
                    {months[next]} {lastDay[next]}
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
