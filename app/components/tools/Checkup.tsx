import { useEffect, useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from "react";
import type { CheckupAnswerCopy, CheckupIslandCopy, YesNoQuestion } from "~/content/en/tools/checkup";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import type { ServicePath } from "~/lib/catalog";
import { saveHandoff } from "~/lib/handoff";
import {
  type CheckupAnswers,
  type StateCode,
  answerConflicts,
  parseQuery,
  stateCodes,
  toQuery,
  validateAxles,
  validateTrucks,
  validateUsdot,
  validateWeight,
} from "~/lib/tools/checkup";
import { handoffText } from "~/lib/tools/checkup-text";
import { officeZone } from "~/lib/office-zone";
import { todayIn } from "~/lib/tools/dates";
import { buildPlan, firstUseInPeriod, monthInPeriod } from "~/lib/tools/plan";
import { planCalendar } from "~/lib/tools/plan-text";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useHydrated, waitingButton } from "~/lib/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { CheckupResult } from "./CheckupResult";

export interface CheckupProps {
  /** The questions' words, in the page's language. */
  copy: CheckupIslandCopy;
  /** Where the answer's words are, in the page's language (CheckupAnswerCopy as JSON): fetched once the island runs. */
  answerCopyUrl: string;
  /** The page's language: numbers, dates and links to service pages follow it. */
  locale: Locale;
  /**
   * The site is served by `npm start`, which answers /calendar.ics: the result offers a
   * subscription. On a static host there is no feed and only the download is offered.
   */
  calendarFeed: boolean;
  /** The current time; tests pass a fixed one. */
  clock?: () => Date;
}

interface FormState {
  hire: boolean | null;
  broker: boolean | null;
  interstate: boolean | null;
  leaves: boolean | null;
  trailer: boolean | null;
  newBusiness: boolean | null;
  employees: boolean | null;
  weight: string;
  axles: string;
  states: readonly StateCode[];
  trucks: string;
  usdot: string;
  /** A month of the current Form 2290 period, "1"-"12", or "" for a truck in use all period. */
  firstUse: string;
}

type TextField = "weight" | "axles" | "trucks" | "usdot";

const emptyForm: FormState = {
  hire: null,
  broker: null,
  interstate: null,
  leaves: null,
  trailer: null,
  newBusiness: null,
  employees: null,
  weight: "",
  axles: "",
  states: [],
  trucks: "",
  usdot: "",
  firstUse: "",
};

/** The months a truck can first go on the road after July, in the period's order: August to June. */
const laterMonths = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6];

/** The questions in the order the form asks them; the optional ones come last. */
const fieldOrder = ["hire", "broker", "interstate", "leaves", "weight", "axles", "trailer", "states", "newBusiness", "employees", "trucks", "usdot"] as const;
type Field = (typeof fieldOrder)[number];
const isYesNo = (field: Field): field is YesNoQuestion =>
  field !== "weight" && field !== "axles" && field !== "states" && field !== "trucks" && field !== "usdot";

/* The page's query string as a store: the back and forward buttons and the checkup's own pushState both change it. */
const navigateEvent = "checkup:navigate";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(navigateEvent, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(navigateEvent, onChange);
  };
}

const currentSearch = () => window.location.search;
const noSearch = () => "";
const systemClock = () => new Date();

/**
 * "What does my truck need?": ten questions, then one row per filing. The answers live in the
 * page's link, so a link opens straight to the list and the back button returns to the questions.
 * Its fields are live before React runs and what is answered then is kept; the button waits for
 * React. The pre-rendered page shows the rule table for readers without JavaScript.
 */
