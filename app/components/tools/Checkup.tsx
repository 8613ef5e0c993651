import { useEffect, useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from "react";
import type { CheckupAnswerCopy, CheckupIslandCopy, YesNoQuestion } from "~/content/checkup-words";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { capitalized } from "~/i18n/sentence";
import type { ServicePath } from "~/lib/catalog";
import { saveHandoff } from "~/lib/handoff";
import {
  type CheckupAnswers,
  type OregonFiling,
  type StateCode,
  answerConflicts,
  parseQuery,
  stateCodes,
  toQuery,
  validateAxles,
  validateTrucks,
  validateUsdot,
  validateWeight,
  MAX_FILED,
  type QuestionId,
  questionOrder,
} from "~/lib/tools/checkup";
import { officeZone } from "~/lib/office-zone";
import { todayIn } from "~/lib/tools/dates";
import { firstUseInPeriod, monthInPeriod } from "~/lib/tools/form2290";
import { buildPlan } from "~/lib/tools/plan";
import { handoffText, planCalendar } from "~/lib/tools/plan-text";
import { useFetchedCopy } from "~/lib/use-fetched-copy";
import { useHydrated, waitingButton } from "~/lib/use-hydrated";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { CheckupResult } from "./CheckupResult";
import { Text, TextShape } from "../Text";

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
  /**
   * The site's public address (SITE_URL): the downloaded calendar's links and UIDs name it, as the
   * feed's do, so a download and a subscription hold the same events wherever the page was opened.
   */
  siteUrl: string;
  /** The current time; tests pass a fixed one. */
  clock?: () => Date;
}

interface FormState {
  hire: boolean | null;
  broker: boolean | null;
  /** Runs a truck of its own: "no" (a broker with none) leaves out every question about a truck. */
  truck: boolean | null;
  interstate: boolean | null;
  leaves: boolean | null;
  trailer: boolean | null;
  newBusiness: boolean | null;
  employees: boolean | null;
  weight: string;
  axles: string;
  states: readonly StateCode[];
  oregon: OregonFiling | null;
  trucks: string;
  usdot: string;
  /** A month of the current Form 2290 period, "1"-"12", or "" for a truck in use all period. */
  firstUse: string;
  /** Late filings marked filed: kept from the link, since the form does not ask them. */
  filed: readonly string[];
}

type TextField = "weight" | "axles" | "trucks" | "usdot";

const emptyForm: FormState = {
  hire: null,
  broker: null,
  truck: null,
  interstate: null,
  leaves: null,
  trailer: null,
  newBusiness: null,
  employees: null,
  weight: "",
  axles: "",
  states: [],
  oregon: null,
  trucks: "",
  usdot: "",
  firstUse: "",
  filed: [],
};

/** The months a truck can first go on the road after July, in the period's order: August to June. */
const laterMonths = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6];

/** The questions in the order the form asks them (the rules' order); the month of first use has a field of its own. */
type Field = Exclude<QuestionId, "firstUse">;
const fieldOrder = questionOrder.filter((q): q is Field => q !== "firstUse");
const isYesNo = (field: Field): field is YesNoQuestion =>
  field !== "weight" &&
  field !== "axles" &&
  field !== "states" &&
  field !== "oregon" &&
  field !== "trucks" &&
  field !== "usdot";

/** The questions about a truck, which a business with none is not asked. */
const truckFields: readonly Field[] = ["leaves", "weight", "axles", "trailer", "states", "oregon", "trucks"];
const oregonFilings: readonly OregonFiling[] = ["monthly", "quarterly"];

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
 * "What does my truck need?": the questions that apply, then the plan: what is late, what comes
 * next and what it costs. The answers live in the page's link, so a link opens straight to the
 * list, with the questions folded under it, and the back button returns to the last answers.
 * Its fields are live before React runs and what is answered then is kept; the button waits for
 * React. The pre-rendered page shows the rule table for readers without JavaScript.
 */
