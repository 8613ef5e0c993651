import { dates } from "~/data/dates";
import { useId, useRef, useState } from "react";
import type { Form2290TaxAnswerCopy, Form2290TaxIslandCopy } from "~/content/tool-words";
import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { capitalized, sentence } from "~/i18n/sentence";
import { saveHandoff } from "~/lib/handoff";
import { officeZone } from "~/lib/office-zone";
import { parseIso, todayIn } from "~/lib/tools/dates";
import {
  currentPeriodReturn,
  firstUseInPeriod,
  LATE_FILING_MAX_MONTHS,
  latePenalty,
  periodEnd,
  type PeriodReturn,
} from "~/lib/tools/form2290";
import { form2290Tax, type Form2290TaxResult } from "~/lib/tools/form2290-tax";
import { parseWeightLb } from "~/lib/tools/numbers";
import { checkVinList, type VinCheck } from "~/lib/tools/vin";
import { useCurrentMinute } from "~/lib/use-current-minute";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useHydrated } from "~/lib/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { useTyping } from "~/lib/use-typing";
import { Text, TextShape } from "../Text";
import { penaltyEstimateHref } from "./penalty-handoff";

/** The months of a tax period in order, July first. */
const periodMonths = [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6];

/**
 * The due-date line of this period's return: the date to file by, or once it has passed, that it has,
 * with the late-filing penalty so far for a truck that owes tax (a suspended truck owes none).
 */
function dueLine(
  periodReturn: PeriodReturn,
  tax: Extract<Form2290TaxResult, { kind: "taxable" | "suspended" }>,
  result: Form2290TaxAnswerCopy["result"],
  locale: Locale,
): string {
  const f = formats[locale];
  const date = f.longDate(periodReturn.due);
  if (periodReturn.monthsLate === 0) return sentence(formatMessage(result.fileBy, { date }, locale));
  const was = sentence(formatMessage(result.dueWas, { date }, locale));
  const penalty = tax.kind === "taxable" ? latePenalty(tax.taxCents / 100, periodReturn.monthsLate) : null;
  if (!penalty?.ok) return `${was} ${result.fileNow}`;
  const values = {
    amount: f.usdCents(penalty.value.penalty),
    // The rate in tenths of a percent, so 3 months are 13.5%, not 13.500000000000002%.
    rate: f.percent(Math.round(penalty.value.rate * 1000) / 10),
    months: Math.min(periodReturn.monthsLate, LATE_FILING_MAX_MONTHS),
    capped: penalty.value.capped ? "yes" : "no",
  };
  return `${was} ${formatMessage(result.penaltySoFar, values, locale)}`;
}

/** One VIN's line: fine, or what is wrong with it. */
function vinLine(check: VinCheck, copy: Form2290TaxAnswerCopy["vinChecks"], locale: Locale): string {
  if (check.kind === "valid") return formatMessage(copy.valid, { vin: check.vin }, locale);
  const placed = (found: { character: string; position: number }[]) => ({
    letters: found.map((c) => c.character).join(", "),
    positions: found.map((c) => formatMessage(copy.position, { position: c.position }, locale)).join(", "),
  });
  const values: Record<string, string | number> =
    check.kind === "wrong-length"
      ? { length: check.length }
      : check.kind === "wrong-check-digit"
        ? { found: check.found, expected: check.expected }
        : placed(check.found);
  return formatMessage(copy.problems[check.kind], { vin: check.vin || "—", ...values }, locale);
}

/**
 * "How much is my Form 2290 tax?": the weight, the month of first use and two kinds of vehicle in;
 * the category, the tax for a full year and for this period to the cent, and the due date out.
 * A list of VINs is checked as typed. A return past its due date links to the late-filing estimate
 * on `penaltyEstimatePage`, which starts from its tax. What it says about the input it fetches from
 * `answerCopyUrl` when it starts (decision 0007).
 */
