import { useId, useRef, useState } from "react";
import { officeZone } from "~/lib/office-zone";
import { todayIn } from "~/lib/tools/dates";
import { dueDateForFirstUse } from "~/lib/tools/form2290";
import { useCurrentMinute } from "~/lib/use-current-minute";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import type { form2290DueCopy } from "~/content/en/tools/form-2290-due";
import type { Copy } from "~/content/types";
import { formats } from "~/i18n/format";
import { sentence } from "~/i18n/sentence";
import type { Locale } from "~/i18n/locales";

const months = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Month and year of first use in, the business-day due date out. The month field is in the
 * build's markup, so the island can wait until it is scrolled to and a month chosen before React
 * runs is kept; the years around today are known only in the browser, so until then the year
 * field is there, the same size, but disabled and empty.
 */
export default function Form2290DuePicker({ copy, locale }: { copy: Copy<typeof form2290DueCopy>; locale: Locale }) {
  const f = formats[locale];
  const now = useCurrentMinute();
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(root, (field) => {
    if (field.id === `${id}-month`) setMonth(field.value);
  });
  const thisYear = now ? todayIn(officeZone, now).year : null;
  const chosenYear = year ? Number(year) : thisYear;
  const due = month && chosenYear ? dueDateForFirstUse(chosenYear, Number(month)) : null;

  return (
    <div ref={root} className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <fieldset>
        <legend className="font-semibold text-brand-900">{copy.legend}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${id}-month`} className="block text-sm">{copy.month}</label>
            <select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)} className="mt-1 field py-2">
              <option value="">{copy.chooseMonth}</option>
              {months.map((month) => (
                <option key={month} value={month}>{f.monthName(month)}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-year`} className="block text-sm">{copy.year}</label>
            <select
              id={`${id}-year`}
              value={chosenYear === null ? "" : String(chosenYear)}
              onChange={(e) => setYear(e.target.value)}
              disabled={thisYear === null}
              className="mt-1 w-28 field py-2"
            >
              {thisYear === null ? (
                <option value="" />
              ) : (
                [thisYear - 1, thisYear, thisYear + 1].map((y) => (
                  <option key={y} value={y}>{y}</option>
                ))
              )}
            </select>
          </div>
        </div>
      </fieldset>
      <p role="status" className="mt-3 min-h-6 font-semibold text-brand-900">
        {due && sentence(`${copy.fileBy} ${f.longDate(due)}`)}
      </p>
    </div>
  );
}