export default function Checkup({
  copy,
  answerCopyUrl,
  locale,
  calendarFeed,
  siteUrl,
  clock = systemClock,
}: CheckupProps) {
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
  // The first list the page shows, a saved or shared link's included, brings its heading into view
  // with focus, unless the visitor has scrolled away from the top; a submit always does.
  const listShown = useRef(false);
  useEffect(() => {
    if (!resultHeading.current) return;
    const first = !listShown.current;
    listShown.current = true;
    if (focusResult.current || (first && window.scrollY === 0)) {
      focusResult.current = false;
      resultHeading.current.focus();
    }
  });

  const answer = (q: YesNoQuestion, value: boolean) => setForm((f) => ({ ...f, [q]: value }));
  const type = (name: TextField | "firstUse", value: string) => setForm((f) => ({ ...f, [name]: value }));
  const tick = (code: StateCode, on: boolean) =>
    setForm((f) => ({ ...f, states: stateCodes.filter((s) => (s === code ? on : f.states.includes(s))) }));
  const chooseOregon = (oregon: OregonFiling) => setForm((f) => ({ ...f, oregon }));
  useTypedBeforeHydration(formRef, (field) => {
    const name = field.dataset.field;
    if (name === "weight" || name === "axles" || name === "trucks" || name === "usdot" || name === "firstUse")
      type(name, field.value);
    else if (!(field instanceof HTMLInputElement)) return;
    else if (name === "states") tick(field.value as StateCode, field.checked);
    else if (name === "oregon" && field.checked) chooseOregon(field.value as OregonFiling);
    else if (name && field.checked) answer(name as YesNoQuestion, field.value === "yes");
  });

  const shown = parseQuery(new URLSearchParams(search));
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    if (shown) {
      const inPeriod = shown.firstUse && monthInPeriod(shown.firstUse, todayIn(officeZone, clock()));
      setForm({
        ...shown,
        truck: shown.weightLb > 0,
        weight: String(shown.weightLb),
        axles: String(shown.axles),
        trucks: shown.trucks === null ? "" : String(shown.trucks),
        usdot: shown.usdot ?? "",
        firstUse: inPeriod ? String(inPeriod) : "",
      });
    }
  }

  // A business with no truck is asked nothing about one; a new business has no USDOT number yet.
  const noTruck = form.truck === false;
  const none = { ok: true, value: 0 } as const;
  const weight = noTruck ? none : validateWeight(form.weight, form.truck === true);
  const axles = noTruck ? none : validateAxles(form.axles, weight.ok ? weight.value : null);
  const weightError = !weight.ok && (attempted || weight.error !== "empty") ? copy.errors.weight[weight.error] : null;
  const axlesError = !axles.ok && (attempted || axles.error !== "empty") ? copy.errors.axles[axles.error] : null;
  const trucks = noTruck ? none : validateTrucks(form.trucks, weight.ok ? weight.value : null);
  const trucksError = trucks.ok ? null : copy.errors.trucks[trucks.error];
  const usdot = form.newBusiness ? ({ ok: true, value: null } as const) : validateUsdot(form.usdot);
  const usdotError = usdot.ok ? null : copy.errors.usdot[usdot.error];
  const states = noTruck ? [] : form.states;
  const asksOregon = states.includes("OR");
  const conflicts = answerConflicts({ interstate: form.interstate, leaves: noTruck ? false : form.leaves, states });
  // A contradiction shows at the later of the two answers, as soon as both are given.
  const conflictError = (field: "leaves" | "states") => {
    const conflict = field === "leaves" ? "leaves-but-stays" : "states-but-stays";
    return conflicts.includes(conflict) ? copy.errors.conflicts[conflict] : null;
  };
  const choiceError = (q: YesNoQuestion) =>
    attempted && form[q] === null ? copy.errors.chooseOne : q === "leaves" ? conflictError("leaves") : null;
  const statesError = conflictError("states");
  const oregonError = attempted && asksOregon && form.oregon === null ? copy.errors.chooseOne : null;

  const fieldId = (name: string) => `${id}-${name}`;

  function answers(): CheckupAnswers | null {
    const { hire, broker, interstate, newBusiness, employees } = form;
    const leaves = noTruck ? false : form.leaves;
    const trailer = noTruck ? false : form.trailer;
    const oregon = asksOregon ? form.oregon : null;
    if (
      hire === null ||
      broker === null ||
      form.truck === null ||
      interstate === null ||
      leaves === null ||
      trailer === null
    )
      return null;
    if (
      newBusiness === null ||
      employees === null ||
      !weight.ok ||
      !axles.ok ||
      conflicts.length > 0 ||
      (asksOregon && oregon === null)
    )
      return null;
    if (!trucks.ok || !usdot.ok) return null;
    const firstUse =
      noTruck || form.firstUse === "" ? null : firstUseInPeriod(Number(form.firstUse), todayIn(officeZone, clock()));
    return {
      ...{
        hire,
        broker,
        interstate,
        leaves,
        weightLb: weight.value,
        axles: axles.value,
        trailer,
        states,
        oregon,
        newBusiness,
        employees,
      },
      ...{ trucks: trucks.value, usdot: usdot.value, firstUse, filed: form.filed },
    };
  }

  const asked = (field: Field) =>
    !(noTruck && truckFields.includes(field)) &&
    (field !== "oregon" || asksOregon) &&
    !(field === "usdot" && form.newBusiness);
  const fieldInvalid: Record<Field, () => boolean> = {
    hire: () => form.hire === null,
    broker: () => form.broker === null,
    truck: () => form.truck === null,
    interstate: () => form.interstate === null,
    leaves: () => form.leaves === null || conflictError("leaves") !== null,
    weight: () => !weight.ok,
    axles: () => !axles.ok,
    trailer: () => form.trailer === null,
    states: () => statesError !== null,
    oregon: () => form.oregon === null,
    newBusiness: () => form.newBusiness === null,
    employees: () => form.employees === null,
    trucks: () => !trucks.ok,
    usdot: () => !usdot.ok,
  };
  const focusTarget = (field: Field) =>
    isYesNo(field)
      ? `${field}-yes`
      : field === "states"
        ? `state-${stateCodes[0]}`
        : field === "oregon"
          ? `oregon-${oregonFilings[0]}`
          : field;

  /** Shows the answers in `query` as the page's link, a new history entry, so back returns to the last list. */
  function navigate(query: string) {
    window.history.pushState(null, "", `${window.location.pathname}${query}`);
    window.dispatchEvent(new Event(navigateEvent));
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const complete = answers();
    if (!complete) {
      const first = fieldOrder.find((field) => asked(field) && fieldInvalid[field]());
      if (first) document.getElementById(fieldId(focusTarget(first)))?.focus();
      return;
    }
    const next = `?${toQuery(complete)}`;
    setAttempted(false);
    if (answerWords.state === "failed") fetchAnswerWords();
    if (next === window.location.search && resultHeading.current) {
      // The same answers render nothing new: the list's heading takes focus now.
      resultHeading.current.focus();
      return;
    }
    focusResult.current = true;
    if (next === window.location.search) return;
    // The form already holds these answers: it need not be filled again from the link.
    setSyncedSearch(next);
    navigate(next);
  }

  // The answer depends on today's date, so it is worked out in the browser only; the questions are
  // in the build's markup, so nothing moves when the island starts.
  const now = hydrated && shown ? clock() : null;
  const plan = shown && now ? buildPlan(shown, todayIn(officeZone, now)) : null;

  /** "I filed it": the late filing's code joins the link and the form, keeping any answer being changed. */
  function markFiled(code: string) {
    if (!shown) return;
    const filed = [...shown.filed, code].slice(-MAX_FILED);
    const next = `?${toQuery({ ...shown, filed })}`;
    setForm((f) => ({ ...f, filed }));
    setSyncedSearch(next);
    navigate(next);
  }

  function sendList() {
    if (!shown || !plan || answerWords.state !== "ready") return;
    const link = `${window.location.origin}${window.location.pathname}?${toQuery(shown)}`;
    saveHandoff(handoffText(answerWords.copy, plan, link, locale));
  }

  function calendar() {
    if (!shown || !plan || !now || answerWords.state !== "ready") return null;
    // Answers with no date to remind of get no calendar to add: it would stay empty.
    if (plan.late.length === 0 && plan.events.length === 0) return null;
    const { origin, host } = window.location;
    const ics = planCalendar(plan, shown, answerWords.copy, locale, { origin: siteUrl, now, feed: false });
    const feedPath = `/calendar.ics?${toQuery(shown)}&lang=${locale}`;
    const webcal = `webcal://${host}${feedPath}`;
    return {
      download: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
      feed: calendarFeed ? { webcal, https: `${origin}${feedPath}`, google: googleCalendarLink(webcal) } : null,
    };
  }

  const showSummary = attempted && !answers();

  /**
   * A question answered by one of a few radio buttons: its legend, hint and error, each choice's
   * input named by the question and the choice (`hire-yes`, `oregon-monthly`) for the focus target.
   */
  function choiceField<T extends string | boolean>(
    name: YesNoQuestion | "oregon",
    choices: readonly { value: T; id: string; label: string }[],
    selected: T | null,
    choose: (value: T) => void,
    error: string | null,
  ) {
    const question = copy.questions[name];
    return (
      <fieldset
        key={name}
        aria-describedby={`${fieldId(name)}-hint${error ? ` ${fieldId(name)}-error` : ""}`}
        className="space-y-1"
      >
        <legend className="font-semibold text-brand-900">
          <Text>{question.label}</Text>
        </legend>
        <p id={`${fieldId(name)}-hint`} className="text-sm text-muted">
          <Text>{question.hint}</Text>
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {choices.map((choice) => {
            const inputId = fieldId(`${name}-${choice.id}`);
            return (
              <label key={inputId} htmlFor={inputId} className="inline-flex min-h-11 items-center gap-2">
                <input
                  id={inputId}
                  type="radio"
                  name={fieldId(name)}
                  value={choice.id}
                  data-field={name}
                  checked={selected === choice.value}
                  onChange={() => choose(choice.value)}
                  aria-invalid={error ? true : undefined}
                  className="size-5 accent-brand-700"
                />
                <Text box>{choice.label}</Text>
              </label>
            );
          })}
        </div>
        <p id={`${fieldId(name)}-error`} aria-live="polite" className="text-sm font-semibold text-red-800">
          {error && <Text>{error}</Text>}
        </p>
      </fieldset>
    );
  }

  const yesNoChoices = [
    { value: true, id: "yes", label: copy.yes },
    { value: false, id: "no", label: copy.no },
  ] as const;
  const yesNo = (q: YesNoQuestion) =>
    choiceField(q, yesNoChoices, form[q], (value: boolean) => answer(q, value), choiceError(q));
  const oregonField = () =>
    choiceField(
      "oregon",
      oregonFilings.map((filing) => ({ value: filing, id: filing, label: copy.oregonFiling[filing] })),
      form.oregon,
      chooseOregon,
      oregonError,
    );

  function textField(name: TextField, error: string | null, width: string) {
    const question = copy.questions[name];
    return (
      <div key={name} className="space-y-1">
        <label htmlFor={fieldId(name)} className="block font-semibold text-brand-900">
          <Text>{question.label}</Text>
        </label>
        <p id={`${fieldId(name)}-hint`} className="text-sm text-muted">
          <Text>{question.hint}</Text>
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
          {error && <Text>{error}</Text>}
        </p>
      </div>
    );
  }

  function statesField() {
    return (
      <fieldset
        key="states"
        aria-describedby={`${fieldId("states")}-hint ${fieldId("states")}-error`}
        className="space-y-1"
      >
        <legend className="font-semibold text-brand-900">
          <Text>{copy.questions.states.label}</Text>
        </legend>
        <p id={`${fieldId("states")}-hint`} className="text-sm text-muted">
          <Text>{copy.questions.states.hint}</Text>
        </p>
        {/* One under another on a phone, where a wrapped row left them ragged. */}
        <div className="grid gap-y-1 sm:flex sm:flex-wrap sm:gap-x-6">
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
              <Text box>{copy.stateNames[code]}</Text>
            </label>
          ))}
        </div>
        <p id={`${fieldId("states")}-error`} aria-live="polite" className="text-sm font-semibold text-red-800">
          {statesError && <Text>{statesError}</Text>}
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
          <Text>{question.label}</Text>
        </label>
        <p id={`${fieldId("firstUse")}-hint`} className="text-sm text-muted">
          <Text>{question.hint}</Text>
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
              {capitalized(f.monthName(month))}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const questions = (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-6 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        <Text>{copy.questionsHeading}</Text>
      </h2>
      <p role="alert" className="font-semibold text-red-800 empty:hidden">
        {showSummary && <Text>{copy.errors.summary}</Text>}
      </p>
      {fieldOrder
        .filter(asked)
        .map((field) =>
          field === "weight"
            ? textField("weight", weightError, "w-44")
            : field === "axles"
              ? textField("axles", axlesError, "w-24")
              : field === "states"
                ? statesField()
                : field === "oregon"
                  ? oregonField()
                  : field === "trucks" || field === "usdot"
                    ? null
                    : yesNo(field),
        )}
      <div role="group" aria-labelledby={`${id}-optional`} className="space-y-4 border-t border-brand-100 pt-6">
        <div>
          <h3 id={`${id}-optional`} className="text-lg font-bold text-brand-900">
            <Text>{copy.optional.heading}</Text>
          </h3>
          <p className="text-sm text-muted">
            <Text>{copy.optional.intro}</Text>
          </p>
        </div>
        {asked("trucks") && textField("trucks", trucksError, "w-24")}
        {asked("usdot") && textField("usdot", usdotError, "w-44")}
        {!noTruck && firstUseField()}
      </div>
      <button {...waitingButton(hydrated, "submit")} className="btn-primary">
        <Text box>{copy.submit}</Text>
      </button>
    </form>
  );

  // A link with answers opens on the list; the questions fold away under it, a click from it.
  return (
    <TextShape locale={locale}>
      <div className="space-y-8">
        {plan && answerWords.state === "failed" && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="font-semibold text-red-800">
              <Text>{copy.errors.answerUnavailable}</Text>
            </p>
            <button type="button" onClick={fetchAnswerWords} className="btn-outline">
              <Text box>{copy.errors.retry}</Text>
            </button>
          </div>
        )}
        {plan && answerWords.state === "ready" && (
          <CheckupResult
            copy={answerWords.copy}
            locale={locale}
            plan={plan}
            calendar={calendar()}
            hrefFor={hrefFor}
            contactHref={localizePath("/contact", locale)}
            headingRef={resultHeading}
            onPrint={() => window.print()}
            onSend={sendList}
            onFiled={markFiled}
          />
        )}
        {shown ? (
          <details className="checkup-answers print-hide">
            <summary className="cursor-pointer py-2 font-semibold text-brand-700">
              <Text>{copy.changeAnswers}</Text>
            </summary>
            {questions}
          </details>
        ) : (
          questions
        )}
      </div>
    </TextShape>
  );
}

/** Google Calendar's "add by URL" page for a feed: Android's calendar opens no webcal link. */
const googleCalendarLink = (webcal: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
