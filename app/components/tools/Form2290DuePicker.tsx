import type { ToolSection } from "~/content/types";
import { useId, useRef, useState } from "react";
import { officeZone } from "~/lib/office-zone";
import { compareDates, todayIn } from "~/lib/tools/dates";
import { dueDateForFirstUse, firstUseInPeriod, periodStartYear } from "~/lib/tools/form2290";
import { useCurrentMinute } from "~/lib/use-current-minute";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import type { Form2290DueAnswerCopy, Form2290DueIslandCopy } from "~/content/tool-words";
import { formats } from "~/i18n/format";
import { formatMessage } from "~/i18n/message";
import { capitalized, sentence } from "~/i18n/sentence";
import type { Locale } from "~/i18n/locales";
import { Text, TextShape } from "../Text";

const months = Array.from({ length: 12 }, (_, i) => i + 1);

/** The penalty estimate on the Form 2290 page: ContentSections names a tool's section by its tool. */
const penaltyEstimateHref: `#${ToolSection["tool"]}` = "#form-2290-penalty";

/**
 * Month and year of first use in, the business-day due date out. The year starts as the one the
 * month falls in within the current tax period (July to June), so April chosen in November is next
 * April; the visitor can pick the year before or after. A due date that has passed says so and links
 * to the penalty estimate further down the page.
 *
 * The month field is in the build's markup, so the island can wait until it is scrolled to and a
 * month chosen before React runs is kept; the tax period is known only in the browser, so until
 * then the year field is there, the same size, but disabled and empty. What it says of the date it
 * fetches from `answerCopyUrl` as soon as it runs.
 */
export default function Form2290DuePicker({
  copy,
  answerCopyUrl,
  locale,
}: {
  copy: Form2290DueIslandCopy;
  answerCopyUrl: string;
  locale: Locale;
}) {
  const f = formats[locale];
  const { words, retry } = useFetchedCopy<Form2290DueAnswerCopy>(answerCopyUrl);
  const answer = words.state === "ready" ? words.copy : null;
  const unavailable = words.state === "failed";
  const now = useCurrentMinute();
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(root, (field) => {
    if (field.id === `${id}-month`) setMonth(field.value);
  });
  const today = now ? todayIn(officeZone, now) : null;
  // The current period's years, and the one before it, for a truck first used in the previous period.
  const periodStart = today ? periodStartYear(today) : null;
  const years = periodStart === null ? [] : [periodStart - 1, periodStart, periodStart + 1];
  const chosenMonth = month ? Number(month) : null;
  const periodYear = today && (chosenMonth ? firstUseInPeriod(chosenMonth, today).year : today.year);
  const chosenYear = year ? Number(year) : periodYear;
  const due = chosenMonth && chosenYear ? dueDateForFirstUse(chosenYear, chosenMonth) : null;
  const passed = today !== null && due !== null && compareDates(today, due) > 0;

  return (
    <TextShape locale={locale}>
      {/* Any change tries the answer's words again if they failed to load. */}
      <div
        ref={root}
        onChange={() => unavailable && retry()}
        className="rounded-lg border border-brand-100 bg-brand-50 p-4"
      >
        <fieldset>
          <legend className="font-semibold text-brand-900">
            <Text>{copy.legend}</Text>
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <div>
              <label htmlFor={`${id}-month`} className="block text-sm">
                <Text>{copy.month}</Text>
              </label>
              <select
                id={`${id}-month`}
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                className="mt-1 field py-2"
              >
                <option value="">{copy.chooseMonth}</option>
                {months.map((month) => (
                  <option key={month} value={month}>
                    {capitalized(f.monthName(month))}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-year`} className="block text-sm">
                <Text>{copy.year}</Text>
              </label>
              <select
                id={`${id}-year`}
                value={chosenYear === null ? "" : String(chosenYear)}
                onChange={(e) => setYear(e.target.value)}
                disabled={today === null}
                className="mt-1 w-28 field py-2"
              >
                {today === null ? (
                  // An option needs text to be valid HTML; the dash says "no year yet" until React fills the years.
                  <option value="">{"\u2014"}</option>
                ) : (
                  years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))
                )}
              </select>
            </div>
          </div>
        </fieldset>
        <p
          role="status"
          className={`mt-3 min-h-6 font-semibold ${due && unavailable ? "text-red-800" : "text-brand-900"}`}
        >
          {due && unavailable && <Text>{copy.unavailable}</Text>}
          {due && answer && !passed && <Text>{sentence(`${answer.fileBy} ${f.longDate(due)}`)}</Text>}
          {due && answer && passed && (
            <>
              <Text>{sentence(formatMessage(answer.dueWas, { date: f.longDate(due) }, locale))}</Text>{" "}
              <Text>{answer.fileNow}</Text>{" "}
              <a href={penaltyEstimateHref} className="link">
                <Text>{answer.penaltyLink}</Text>
              </a>
            </>
          )}
        </p>
      </div>
    </TextShape>
  );
}