export default function Checkup({ copy, answerCopyUrl, locale, calendarFeed, clock = systemClock }: CheckupProps) {
  const hydrated = useHydrated();
  const hrefFor = (path: ServicePath) => localizePath(path, locale);
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [attempted, setAttempted] = useState(false);
  // The query the form last took its answers from: a new one (a link, back, forward) fills the form.
  const [syncedSearch, setSyncedSearch] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Set by a submit that shows a list: the list's heading takes focus once it renders.
  const focusResult = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  // Fetched as soon as the island runs, so the list is ready by the time the questions are answered.
  const { words: answerWords, retry: fetchAnswerWords } = useFetchedCopy<CheckupAnswerCopy>(answerCopyUrl);
  useEffect(() => {
    if (focusResult.current && resultHeading.current) {
      focusResult.current = false;
      resultHeading.current.focus();
    }
  });

  const answer = (q: YesNoQuestion, value: boolean) => setForm((f) => ({ ...f, [q]: value }));
  const type = (name: TextField | "firstUse", value: string) => setForm((f) => ({ ...f, [name]: value }));
  const tick = (code: StateCode, on: boolean) =>
    setForm((f) => ({ ...f, states: stateCodes.filter((s) => (s === code ? on : f.states.includes(s))) }));
  useTypedBeforeHydration(formRef, (field) => {
    const name = field.dataset.field;
    if (name === "weight" || name === "axles" || name === "trucks" || name === "usdot" || name === "firstUse") type(name, field.value);
    else if (!(field instanceof HTMLInputElement)) return;
    else if (name === "states") tick(field.value as StateCode, field.checked);
    else if (name && field.checked) answer(name as YesNoQuestion, field.value === "yes");
  });

  const shown = parseQuery(new URLSearchParams(search));
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    if (shown) {
      const inPeriod = shown.firstUse && monthInPeriod(shown.firstUse, todayIn(officeZone, clock()));
      setForm({
        ...shown,
        weight: String(shown.weightLb),
        axles: String(shown.axles),
        trucks: shown.trucks === null ? "" : String(shown.trucks),
        usdot: shown.usdot ?? "",
        firstUse: inPeriod ? String(inPeriod) : "",
      });
    }
  }

  const weight = validateWeight(form.weight);
  const axles = validateAxles(form.axles, weight.ok ? weight.value : null);
  const weightError = !weight.ok && (attempted || weight.error !== "empty") ? copy.errors.weight[weight.error] : null;
  const axlesError = !axles.ok && (attempted || axles.error !== "empty") ? copy.errors.axles[axles.error] : null;
  const trucks = validateTrucks(form.trucks, weight.ok ? weight.value : null);
  const trucksError = trucks.ok ? null : copy.errors.trucks[trucks.error];
  const usdot = validateUsdot(form.usdot);
  const usdotError = usdot.ok ? null : copy.errors.usdot[usdot.error];
  const conflicts = answerConflicts(form);
  // A contradiction shows at the later of the two answers, as soon as both are given.
  const conflictError = (field: "leaves" | "states") => {
    const conflict = field === "leaves" ? "leaves-but-stays" : "states-but-stays";
    return conflicts.includes(conflict) ? copy.errors.conflicts[conflict] : null;
  };
  const choiceError = (q: YesNoQuestion) =>
    attempted && form[q] === null ? copy.errors.chooseOne : q === "leaves" ? conflictError("leaves") : null;
  const statesError = conflictError("states");

  const fieldId = (name: string) => `${id}-${name}`;

  function answers(): CheckupAnswers | null {
    const { hire, broker, interstate, leaves, trailer, newBusiness, employees, states } = form;
    if (hire === null || broker === null || interstate === null || leaves === null || trailer === null) return null;
    if (newBusiness === null || employees === null || !weight.ok || !axles.ok || conflicts.length > 0) return null;
    if (!trucks.ok || !usdot.ok) return null;
    const firstUse = form.firstUse === "" ? null : firstUseInPeriod(Number(form.firstUse), todayIn(officeZone, clock()));
    return {
      ...{ hire, broker, interstate, leaves, weightLb: weight.value, axles: axles.value, trailer, states, newBusiness, employees },
      ...{ trucks: trucks.value, usdot: usdot.value, firstUse },
    };
  }

  const fieldInvalid: Record<Field, () => boolean> = {
    hire: () => form.hire === null,
    broker: () => form.broker === null,
    interstate: () => form.interstate === null,
    leaves: () => form.leaves === null || conflictError("leaves") !== null,
    weight: () => !weight.ok,
    axles: () => !axles.ok,
    trailer: () => form.trailer === null,
    states: () => statesError !== null,
    newBusiness: () => form.newBusiness === null,
    employees: () => form.employees === null,
    trucks: () => !trucks.ok,
    usdot: () => !usdot.ok,
  };
  const focusTarget = (field: Field) => (isYesNo(field) ? `${field}-yes` : field === "states" ? `state-${stateCodes[0]}` : field);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const complete = answers();
    if (!complete) {
      const first = fieldOrder.find((field) => fieldInvalid[field]());
      if (first) document.getElementById(fieldId(focusTarget(first)))?.focus();
      return;
    }
    const next = `?${toQuery(complete)}`;
    if (next !== window.location.search) {
      window.history.pushState(null, "", `${window.location.pathname}${next}`);
      setSyncedSearch(next);
      window.dispatchEvent(new Event(navigateEvent));
    }
    setAttempted(false);
    focusResult.current = true;
    if (answerWords.state === "failed") fetchAnswerWords();
  }

  // The answer depends on today's date, so it is worked out in the browser only; the questions are
  // in the build's markup, so nothing moves when the island starts.
  const now = hydrated && shown ? clock() : null;
  const plan = shown && now ? buildPlan(shown, todayIn(officeZone, now)) : null;

  function sendList() {
    if (!shown || !plan || answerWords.state !== "ready") return;
    const link = `${window.location.origin}${window.location.pathname}?${toQuery(shown)}`;
    saveHandoff(handoffText(answerWords.copy, plan.rows, link, locale));
  }

  function calendar() {
    if (!shown || !plan || !now || answerWords.state !== "ready") return null;
    const { origin, host } = window.location;
    const ics = planCalendar(plan, shown, answerWords.copy, locale, { origin, now, feed: false });
    const feedPath = `/calendar.ics?${toQuery(shown)}&lang=${locale}`;
    return {
      download: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
      feed: calendarFeed ? { webcal: `webcal://${host}${feedPath}`, https: `${origin}${feedPath}` } : null,
    };
  }

  const showSummary = attempted && !answers();

  function yesNo(q: YesNoQuestion) {
    const error = choiceError(q);
    const question = copy.questions[q];
    return (
      <fieldset key={q} aria-describedby={`${fieldId(q)}-hint${error ? ` ${fieldId(q)}-error` : ""}`} className="space-y-1">
        <legend className="font-semibold text-brand-900">{question.label}</legend>
        <p id={`${fieldId(q)}-hint`} className="text-sm text-muted">
          {question.hint}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {([true, false] as const).map((value) => {
            const inputId = fieldId(`${q}-${value ? "yes" : "no"}`);
            return (
              <label key={inputId} htmlFor={inputId} className="inline-flex min-h-11 items-center gap-2">
                <input
                  id={inputId}
                  type="radio"
                  name={fieldId(q)}
                  value={value ? "yes" : "no"}
                  data-field={q}
                  checked={form[q] === value}
                  onChange={() => answer(q, value)}
                  aria-invalid={error ? true : undefined}
                  className="size-5 accent-brand-700"
                />
                {value ? copy.yes : copy.no}
              </label>
            );
          })}
        </div>
        <p id={`${fieldId(q)}-error`} aria-live="polite" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      </fieldset>
    );
  }

  function textField(name: TextField, error: string | null, width: string) {
    const question = copy.questions[name];
    return (
      <div key={name} className="space-y-1">
        <label htmlFor={fieldId(name)} className="block font-semibold text-brand-900">
          {question.label}
        </label>
        <p id={`${fieldId(name)}-hint`} className="text-sm text-muted">
          {question.hint}
        </p>
        <input
          id={fieldId(name)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          data-field={name}
          value={form[name]}
          onChange={(e) => type(name, e.target.value)}
          aria-describedby={`${fieldId(name)}-hint ${fieldId(name)}-error`}
          aria-invalid={error ? true : undefined}
          className={`block ${width} field py-2`}
        />
        <p id={`${fieldId(name)}-error`} aria-live="polite" className="min-h-6 text-sm font-semibold text-red-800">
          {error}
        </p>
      </div>
    );
  }

  function statesField() {
    return (
      <fieldset key="states" aria-describedby={`${fieldId("states")}-hint ${fieldId("states")}-error`} className="space-y-1">
        <legend className="font-semibold text-brand-900">{copy.questions.states.label}</legend>
        <p id={`${fieldId("states")}-hint`} className="text-sm text-muted">
          {copy.questions.states.hint}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {stateCodes.map((code) => (
            <label key={code} htmlFor={fieldId(`state-${code}`)} className="inline-flex min-h-11 items-center gap-2">
              <input
                id={fieldId(`state-${code}`)}
                type="checkbox"
                value={code}
                data-field="states"
                checked={form.states.includes(code)}
                aria-invalid={statesError ? true : undefined}
                onChange={(e) => tick(code, e.target.checked)}
                className="size-5 accent-brand-700"
              />
              {copy.stateNames[code]}
            </label>
          ))}
        </div>
        <p id={`${fieldId("states")}-error`} aria-live="polite" className="text-sm font-semibold text-red-800">
          {statesError}
        </p>
      </fieldset>
    );
  }

  function firstUseField() {
    const question = copy.questions.firstUse;
    const f = formats[locale];
    return (
      <div className="space-y-1">
        <label htmlFor={fieldId("firstUse")} className="block font-semibold text-brand-900">
          {question.label}
        </label>
        <p id={`${fieldId("firstUse")}-hint`} className="text-sm text-muted">
          {question.hint}
        </p>
        <select
          id={fieldId("firstUse")}
          data-field="firstUse"
          value={form.firstUse}
          onChange={(e) => type("firstUse", e.target.value)}
          aria-describedby={`${fieldId("firstUse")}-hint`}
          className="field block w-full max-w-xs py-2"
        >
          <option value="">{copy.firstUseWholePeriod}</option>
          {laterMonths.map((month) => (
            <option key={month} value={String(month)}>
              {f.monthName(month)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="space-y-6 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
          {copy.questionsHeading}
        </h2>
        <p role="alert" className="font-semibold text-red-800 empty:hidden">
          {showSummary ? copy.errors.summary : ""}
        </p>
        {fieldOrder.map((field) =>
          field === "weight"
            ? textField("weight", weightError, "w-44")
            : field === "axles"
              ? textField("axles", axlesError, "w-24")
              : field === "states"
                ? statesField()
                : field === "trucks" || field === "usdot"
                  ? null
                  : yesNo(field),
        )}
        <div role="group" aria-labelledby={`${id}-optional`} className="space-y-4 border-t border-brand-100 pt-6">
          <div>
            <h3 id={`${id}-optional`} className="text-lg font-bold text-brand-900">
              {copy.optional.heading}
            </h3>
            <p className="text-sm text-muted">{copy.optional.intro}</p>
          </div>
          {textField("trucks", trucksError, "w-24")}
          {textField("usdot", usdotError, "w-44")}
          {firstUseField()}
        </div>
        <button {...waitingButton(hydrated, "submit")} className="btn-primary">
          {copy.submit}
        </button>
      </form>
      {plan && answerWords.state === "failed" && (
        <p role="alert" className="font-semibold text-red-800">
          {copy.errors.answerUnavailable}
        </p>
      )}
      {plan && answerWords.state === "ready" && (
        <CheckupResult
          copy={answerWords.copy}
          locale={locale}
          rows={plan.rows}
          calendar={calendar()}
          hrefFor={hrefFor}
          contactHref={localizePath("/contact", locale)}
          headingRef={resultHeading}
          onPrint={() => window.print()}
          onSend={sendList}
        />
      )}
    </div>
  );
}
