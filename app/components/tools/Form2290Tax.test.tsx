// @vitest-environment jsdom
import { readServicePage } from "~/content/written-pages";
import { act, cleanup, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { formats } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import { shaped } from "~/i18n/shape-text.test-helpers";
import type { CalendarDate } from "~/lib/tools/dates";
import { typingPauseMs } from "~/lib/use-typing";
import Form2290Penalty from "./Form2290Penalty";
import Form2290Tax from "./Form2290Tax";
import { contentFor } from "~/content";
import {
  form2290PenaltyAnswersPath,
  form2290PenaltyParts,
  form2290TaxAnswersPath,
  form2290TaxParts,
} from "~/content/tool-words";

const copy = contentFor("en").form2290Tax;
const ruCopy = contentFor("ru").form2290Tax;
const bgCopy = contentFor("bg").form2290Tax;
const form2290PenaltyCopy = contentFor("en").form2290Penalty;

const bgForm2290 = readServicePage("/form-2290", "bg");
const enForm2290 = readServicePage("/form-2290", "en");
const ruForm2290 = readServicePage("/form-2290", "ru");

const weight = () => screen.getByLabelText(copy.weight.label) as HTMLInputElement;
const status = () => screen.getByRole("status");
/** The result's lines, each as written, no-break spaces and all. */
const lines = () => [...status().querySelectorAll("p")].map((p) => p.textContent);

const copies = { en: copy, ru: ruCopy, bg: bgCopy } as const;
const answersPath = (locale: Locale) => localizePath(form2290TaxAnswersPath, locale);

/** The site as fetch sees it: the answer's words at their address in each language, or a dropped connection when `offline`. */
const site = { offline: false };
const serveAnswerCopy = async (url: string) => {
  if (site.offline) throw new TypeError("Failed to fetch");
  if (url === form2290PenaltyAnswersPath) return Response.json(form2290PenaltyParts(form2290PenaltyCopy).answer);
  const locale = (["en", "ru", "bg"] as const).find((l) => answersPath(l) === url);
  return locale ? Response.json(form2290TaxParts(copies[locale]).answer) : new Response("Not found", { status: 404 });
};
const propsIn = (locale: Locale) => ({
  copy: form2290TaxParts(copies[locale]).island,
  answerCopyUrl: answersPath(locale),
  locale,
});
const props = propsIn("en");
/** Lets the island's fetch of its words settle, as it does on the page before anyone types. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The lines the calculator writes about the period and the due date, from each language's copy. */
const said = (locale: Locale = "en") => {
  const f = formats[locale];
  const result = copies[locale].result;
  const dueWas = (due: CalendarDate) => sentence(formatMessage(result.dueWas, { date: f.longDate(due) }, locale));
  return {
    period: (startYear: number) =>
      formatMessage(result.taxPeriod, { start: f.monthYear(startYear, 7), end: f.monthYear(startYear + 1, 6) }, locale),
    fileBy: (due: CalendarDate) => sentence(formatMessage(result.fileBy, { date: f.longDate(due) }, locale)),
    /** Past due for a truck that owes tax: the penalty so far, `rate` in percent for `months` months. */
    late: (due: CalendarDate, amount: number, rate: number, months: number, capped = false) =>
      `${dueWas(due)} ${formatMessage(result.penaltySoFar, { amount: f.usdCents(amount), rate: f.percent(rate), months, capped: capped ? "yes" : "no" }, locale)}`,
    lateSuspended: (due: CalendarDate) => `${dueWas(due)} ${result.fileNow}`,
  };
};
const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** Noon in Chicago on a day, as the office's clock reads it. */
const noonOn = (iso: string) => new Date(`${iso}T18:00:00Z`);
/** A field by its label in a language, which may hold no-break spaces that the label query would collapse. */
const field = (locale: Locale, name: "weight" | "month") =>
  screen.getByLabelText(copies[locale][name].label, {
    normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
  });
const penaltyLink = (locale: Locale = "en") => screen.queryByRole("link", { name: copies[locale].result.penaltyLink });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-26T16:00:00Z") });
  window.sessionStorage.clear();
  site.offline = false;
  vi.stubGlobal("fetch", vi.fn(serveAnswerCopy));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Form2290Tax", () => {
  it("gives the category, the full-year tax, the current period, this period's tax to the cent and the due date", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    // November 26, 2026: the period July 2026 to June 2027, whose July return was due August 31.
    expect(lines()).toEqual([
      "Category V",
      "Tax for a full year: $550.00",
      said().period(2026),
      "Tax for this period, first used in July: $550.00",
      // Three months late (to Sep 30, Oct 31, Nov 30): 13.5% of $550.
      said().late(date(2026, 8, 31), 74.25, 13.5, 3),
      copy.result.penaltyLink,
    ]);
    expect(penaltyLink()).toHaveAttribute("href", "#form-2290-penalty");

    await user.selectOptions(screen.getByLabelText(copy.month.label), "1");
    expect(status()).toHaveTextContent("Tax for this period, first used in January: $275.00");
    // First used in January 2027, in the period that runs to June 2027: due by the end of February.
    expect(lines()).toContain(said().fileBy(date(2027, 3, 1)));
    expect(lines()).toContain(said().period(2026));
    expect(penaltyLink()).toBeNull();

    await user.clear(weight());
    await user.type(weight(), "55,500 lb");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "9");
    await user.click(screen.getByLabelText(copy.logging.label));
    // IRS Table II, category B, September: 75% of Table I's $101.67, cents dropped.
    expect(status()).toHaveTextContent("Category B");
    expect(status()).toHaveTextContent("first used in September: $76.25");
  });

  it.each([
    // October 31, 2026, the stated date, is a Saturday: the return is due Monday, November 2.
    ["2026-10-31", null],
    ["2026-11-01", null],
    ["2026-11-02", null],
    // The day after: one month late (a part of a month counts), 4.5% of $458.33.
    ["2026-11-03", 20.62],
  ])(
    "on %s, a truck first used in September 2026 files by Monday, November 2, or is late with the penalty so far",
    async (today, penalty) => {
      vi.setSystemTime(noonOn(today));
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      render(<Form2290Tax {...props} />);
      await settle();
      await user.type(weight(), "80000");
      await user.selectOptions(screen.getByLabelText(copy.month.label), "9");
      expect(status()).toHaveTextContent("first used in September: $458.33");
      const due = date(2026, 11, 2);
      expect(lines()).toContain(penalty === null ? said().fileBy(due) : said().late(due, penalty, 4.5, 1));
      if (penalty === null) expect(penaltyLink()).toBeNull();
      else expect(penaltyLink()).toHaveAttribute("href", "#form-2290-penalty");
    },
  );

  it("turns to the next period between June 30 and July 1", async () => {
    vi.setSystemTime(noonOn("2027-06-30"));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    // Ten months after August 31, 2026: the penalty stops at 5 months, 22.5% of $550.
    expect(lines()).toContain(said().period(2026));
    expect(lines()).toContain(said().late(date(2026, 8, 31), 123.75, 22.5, 5, true));
    cleanup();

    vi.setSystemTime(noonOn("2027-07-01"));
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    expect(lines()).toContain(said().period(2027));
    expect(lines()).toContain(said().fileBy(date(2027, 8, 31)));
    expect(penaltyLink()).toBeNull();
  });

  it("gives a first use later in the period a due date still ahead", async () => {
    vi.setSystemTime(noonOn("2026-11-28"));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "3");
    // March 2027: due by the end of April, a Friday.
    expect(lines()).toContain(said().fileBy(date(2027, 4, 30)));
    expect(penaltyLink()).toBeNull();
  });

  it("says only that a suspended truck's return was due, and to file it, once the date has passed", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    await user.click(screen.getByLabelText(copy.suspended.label));
    expect(lines()).toEqual(
      // "Form 2290" in the first keeps its no-break space.
      [copy.result.suspended, said().period(2026), said().lateSuspended(date(2026, 8, 31))].map((line) =>
        shaped(line, "en"),
      ),
    );
    expect(penaltyLink()).toBeNull();
  });

  it.each(["ru", "bg"] as const)(
    "says the period, the due date that has passed and the penalty so far in %s",
    async (locale) => {
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      render(<Form2290Tax {...propsIn(locale)} />);
      await settle();
      await user.type(field(locale, "weight"), "80000");
      await user.selectOptions(field(locale, "month"), "9");
      expect(lines()).toContain(said(locale).period(2026));
      // November 26, 2026: one month after Monday, November 2.
      expect(lines()).toContain(said(locale).late(date(2026, 11, 2), 20.62, 4.5, 1));
      expect(penaltyLink(locale)).toHaveAttribute("href", "#form-2290-penalty");
    },
  );

  it.each([
    ["en", enForm2290],
    ["ru", ruForm2290],
    ["bg", bgForm2290],
  ] as const)("links to the heading of the penalty estimate's section on the %s page", async (locale, page) => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...propsIn(locale)} />);
    await settle();
    await user.type(field(locale, "weight"), "80000");
    // ContentSections names a tool's section by its tool: the page must have that section.
    expect(page.sections.some((section) => section.kind === "tool" && section.tool === "form-2290-penalty")).toBe(true);
    expect(penaltyLink(locale)?.getAttribute("href")).toBe("#form-2290-penalty");
  });

  it("says when no tax is due, for a light or a suspended truck", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "54999");
    expect(status()).toHaveTextContent(copy.result.notTaxable);
    await user.clear(weight());
    await user.type(weight(), "80000");
    await user.click(screen.getByLabelText(copy.suspended.label));
    expect(status()).toHaveTextContent(copy.result.suspended);
    expect(status()).not.toHaveTextContent("$");
  });

  it("marks its result busy while the weight is being typed, so a screen reader reads only the settled answer", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    expect(status()).not.toHaveAttribute("aria-busy");
    await user.type(weight(), "5");
    // On screen at once; the status region waits to be read until the visitor pauses.
    expect(status()).toHaveTextContent(copy.result.notTaxable);
    expect(status()).toHaveAttribute("aria-busy", "true");
    await act(() => vi.advanceTimersByTimeAsync(typingPauseMs - 100));
    await user.type(weight(), "5000");
    expect(status()).toHaveAttribute("aria-busy", "true");
    await act(() => vi.advanceTimersByTimeAsync(typingPauseMs));
    expect(status()).not.toHaveAttribute("aria-busy");
    expect(status()).toHaveTextContent("Category");
  });

  it("says so when its words cannot be fetched, keeps what was typed, and answers after the next change", async () => {
    site.offline = true;
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "8000");
    // The change asks again for the words; their failure arrives after the change.
    await settle();
    expect(status()).toHaveTextContent(copy.unavailable);
    expect(status()).not.toHaveTextContent("Category");
    site.offline = false;
    await user.type(weight(), "0");
    await settle();
    expect(weight()).toHaveValue("80000");
    expect(status()).toHaveTextContent("Category V");
    expect(status()).not.toHaveTextContent(copy.unavailable);
    // Once at the start, then again at each change while the words are missing.
    expect(new Set(vi.mocked(fetch).mock.calls.map(([url]) => url))).toEqual(new Set([form2290TaxAnswersPath]));
  });

  it("marks a weight it cannot read, and keeps it", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "eighty");
    expect(weight()).toHaveAttribute("aria-invalid", "true");
    expect(weight()).toHaveAccessibleDescription(expect.stringContaining(copy.errors["not-a-number"]));
    expect(weight()).toHaveValue("eighty");
    await user.clear(weight());
    await user.type(weight(), "80000");
    expect(weight()).not.toHaveAttribute("aria-invalid");
  });

  it("checks each VIN and says what is wrong", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    const vins = screen.getByLabelText(copy.vins.label);
    await user.type(vins, "1M8GDM9AXKP042788\n1M8GDM9A1KP042788\n1M8GDM9AXKP04278\n1M8GDM9AXKPO42788");
    const lines = within(document.getElementById(vins.getAttribute("aria-describedby")!.split(" ")[1]!)!).getAllByRole(
      "listitem",
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      "1M8GDM9AXKP042788: looks right.",
      "1M8GDM9A1KP042788: the 9th character is 1, but the others give X. One character is probably mistyped.",
      "1M8GDM9AXKP04278: 16 characters. A VIN has 17.",
      "1M8GDM9AXKPO42788: O at position 12. A VIN never uses I, O or Q: did you mean 1 or 0?",
    ]);
    expect(vins).toHaveAttribute("aria-invalid", "true");
  });

  it("leaves the truck, the tax and the VINs for the contact form", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    await user.type(screen.getByLabelText(copy.vins.label), "1M8GDM9AXKP042788");
    const send = screen.getByRole("link", { name: copy.send });
    expect(send).toHaveAttribute("href", "/contact");
    send.addEventListener("click", (event) => event.preventDefault());
    await user.click(send);
    expect(window.sessionStorage.getItem("contact-message")).toBe(
      [
        copy.handoff.greeting,
        "Truck: 80,000 lb, first used in July",
        "Category V",
        "Tax for a full year: $550.00",
        said().period(2026),
        "Tax for this period, first used in July: $550.00",
        said().late(date(2026, 8, 31), 74.25, 13.5, 3),
        "VINs:",
        "- 1M8GDM9AXKP042788: looks right.",
      ].join("\n"),
    );
  });

  it("starts the penalty estimate from the computed tax, which the visitor can still change", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Form2290Tax {...props} />
        <Form2290Penalty
          copy={form2290PenaltyParts(form2290PenaltyCopy).island}
          answerCopyUrl={form2290PenaltyAnswersPath}
          locale="en"
        />
      </>,
    );
    await settle();
    await user.type(weight(), "80000");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "10");
    const tax = screen.getByLabelText(form2290PenaltyCopy.tax);
    expect(tax).toHaveValue("412.50");
    await user.type(screen.getByLabelText(form2290PenaltyCopy.months), "2");
    // 4.5% a month of $412.50, for two months.
    expect(screen.getAllByRole("status")[1]).toHaveTextContent("Estimated late-filing penalty: $37.13");

    await user.clear(tax);
    await user.type(tax, "100");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "7");
    expect(tax).toHaveValue("100");
  });

  it("keeps what was typed before React ran", async () => {
    const container = prerendered(<Form2290Tax {...props} />);
    const field = within(container).getByLabelText(copy.weight.label) as HTMLInputElement;
    expect(field).toBeEnabled();
    field.value = "60000";
    (within(container).getByLabelText(copy.logging.label) as HTMLInputElement).checked = true;
    render(<Form2290Tax {...props} />, { container, hydrate: true });
    expect(field).toHaveValue("60000");
    expect(await within(container).findByText("Category F")).toBeInTheDocument();
    expect(within(container).getByText("Tax for a full year: $157.50")).toBeInTheDocument();
  });
});
