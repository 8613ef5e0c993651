import { useId, useRef, useState } from "react";
import type { WeightDistanceAnswerCopy, WeightDistanceIslandCopy } from "~/content/tool-words";
import { weightDistanceRates, type WeightRange } from "~/data/weight-distance";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { saveHandoff } from "~/lib/handoff";
import { parseIso } from "~/lib/tools/dates";
import { parseWholeNumber, type WholeNumberError } from "~/lib/tools/numbers";
import type { Result } from "~/lib/tools/result";
import { totalTax, type StateTax, type WeightDistanceState, weightDistanceStates } from "~/lib/tools/weight-distance";
import { newYorkOverTop, oneWayShare as share, rateDecimals } from "~/lib/tools/weight-distance-table";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { Text, TextShape } from "../Text";

/*
 * Above these a figure is a typing slip, not a truck or a quarter; they also keep the tax's whole-
 * number arithmetic (weight-distance.ts) far inside what a JavaScript number holds exactly.
 */
const MAX_WEIGHT_LB = 1_000_000;
const MAX_MILES = 1_000_000;
const weightUnit = /\s*(lbs?\.?|фунт(а|ов)?)\s*$/i;

type Reading = Result<number, WholeNumberError> | null;

/** A field as typed: null while empty, else its whole number or what is wrong with it. */
function read(text: string, max: number, unit?: RegExp): Reading {
  if (text.trim() === "") return null;
  const parsed = parseWholeNumber(text, unit);
  return parsed.ok && parsed.value > max ? { ok: false, error: "too-large" } : parsed;
}

const { newMexico, checked } = weightDistanceRates;
const emptyMiles: Record<WeightDistanceState, string> = { KY: "", NM: "", NY: "" };

/** The sentences of an estimate, in the page's language: shown in the page and sent to the office. */
function describe(copy: WeightDistanceAnswerCopy, locale: Locale) {
  const f = formats[locale];
  const bracket = (range: WeightRange) =>
    range.toLb === null
      ? formatMessage(copy.bracketFrom, { from: f.lb(range.fromLb) }, locale)
      : formatMessage(copy.bracketRange, { from: f.num(range.fromLb), to: f.lb(range.toLb) }, locale);

  /** How the tax was found: the miles, the rate and the weight bracket it belongs to. */
  function detail(state: WeightDistanceState, tax: Extract<StateTax, { kind: "taxable" }>): string {
    const values = {
      miles: tax.miles,
      rate: f.usdRate(tax.dollarsPerMile, rateDecimals[state]),
      bracket: bracket(tax.bracket),
    };
    if (tax.oneWayHaul) return formatMessage(copy.rateOneWay, { ...values, share }, locale);
    if (state === "NY" && tax.bracket.fromLb > newYorkOverTop.overLb) {
      const { dollarsPerMile: top, perTon, overLb } = newYorkOverTop;
      return formatMessage(
        copy.ratePerTon,
        {
          ...values,
          top: f.usdRate(top, rateDecimals.NY),
          perTon: f.usdRate(perTon, rateDecimals.NY),
          overWeight: f.lb(overLb),
        },
        locale,
      );
    }
    return formatMessage(copy.rate, values, locale);
  }

  return {
    tax: (cents: number) => f.usdCents(cents / 100),
    detail,
    notTaxable: (state: WeightDistanceState, overLb: number) =>
      formatMessage(copy.notTaxable, { state: copy.states[state], weight: f.lb(overLb) }, locale),
    note: (message: string) => formatMessage(message, { date: f.date(parseIso(checked)) }, locale),
  };
}

/**
 * The weight-distance tax for one truck this quarter in Kentucky, New Mexico and New York: its
 * weight and miles in, each state's tax with the rate used and the total out, all in a status
 * region, and a link that takes the estimate to the contact form. What it says of the figures it
 * fetches from `answerCopyUrl` as soon as it runs (decision 0007).
 */