export default function Form2290Tax({
  copy,
  answerCopyUrl,
  penaltyEstimatePage,
  locale,
}: {
  copy: Form2290TaxIslandCopy;
  answerCopyUrl: string;
  penaltyEstimatePage: string;
  locale: Locale;
}) {
  const f = formats[locale];
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const now = useCurrentMinute();
  const [weight, setWeight] = useState("");
  const [month, setMonth] = useState("7");
  const [logging, setLogging] = useState(false);
  const [suspended, setSuspended] = useState(false);
  const [vins, setVins] = useState("");
  const { words, retry } = useFetchedCopy<Form2290TaxAnswerCopy>(answerCopyUrl);
  const answer = words.state === "ready" ? words.copy : null;

  const setters: Record<string, (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => void> = {
    weight: (field) => setWeight(field.value),
    month: (field) => setMonth(field.value),
    logging: (field) => setLogging((field as HTMLInputElement).checked),
    suspended: (field) => setSuspended((field as HTMLInputElement).checked),
    vins: (field) => setVins(field.value),
  };
  useTypedBeforeHydration(root, (field) => setters[field.dataset.field ?? ""]?.(field));

  const typingWeight = useTyping(weight);
  const parsedWeight = weight.trim() === "" ? null : parseWeightLb(weight);
  const firstUseMonth = Number(month);
  const tax: Form2290TaxResult | null = parsedWeight?.ok
    ? form2290Tax({ weightLb: parsedWeight.value, firstUseMonth, logging, suspended, agricultural: false })
    : null;

  const today = now ? todayIn(officeZone, now) : null;
  const owing = tax && tax.kind !== "not-taxable" ? tax : null;
  const periodReturn = today && owing ? currentPeriodReturn(firstUseMonth, today) : null;
  const checks = vins.trim() === "" ? [] : checkVinList(vins);
  const vinsInvalid = checks.some((check) => check.kind !== "valid");
  const weightInvalid = parsedWeight?.ok === false;
  const weightError = answer && parsedWeight?.ok === false ? answer.errors[parsedWeight.error] : null;
  const unavailable = words.state === "failed" && (parsedWeight !== null || checks.length > 0);

  // The tax period that holds today, named from the month it starts to the month it ends.
  const periodStart = today && firstUseInPeriod(dates.form2290.taxYearStart.month, today);
  const periodLast = today && periodEnd(today);
  const periodLine =
    answer && periodStart && periodLast
      ? formatMessage(
          answer.result.taxPeriod,
          {
            start: f.monthYear(periodStart.year, periodStart.month),
            end: f.monthYear(periodLast.year, periodLast.month),
          },
          locale,
        )
      : null;

  const resultLines: string[] = [];
  if (answer && tax?.kind === "not-taxable") resultLines.push(answer.result.notTaxable);
  if (answer && tax?.kind === "suspended") resultLines.push(answer.result.suspended);
  if (answer && tax?.kind === "taxable") {
    resultLines.push(
      formatMessage(answer.result.category, { category: tax.category }, locale),
      formatMessage(answer.result.annual, { amount: f.usdCents(tax.annualCents / 100) }, locale),
    );
  }
  if (owing && periodLine) resultLines.push(periodLine);
  if (answer && tax?.kind === "taxable") {
    resultLines.push(
      formatMessage(
        answer.result.period,
        { month: f.monthName(firstUseMonth), amount: f.usdCents(tax.taxCents / 100) },
        locale,
      ),
    );
  }
  if (answer && owing && periodReturn) resultLines.push(dueLine(periodReturn, owing, answer.result, locale));
  // A return past its due date that owes tax links to the estimate, which starts from this tax.
  const penaltyHref =
    owing?.kind === "taxable" && periodReturn !== null && periodReturn.monthsLate > 0
      ? penaltyEstimateHref(penaltyEstimatePage, owing.taxCents, periodReturn.monthsLate)
      : null;

  function send(handoff: Form2290TaxAnswerCopy["handoff"], vinChecks: Form2290TaxAnswerCopy["vinChecks"]) {
    const lines = [
      handoff.greeting,
      formatMessage(
        handoff.truck,
        { weight: parsedWeight?.ok ? f.lb(parsedWeight.value) : weight.trim(), month: f.monthName(firstUseMonth) },
        locale,
      ),
      ...(logging ? [handoff.logging] : []),
      ...(suspended ? [handoff.suspended] : []),
      ...resultLines,
      ...(checks.length > 0 ? [handoff.vins, ...checks.map((check) => `- ${vinLine(check, vinChecks, locale)}`)] : []),
    ];
    saveHandoff(lines.join("\n"));
  }

  const hintId = (name: string) => `${id}-${name}-hint`;
  return (
    <TextShape locale={locale}>
      {/* Any change tries the answer's words again if they failed to load. */}
      <div
        ref={root}
        onChange={() => words.state === "failed" && retry()}
        className="space-y-4 rounded-lg border border-brand-100 bg-brand-50 p-4"
      >
        <div className="flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${id}-weight`} className="block font-semibold text-brand-900">
              <Text>{copy.weight.label}</Text>
            </label>
            <p id={hintId("weight")} className="text-sm text-muted">
              <Text>{copy.weight.hint}</Text>
            </p>
            <input
              id={`${id}-weight`}
              data-field="weight"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              aria-describedby={`${hintId("weight")} ${id}-weight-error`}
              aria-invalid={weightInvalid ? true : undefined}
              className="mt-1 block w-40 field py-2"
            />
            <p id={`${id}-weight-error`} className="min-h-6 text-sm font-semibold text-red-800">
              {weightError && <Text>{weightError}</Text>}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-month`} className="block font-semibold text-brand-900">
              <Text>{copy.month.label}</Text>
            </label>
            <p id={hintId("month")} className="text-sm text-muted">
              <Text>{copy.month.hint}</Text>
            </p>
            <select
              id={`${id}-month`}
              data-field="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              aria-describedby={hintId("month")}
              className="mt-1 field py-2"
            >
              {periodMonths.map((m) => (
                <option key={m} value={m}>
                  {capitalized(f.monthName(m))}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-2">
          {(["logging", "suspended"] as const).map((name) => (
            <div key={name} className="flex items-start gap-3">
              <input
                id={`${id}-${name}`}
                data-field={name}
                type="checkbox"
                checked={name === "logging" ? logging : suspended}
                onChange={(e) => (name === "logging" ? setLogging : setSuspended)(e.target.checked)}
                aria-describedby={hintId(name)}
                className="size-6 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`${id}-${name}`} className="font-semibold text-brand-900">
                  <Text>{copy[name].label}</Text>
                </label>
                <p id={hintId(name)} className="text-sm text-muted">
                  <Text>{copy[name].hint}</Text>
                </p>
              </div>
            </div>
          ))}
        </div>
        <div role="status" aria-busy={typingWeight || undefined} className="space-y-1 font-semibold text-brand-900">
          {resultLines.map((line) => (
            <p key={line}>
              <Text>{line}</Text>
            </p>
          ))}
          {answer && penaltyHref && (
            <p>
              <a href={penaltyHref} className="link">
                <Text>{answer.result.penaltyLink}</Text>
              </a>
            </p>
          )}
          {unavailable && (
            <p className="text-red-800">
              <Text>{copy.unavailable}</Text>
            </p>
          )}
        </div>
        {answer && tax && (
          <p className="text-sm text-muted">
            <Text>
              {sentence(
                formatMessage(answer.result.note, { checked: f.date(parseIso(fees.form2290Tax.checked)) }, locale),
              )}
            </Text>
          </p>
        )}
        <div>
          <label htmlFor={`${id}-vins`} className="block font-semibold text-brand-900">
            <Text>{copy.vins.label}</Text>
          </label>
          <p id={hintId("vins")} className="text-sm text-muted">
            <Text>{copy.vins.hint}</Text>
          </p>
          <textarea
            id={`${id}-vins`}
            data-field="vins"
            rows={3}
            value={vins}
            onChange={(e) => setVins(e.target.value)}
            spellCheck={false}
            autoCapitalize="characters"
            aria-describedby={`${hintId("vins")} ${id}-vins-result`}
            aria-invalid={vinsInvalid ? true : undefined}
            className="mt-1 block w-full max-w-xl field py-2 font-mono uppercase"
          />
          <ul id={`${id}-vins-result`} aria-live="polite" className="mt-2 space-y-1 text-sm font-semibold">
            {answer &&
              checks.map((check, i) => (
                <li
                  key={`${i}-${check.vin}`}
                  className={`wrap-anywhere ${check.kind === "valid" ? "text-green-800" : "text-red-800"}`}
                >
                  <Text>{vinLine(check, answer.vinChecks, locale)}</Text>
                </li>
              ))}
          </ul>
        </div>
        {hydrated && answer && (tax || checks.length > 0) && (
          <a
            href={localizePath("/contact", locale)}
            onClick={() => send(answer.handoff, answer.vinChecks)}
            className="btn-accent"
          >
            <Text box>{answer.send}</Text>
          </a>
        )}
      </div>
    </TextShape>
  );
}
