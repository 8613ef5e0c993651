// @vitest-environment jsdom
import { act, cleanup, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { dates } from "~/data/dates";
import type { Fees, Thresholds } from "~/data/schemas";
import { formats } from "~/i18n/format";
import { localizePath, locales, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import { shaped } from "~/i18n/shape-text.test-helpers";
import type { CalendarDate } from "~/lib/tools/dates";
import { latePenalty } from "~/lib/tools/form2290";
import { form2290Tax } from "~/lib/tools/form2290-tax";
import { typingPauseMs } from "~/lib/use-typing";
import Form2290Penalty from "./Form2290Penalty";
import Form2290Tax from "./Form2290Tax";
import { settle, wordsSite } from "./words-site.test-helpers";
import { penaltyEstimatePage } from "./penalty-handoff";
import { readReferencePage } from "~/content/written-pages";
import { contentFor } from "~/content";
import {
  form2290PenaltyAnswersPath,
  form2290PenaltyParts,
  form2290TaxAnswersPath,
  form2290TaxParts,
} from "~/content/tool-words";

/*
 * Made-up rates and weights in place of the published ones (app/data/fees.json form2290Tax,
 * thresholds.json form2290), so the office can change a rate without breaking this test. Figures
 * that differ from the live ones show that every amount below comes from the data, none from a copy.
 */
const fixture = vi.hoisted(() => ({
  tax: {
    atThreshold: 110,
    perStep: 23,
    maximum: 620,
    loggingReductionPercent: 20,
    source: "Test fixture",
    checked: "2025-03-14",
  },
  weights: {
    atLeastLb: 60_000,
    stepLb: 1_500,
    maximumOverLb: 90_000,
    suspendedMiles: 4_000,
    suspendedAgriculturalMiles: 6_000,
    eFileAtLeastVehicles: 10,
    source: "Test fixture",
    checked: "2025-03-14",
  },
}));

// Each fixture goes through the file's schema, so it stays a table the office could publish.
vi.mock("~/data/fees.json", async (importOriginal) => {
  const { feesSchema } = await import("~/data/schemas");
  const live = (await importOriginal<{ default: Fees }>()).default;
  return { default: feesSchema.parse({ ...live, form2290Tax: fixture.tax }) };
});
vi.mock("~/data/thresholds.json", async (importOriginal) => {
  const { thresholdsSchema } = await import("~/data/schemas");
  const live = (await importOriginal<{ default: Thresholds }>()).default;
  return { default: thresholdsSchema.parse({ ...live, form2290: fixture.weights }) };
});

/*
 * Worked examples, figured by hand from the fixture and checked against the rules module
 * (app/lib/tools/form2290-tax.ts, form2290.ts). Category A is 60,000 lb, each letter 1,500 lb more
 * (B 60,001-61,500 ... F 66,001-67,500), V over 90,000 lb. A year's tax is $110 + $23 a letter
 * after A (B $133, F $225), V $620; a later first use pays its months to June over 12, to the
 * nearest cent; a logging truck pays 80% of that, part of a cent dropped. Late filing costs 4.5%
 * a month or part of one, at most 5 months (a rule in form2290.ts, not a figure of the data).
 *
 * The tax year stays live: the island also starts its period in July in code (form2290.ts,
 * Form2290Tax.tsx), so a made-up one would only break it. The period lines read its months from
 * dates.json; a due date is the rule's, the last day of the month after first use, moved off a
 * weekend or a holiday.
 */
const taxed = (weightLb: number, firstUseMonth: number, logging = false) =>
  form2290Tax({ weightLb, firstUseMonth, logging, suspended: false, agricultural: false });
const penalty = (tax: number, monthsLate: number) => {
  const result = latePenalty(tax, monthsLate);
  return result.ok ? result.value.penalty : null;
};
const { taxYearStart, taxYearEnd, annualDue } = dates.form2290;
/** The period's first month: a truck in use from it pays the whole year. */
const fullYear = taxYearStart.month;

const copy = contentFor("en").form2290Tax;
const ruCopy = contentFor("ru").form2290Tax;
const bgCopy = contentFor("bg").form2290Tax;
const form2290PenaltyCopy = contentFor("en").form2290Penalty;

const estimatePages = Object.fromEntries(locales.map((l) => [l, readReferencePage(penaltyEstimatePage, l)]));

const weight = () => screen.getByLabelText(copy.weight.label) as HTMLInputElement;
const status = () => screen.getByRole("status");
/** The result's lines, each as written, no-break spaces and all. */
const lines = () => [...status().querySelectorAll("p")].map((p) => p.textContent);

const copies = { en: copy, ru: ruCopy, bg: bgCopy } as const;
const answersPath = (locale: Locale) => localizePath(form2290TaxAnswersPath, locale);

const site = wordsSite({
  ...Object.fromEntries(locales.map((l) => [answersPath(l), form2290TaxParts(copies[l]).answer])),
  [form2290PenaltyAnswersPath]: form2290PenaltyParts(form2290PenaltyCopy).answer,
});
const propsIn = (locale: Locale) => ({
  copy: form2290TaxParts(copies[locale]).island,
  answerCopyUrl: answersPath(locale),
  penaltyEstimatePage: localizePath(penaltyEstimatePage, locale),
  locale,
});
const props = propsIn("en");

/** The lines the calculator writes, from each language's copy. */
const said = (locale: Locale = "en") => {
  const f = formats[locale];
  const result = copies[locale].result;
  const dueWas = (due: CalendarDate) => sentence(formatMessage(result.dueWas, { date: f.longDate(due) }, locale));
  return {
    category: (category: string) => formatMessage(result.category, { category }, locale),
    annual: (amount: number) => formatMessage(result.annual, { amount: f.usdCents(amount) }, locale),
    tax: (month: number, amount: number) =>
      formatMessage(result.period, { month: f.monthName(month), amount: f.usdCents(amount) }, locale),
    period: (startYear: number) =>
      formatMessage(
        result.taxPeriod,
        { start: f.monthYear(startYear, taxYearStart.month), end: f.monthYear(startYear + 1, taxYearEnd.month) },
        locale,
      ),
    fileBy: (due: CalendarDate) => sentence(formatMessage(result.fileBy, { date: f.longDate(due) }, locale)),
    /** Past due for a truck that owes tax: the penalty so far, `rate` in percent for `months` months. */
    late: (due: CalendarDate, amount: number, rate: number, months: number, capped = false) =>
      `${dueWas(due)} ${formatMessage(result.penaltySoFar, { amount: f.usdCents(amount), rate: f.percent(rate), months, capped: capped ? "yes" : "no" }, locale)}`,
    lateSuspended: (due: CalendarDate) => `${dueWas(due)} ${result.fileNow}`,
  };
};
const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** The return of a truck in use all period, due on the yearly date (a weekday in 2026 and 2027). */
const annualReturnDue = (year: number): CalendarDate => ({ year, ...annualDue });
/** Noon in Chicago on a day, as the office's clock reads it. */
const noonOn = (iso: string) => new Date(`${iso}T18:00:00Z`);
/** A field by its label in a language, which may hold no-break spaces that the label query would collapse. */
const field = (locale: Locale, name: "weight" | "month") =>
  screen.getByLabelText(copies[locale][name].label, {
    normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
  });
const penaltyLink = (locale: Locale = "en") => screen.queryByRole("link", { name: copies[locale].result.penaltyLink });
/** Where the link to the estimate leads: its section on the reference page, with the tax and the months late. */
const estimateHref = (tax: string, months: number, locale: Locale = "en") =>
  `${localizePath(penaltyEstimatePage, locale)}?tax=${tax}&months=${months}#form-2290-penalty`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-26T16:00:00Z") });
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Form2290Tax", () => {
  // V: $620 a year; from January, 6 months, $310; three months late, 13.5% of $620 is $83.70.
  // B (61,200 lb) from November, 8 months: $88.666..., $88.67; logging 80% is $70.936, $70.93.
  it("gives the category, the full-year tax, the current period, this period's tax to the cent and the due date", async () => {
    expect(taxed(95_000, fullYear)).toMatchObject({ category: "V", annualCents: 62_000, taxCents: 62_000 });
    expect(taxed(95_000, 1)).toMatchObject({ taxCents: 31_000 });
    expect(taxed(61_200, 11, true)).toMatchObject({ category: "B", taxCents: 7_093 });
    expect(penalty(620, 3)).toBe(83.7);
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "95000");
    // November 26, 2026: the period that started in 2026, whose return for the whole year is past due.
    expect(lines()).toEqual([
      said().category("V"),
      said().annual(620),
      said().period(2026),
      said().tax(fullYear, 620),
      // Three months late (to Sep 30, Oct 31, Nov 30).
      said().late(annualReturnDue(2026), 83.7, 13.5, 3),
      copy.result.penaltyLink,
    ]);
    expect(penaltyLink()).toHaveAttribute("href", estimateHref("620.00", 3));

    await user.selectOptions(screen.getByLabelText(copy.month.label), "1");
    expect(lines()).toContain(said().tax(1, 310));
    // First used in January 2027, in the period that runs to June 2027: due by the end of February,
    // a Sunday, so Monday, March 1.
    expect(lines()).toContain(said().fileBy(date(2027, 3, 1)));
    expect(lines()).toContain(said().period(2026));
    expect(penaltyLink()).toBeNull();

    await user.clear(weight());
    await user.type(weight(), "61,200 lb");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "11");
    await user.click(screen.getByLabelText(copy.logging.label));
    expect(lines()).toContain(said().category("B"));
    // Rounding instead of dropping the part of a cent would give $70.94.
    expect(lines()).toContain(said().tax(11, 70.93));
  });

  it.each([
    // October 31, 2026, the stated date, is a Saturday: the return is due Monday, November 2.
    ["2026-10-31", null],
    ["2026-11-01", null],
    ["2026-11-02", null],
    // The day after: one month late (a part of a month counts), 4.5% of $516.67 is $23.25015.
    ["2026-11-03", 23.25],
  ])(
    "on %s, a truck first used in September 2026 files by Monday, November 2, or is late with the penalty so far",
    async (today, penaltySoFar) => {
      // September to June, 10 months of $620: $516.666..., $516.67.
      expect(taxed(95_000, 9)).toMatchObject({ taxCents: 51_667 });
      if (penaltySoFar !== null) expect(penalty(516.67, 1)).toBe(penaltySoFar);
      vi.setSystemTime(noonOn(today));
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      render(<Form2290Tax {...props} />);
      await settle();
      await user.type(weight(), "95000");
      await user.selectOptions(screen.getByLabelText(copy.month.label), "9");
      expect(lines()).toContain(said().tax(9, 516.67));
      const due = date(2026, 11, 2);
      expect(lines()).toContain(penaltySoFar === null ? said().fileBy(due) : said().late(due, penaltySoFar, 4.5, 1));
      if (penaltySoFar === null) expect(penaltyLink()).toBeNull();
      else expect(penaltyLink()).toHaveAttribute("href", estimateHref("516.67", 1));
    },
  );

  it("turns to the next period between June 30 and July 1", async () => {
    // Ten months late: the penalty stops at 5 months, 22.5% of $620 is $139.50.
    expect(penalty(620, 10)).toBe(139.5);
    vi.setSystemTime(noonOn("2027-06-30"));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "95000");
    expect(lines()).toContain(said().period(2026));
    expect(lines()).toContain(said().late(annualReturnDue(2026), 139.5, 22.5, 5, true));
    cleanup();

    vi.setSystemTime(noonOn("2027-07-01"));
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "95000");
    expect(lines()).toContain(said().period(2027));
    expect(lines()).toContain(said().fileBy(annualReturnDue(2027)));
    expect(penaltyLink()).toBeNull();
  });

  it("gives a first use later in the period a due date still ahead", async () => {
    vi.setSystemTime(noonOn("2026-11-28"));
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "95000");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "3");
    // March 2027: due by the end of April, a Friday.
    expect(lines()).toContain(said().fileBy(date(2027, 4, 30)));
    expect(penaltyLink()).toBeNull();
  });

  it("says only that a suspended truck's return was due, and to file it, once the date has passed", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "95000");
    await user.click(screen.getByLabelText(copy.suspended.label));
    expect(lines()).toEqual(
      // "Form 2290" in the first keeps its no-break space.
      [copy.result.suspended, said().period(2026), said().lateSuspended(annualReturnDue(2026))].map((line) =>
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
      await user.type(field(locale, "weight"), "95000");
      await user.selectOptions(field(locale, "month"), "9");
      expect(lines()).toContain(said(locale).period(2026));
      // November 26, 2026: one month after Monday, November 2; 4.5% of $516.67, as worked above.
      expect(lines()).toContain(said(locale).late(date(2026, 11, 2), 23.25, 4.5, 1));
      expect(penaltyLink(locale)).toHaveAttribute("href", estimateHref("516.67", 1, locale));
    },
  );

  it.each(locales)("links to the estimate's section on the %s reference page", async (locale) => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...propsIn(locale)} />);
    await settle();
    await user.type(field(locale, "weight"), "95000");
    // ContentSections names a tool's section by its tool: the page must have that section.
    const sections = estimatePages[locale]!.sections;
    expect(sections.some((section) => section.kind === "tool" && section.tool === "form-2290-penalty")).toBe(true);
    expect(penaltyLink(locale)?.getAttribute("href")).toBe(estimateHref("620.00", 3, locale));
  });

  it("says when no tax is due, for a light or a suspended truck", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    // A pound under category A's 60,000 lb, then A itself at $110.
    await user.type(weight(), "59999");
    expect(lines()).toEqual([shaped(copy.result.notTaxable, "en")]);
    await user.clear(weight());
    await user.type(weight(), "60000");
    expect(lines().slice(0, 2)).toEqual([said().category("A"), said().annual(110)]);
    await user.clear(weight());
    await user.type(weight(), "95000");
    await user.click(screen.getByLabelText(copy.suspended.label));
    expect(status()).toHaveTextContent(copy.result.suspended);
    expect(status()).not.toHaveTextContent("$");
  });

  it("marks its result busy while the weight is being typed, so a screen reader reads only the settled answer", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    expect(status()).not.toHaveAttribute("aria-busy");
    await user.type(weight(), "6");
    // On screen at once; the status region waits to be read until the visitor pauses.
    expect(status()).toHaveTextContent(copy.result.notTaxable);
    expect(status()).toHaveAttribute("aria-busy", "true");
    await act(() => vi.advanceTimersByTimeAsync(typingPauseMs - 100));
    await user.type(weight(), "5000");
    expect(status()).toHaveAttribute("aria-busy", "true");
    await act(() => vi.advanceTimersByTimeAsync(typingPauseMs));
    expect(status()).not.toHaveAttribute("aria-busy");
    // 65,000 lb: 5,000 lb over A, four steps of 1,500 lb or part of one.
    expect(lines()).toContain(said().category("E"));
  });

  it("says so when its words cannot be fetched, keeps what was typed, and answers after the next change", async () => {
    site.offline = true;
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "9500");
    // The change asks again for the words; their failure arrives after the change.
    await settle();
    expect(lines()).toEqual([copy.unavailable]);
    site.offline = false;
    await user.type(weight(), "0");
    await settle();
    expect(weight()).toHaveValue("95000");
    expect(lines()).toContain(said().category("V"));
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
    await user.type(weight(), "95000");
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
    await user.type(weight(), "95000");
    await user.type(screen.getByLabelText(copy.vins.label), "1M8GDM9AXKP042788");
    const send = screen.getByRole("link", { name: copy.send });
    expect(send).toHaveAttribute("href", "/contact");
    send.addEventListener("click", (event) => event.preventDefault());
    await user.click(send);
    expect(window.sessionStorage.getItem("contact-message")).toBe(
      [
        copy.handoff.greeting,
        formatMessage(
          copy.handoff.truck,
          { weight: formats.en.lb(95_000), month: formats.en.monthName(fullYear) },
          "en",
        ),
        // As worked in the first test.
        said().category("V"),
        said().annual(620),
        said().period(2026),
        said().tax(fullYear, 620),
        said().late(annualReturnDue(2026), 83.7, 13.5, 3),
        "VINs:",
        "- 1M8GDM9AXKP042788: looks right.",
      ].join("\n"),
    );
  });

  // A truck on the road all year: on November 26, 2026 its return, due August 31, is three months
  // late, so the link carries the year's tax and 3.
  it("starts the penalty estimate on its page from the computed tax, which the visitor can still change", async () => {
    const computed = taxed(95_000, fullYear);
    if (computed.kind !== "taxable") throw new Error("95,000 lb is taxable");
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "95000");
    const href = penaltyLink()!.getAttribute("href")!;
    cleanup();

    window.history.pushState(null, "", href);
    try {
      render(
        <Form2290Penalty
          copy={form2290PenaltyParts(form2290PenaltyCopy).island}
          answerCopyUrl={form2290PenaltyAnswersPath}
          locale="en"
        />,
      );
      await settle();
      const tax = screen.getByLabelText(form2290PenaltyCopy.tax);
      expect(tax).toHaveValue((computed.taxCents / 100).toFixed(2));
      expect(screen.getByLabelText(form2290PenaltyCopy.months)).toHaveValue("3");
      expect(screen.getByRole("status")).toHaveTextContent(
        `${form2290PenaltyCopy.estimate} ${formats.en.usdCents(penalty(computed.taxCents / 100, 3)!)}`,
      );
      await user.clear(tax);
      await user.type(tax, "100");
      expect(tax).toHaveValue("100");
      expect(screen.getByRole("status")).toHaveTextContent(
        `${form2290PenaltyCopy.estimate} ${formats.en.usdCents(penalty(100, 3)!)}`,
      );
    } finally {
      window.history.pushState(null, "", "/");
    }
  });

  // F (67,000 lb): $110 + 5 x $23 = $225 a year; logging 80% is $180.00.
  it("keeps what was typed before React ran", async () => {
    expect(taxed(67_000, fullYear, true)).toMatchObject({ category: "F", annualCents: 18_000 });
    const container = prerendered(<Form2290Tax {...props} />);
    const field = within(container).getByLabelText(copy.weight.label) as HTMLInputElement;
    expect(field).toBeEnabled();
    field.value = "67000";
    (within(container).getByLabelText(copy.logging.label) as HTMLInputElement).checked = true;
    render(<Form2290Tax {...props} />, { container, hydrate: true });
    expect(field).toHaveValue("67000");
    expect(await within(container).findByText(said().category("F"))).toBeInTheDocument();
    expect(within(container).getByText(said().annual(180))).toBeInTheDocument();
  });
});