export default function WeightDistanceEstimate({
  copy,
  answerCopyUrl,
  locale,
}: {
  copy: WeightDistanceIslandCopy;
  answerCopyUrl: string;
  locale: Locale;
}) {
  const { words, retry } = useFetchedCopy<WeightDistanceAnswerCopy>(answerCopyUrl);
  const said = words.state === "ready" ? words.copy : null;
  const text = said && describe(said, locale);
  const [weight, setWeight] = useState("");
  const [miles, setMiles] = useState(emptyMiles);
  const [oneWayHaul, setOneWayHaul] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const setStateMiles = (state: WeightDistanceState, value: string) =>
    setMiles((current) => ({ ...current, [state]: value }));
  useTypedBeforeHydration(root, (field) => {
    if (field instanceof HTMLInputElement && field.type === "checkbox") setOneWayHaul(field.checked);
    else if (field.name === "weight") setWeight(field.value);
    else {
      const state = weightDistanceStates.find((s) => field.name === `miles-${s}`);
      if (state) setStateMiles(state, field.value);
    }
  });

  const oneWayHaulHint = formatMessage(
    copy.oneWayHaulHint,
    { percent: formats[locale].percent(newMexico.oneWayHaul.minEmptyPercent), share },
    locale,
  );
  const weightRead = read(weight, MAX_WEIGHT_LB, weightUnit);
  const milesRead = Object.fromEntries(weightDistanceStates.map((s) => [s, read(miles[s], MAX_MILES)])) as Record<
    WeightDistanceState,
    Reading
  >;
  const anyInvalid = weightRead?.ok === false || weightDistanceStates.some((s) => milesRead[s]?.ok === false);
  // Only the states whose miles were entered get a line: an empty field is no answer, not $0.
  const answered = weightDistanceStates.filter((s) => milesRead[s] !== null);
  const anyMiles = answered.length > 0;
  const estimate =
    !anyInvalid && weightRead?.ok && anyMiles
      ? totalTax(
          weightRead.value,
          Object.fromEntries(weightDistanceStates.map((s) => [s, milesRead[s]?.ok ? milesRead[s].value : 0])) as Record<
            WeightDistanceState,
            number
          >,
          { newMexicoOneWayHaul: oneWayHaul },
        )
      : null;

  // Something to say, but not the words to say it in.
  const unavailable = words.state === "failed" && (anyInvalid || anyMiles);

  const stateLine = (
    said: WeightDistanceAnswerCopy,
    text: ReturnType<typeof describe>,
    tax: StateTax,
    state: WeightDistanceState,
  ) => {
    return tax.kind === "taxable"
      ? {
          summary: formatMessage(said.stateTax, { state: said.states[state], tax: text.tax(tax.taxCents) }, locale),
          detail: text.detail(state, tax),
        }
      : { summary: text.notTaxable(state, tax.overLb), detail: null };
  };

  function send() {
    if (!said || !text || !estimate || !weightRead?.ok) return;
    const lines = answered.map((state) => {
      const tax = estimate.states[state];
      return tax.kind === "taxable"
        ? formatMessage(
            said.handoff.state,
            { state: said.states[state], tax: text.tax(tax.taxCents), detail: text.detail(state, tax) },
            locale,
          )
        : text.notTaxable(state, tax.overLb);
    });
    saveHandoff(
      [
        said.handoff.greeting,
        "",
        formatMessage(said.handoff.weight, { weight: formats[locale].lb(weightRead.value) }, locale),
        ...lines,
        formatMessage(said.total, { total: text.tax(estimate.totalCents) }, locale),
        text.note(said.handoff.note),
      ].join("\n"),
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const error = (name: string, reading: Reading, messages: Partial<Record<WholeNumberError, string>>) =>
    reading?.ok === false ? (
      <p id={fieldId(`${name}-error`)} aria-live="polite" className="mt-1 text-sm font-semibold text-red-800">
        <Text>{messages[reading.error] ?? ""}</Text>
      </p>
    ) : null;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ");

  return (
    <TextShape locale={locale}>
      {/* Any change tries the answer's words again if they failed to load. */}
      <div
        ref={root}
        onChange={() => words.state === "failed" && retry()}
        className="space-y-5 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-5"
      >
        <div>
          <label htmlFor={fieldId("weight")} className="block font-semibold text-brand-900">
            <Text>{copy.weight}</Text>
          </label>
          <p id={fieldId("weight-hint")} className="text-sm text-muted">
            <Text>{copy.weightHint}</Text>
          </p>
          <input
            id={fieldId("weight")}
            name="weight"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            aria-describedby={describedBy(fieldId("weight-hint"), weightRead?.ok === false && fieldId("weight-error"))}
            aria-invalid={weightRead?.ok === false ? true : undefined}
            className="mt-2 block w-40 field py-2"
          />
          {error("weight", weightRead, said?.weightErrors ?? {})}
        </div>

        <div>
          <p id={fieldId("miles-hint")} className="text-sm text-muted">
            <Text>{copy.milesHint}</Text>
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-3">
            {weightDistanceStates.map((state) => {
              const name = `miles-${state}`;
              const reading = milesRead[state];
              return (
                <div key={state}>
                  <label htmlFor={fieldId(name)} className="block font-semibold text-brand-900">
                    <Text>{copy.miles[state]}</Text>
                  </label>
                  <input
                    id={fieldId(name)}
                    name={name}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={miles[state]}
                    onChange={(e) => setStateMiles(state, e.target.value)}
                    aria-describedby={describedBy(
                      fieldId("miles-hint"),
                      state === "NY" && fieldId("ny-hint"),
                      reading?.ok === false && fieldId(`${name}-error`),
                    )}
                    aria-invalid={reading?.ok === false ? true : undefined}
                    className="mt-1 block w-36 field py-2"
                  />
                  {error(name, reading, said?.milesErrors ?? {})}
                  {state === "NY" && (
                    <p id={fieldId("ny-hint")} className="mt-1 text-sm text-muted">
                      <Text>{copy.newYorkHint}</Text>
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </div>

        <div className="flex items-start gap-3">
          <input
            id={fieldId("one-way")}
            name="one-way-haul"
            type="checkbox"
            checked={oneWayHaul}
            onChange={(e) => setOneWayHaul(e.target.checked)}
            aria-describedby={fieldId("one-way-hint")}
            className="size-6 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor={fieldId("one-way")} className="font-semibold text-brand-900">
              <Text>{copy.oneWayHaul}</Text>
            </label>
            <p id={fieldId("one-way-hint")} className="text-sm text-muted">
              <Text>{oneWayHaulHint}</Text>
            </p>
          </div>
        </div>

        <div id={fieldId("result")} role="status" className="min-h-6">
          {unavailable && (
            <p className="font-semibold text-red-800">
              <Text>{copy.unavailable}</Text>
            </p>
          )}
          {said && text && estimate && (
            <div className="space-y-2 rounded-md border border-brand-200 bg-white p-4">
              <p className="font-bold text-brand-900">
                <Text>{said.resultHeading}</Text>
              </p>
              <ul className="space-y-2">
                {answered.map((state) => {
                  const line = stateLine(said, text, estimate.states[state], state);
                  return (
                    <li key={state} data-state={state}>
                      <span className="font-semibold">
                        <Text>{line.summary}</Text>
                      </span>
                      {line.detail && (
                        <span className="block text-[0.95rem] text-muted">
                          <Text>{line.detail}</Text>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              <p className="border-t border-brand-100 pt-2 text-lg font-bold text-brand-900">
                <Text>{formatMessage(said.total, { total: text.tax(estimate.totalCents) }, locale)}</Text>
              </p>
              <p className="text-[0.95rem]">
                <Text>{text.note(said.estimateNote)}</Text>
              </p>
            </div>
          )}
          {said && !estimate && !anyInvalid && weightRead === null && anyMiles && (
            <p className="font-semibold text-brand-900">
              <Text>{said.weightNeeded}</Text>
            </p>
          )}
        </div>
        {said && estimate && (
          <a href={localizePath("/contact", locale)} onClick={send} className="btn-accent">
            <Text box>{said.send}</Text>
          </a>
        )}
      </div>
    </TextShape>
  );
}
