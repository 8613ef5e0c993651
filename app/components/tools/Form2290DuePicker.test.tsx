// @vitest-environment jsdom
import { readReferencePage } from "~/content/written-pages";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { formats } from "~/i18n/format";
import { localizePath, locales, type Locale } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import { shaped } from "~/i18n/shape-text.test-helpers";
import type { CalendarDate } from "~/lib/tools/dates";
import Form2290DuePicker from "./Form2290DuePicker";
import { penaltyEstimatePage } from "./penalty-handoff";
import { settle, wordsSite } from "./words-site.test-helpers";
import { contentFor } from "~/content";
import { form2290DueAnswersPath, form2290DueParts } from "~/content/tool-words";

const copy = contentFor("en").form2290Due;
const ruCopy = contentFor("ru").form2290Due;
const bgCopy = contentFor("bg").form2290Due;

// The picker and the penalty estimate it links to share a reference page (decision 0013).
const bgForm2290 = readReferencePage(penaltyEstimatePage, "bg");
const enForm2290 = readReferencePage(penaltyEstimatePage, "en");
const ruForm2290 = readReferencePage(penaltyEstimatePage, "ru");

const copies = { en: copy, ru: ruCopy, bg: bgCopy } as const;

const site = wordsSite(
  Object.fromEntries(locales.map((l) => [localizePath(form2290DueAnswersPath, l), form2290DueParts(copies[l]).answer])),
);
const picker = (locale: Locale = "en") => (
  <Form2290DuePicker
    copy={form2290DueParts(copies[locale]).island}
    answerCopyUrl={localizePath(form2290DueAnswersPath, locale)}
    locale={locale}
  />
);
const show = async (locale: Locale = "en") => {
  render(picker(locale));
  await settle();
};
const monthField = (locale: Locale = "en") => screen.getByRole("combobox", { name: copies[locale].month });
const yearField = (locale: Locale = "en") => screen.getByRole("combobox", { name: copies[locale].year });
const status = () => screen.getByRole("status");
const penaltyLink = (locale: Locale = "en") => screen.queryByRole("link", { name: copies[locale].penaltyLink });
const yearChoices = () => [...yearField().querySelectorAll("option")].map((option) => option.value);

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** What the picker says of a due date, ahead or passed, from each language's copy. */
const fileBy = (due: CalendarDate, locale: Locale = "en") =>
  sentence(`${copies[locale].fileBy} ${formats[locale].longDate(due)}`);
const wasDue = (due: CalendarDate, locale: Locale = "en") =>
  `${sentence(formatMessage(copies[locale].dueWas, { date: formats[locale].longDate(due) }, locale))} ${copies[locale].fileNow} ${copies[locale].penaltyLink}`;
/** Noon in Chicago on a day, as the office's clock reads it. */
const setToday = (iso: string) => vi.setSystemTime(new Date(`${iso}T18:00:00Z`));

beforeEach(() => {
  // Monday, November 23, 2026, noon in Chicago. Only Date is faked: React's and userEvent's timers run.
  vi.useFakeTimers({ toFake: ["Date"] });
  setToday("2026-11-23");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("Form2290DuePicker", () => {
  it("is used with the keyboard alone: a month gives its due date in the current tax period, and another year can be chosen", async () => {
    const user = userEvent.setup({ delay: null });
    await show();
    await user.tab();
    expect(monthField()).toHaveFocus();
    await user.selectOptions(monthField(), "4");
    // November 2026 is in the period July 2026 to June 2027, so April is April 2027: due by the end of
    // May, Monday the 31st, Memorial Day, so Tuesday, June 1.
    expect(yearField()).toHaveValue("2027");
    expect(status()).toHaveTextContent(fileBy(date(2027, 6, 1)));
    expect(penaltyLink()).toBeNull();
    await user.tab();
    expect(yearField()).toHaveFocus();
    // The previous period's years and the current one's.
    expect(yearChoices()).toEqual(["2025", "2026", "2027"]);
    await user.selectOptions(yearField(), "2026");
    // April 2026: due Monday, June 1, 2026, which has passed.
    expect(status()).toHaveTextContent(wasDue(date(2026, 6, 1)));
    await user.tab();
    expect(penaltyLink()).toHaveFocus();
  });

  it("defaults a month early in the year to the period's second year, so February chosen in November is next February", async () => {
    setToday("2026-11-28");
    const user = userEvent.setup({ delay: null });
    await show();
    await user.selectOptions(monthField(), "2");
    expect(yearField()).toHaveValue("2027");
    // February 2027: due by the end of March.
    expect(status()).toHaveTextContent(fileBy(date(2027, 3, 31)));
    // June, the period's last month, is June 2027: due by the end of July, a Saturday, so Monday, August 2.
    await user.selectOptions(monthField(), "6");
    expect(status()).toHaveTextContent(fileBy(date(2027, 8, 2)));
  });

  it.each([
    // October 31, 2026, the stated date, is a Saturday: the return is due Monday, November 2.
    ["2026-10-31", false],
    ["2026-11-01", false],
    ["2026-11-02", false],
    ["2026-11-03", true],
  ])("on %s, September 2026 is due Monday, November 2; passed: %s", async (today, passed) => {
    setToday(today);
    const user = userEvent.setup({ delay: null });
    await show();
    await user.selectOptions(monthField(), "9");
    expect(yearField()).toHaveValue("2026");
    const due = date(2026, 11, 2);
    expect(status()).toHaveTextContent(passed ? wasDue(due) : fileBy(due));
    if (passed) expect(penaltyLink()).toHaveAttribute("href", "#form-2290-penalty");
    else expect(penaltyLink()).toBeNull();
  });

  it("turns to the next tax period between June 30 and July 1", async () => {
    setToday("2027-06-30");
    const user = userEvent.setup({ delay: null });
    await show();
    await user.selectOptions(monthField(), "7");
    // The period July 2026 to June 2027: its July return was due August 31, 2026.
    expect(yearField()).toHaveValue("2026");
    expect(status()).toHaveTextContent(wasDue(date(2026, 8, 31)));
    cleanup();

    setToday("2027-07-01");
    await show();
    await user.selectOptions(monthField(), "7");
    // The period July 2027 to June 2028: due Tuesday, August 31, 2027.
    expect(yearField()).toHaveValue("2027");
    expect(yearChoices()).toEqual(["2026", "2027", "2028"]);
    expect(status()).toHaveTextContent(fileBy(date(2027, 8, 31)));
    expect(penaltyLink()).toBeNull();
  });

  it.each(["ru", "bg"] as const)(
    "says a due date has passed in %s, and links to the penalty estimate",
    async (locale) => {
      const user = userEvent.setup({ delay: null });
      await show(locale);
      await user.selectOptions(monthField(locale), "9");
      await user.selectOptions(yearField(locale), "2026");
      // Written as the copy has it, no-break spaces and all, and those its shaping adds ("Form 2290").
      expect(status().textContent).toBe(shaped(wasDue(date(2026, 11, 2), locale), locale));
      await user.selectOptions(monthField(locale), "12");
      expect(status().textContent).toBe(shaped(fileBy(date(2027, 2, 1), locale), locale));
    },
  );

  it.each([
    ["en", enForm2290],
    ["ru", ruForm2290],
    ["bg", bgForm2290],
  ] as const)("links to the heading of the penalty estimate's section on the %s page", async (locale, page) => {
    const user = userEvent.setup({ delay: null });
    await show(locale);
    await user.selectOptions(monthField(locale), "7");
    // ContentSections names a tool's section by its tool: the picker's page must have that section.
    const tools = page.sections.flatMap((section) => (section.kind === "tool" ? [section.tool] : []));
    expect(tools).toEqual(expect.arrayContaining(["form-2290-due-date", "form-2290-penalty"]));
    expect(penaltyLink(locale)?.getAttribute("href")).toBe("#form-2290-penalty");
  });

  it.each(["ru", "bg"] as const)(
    "starts each month in the %s list with a capital, as table cells and list items do",
    (locale) => {
      render(picker(locale));
      const months = [...(monthField(locale) as HTMLSelectElement).options]
        .slice(1)
        .map((option) => option.textContent ?? "");
      expect(months).toHaveLength(12);
      for (const month of months) expect(month).toMatch(/^\p{Lu}/u);
    },
  );

  const prerender = () => prerendered(picker());

  // That the empty year field is the size of the filled one is measured in a browser (tools.spec.ts); jsdom has no layout.
  it("pre-renders a live month field and a disabled year field with no year, since the build does not know today's date", () => {
    const container = prerender();
    const [month, year] = [...container.querySelectorAll("select")];
    expect(month).toBeEnabled();
    expect(month!.options).toHaveLength(13);
    expect(month!.options[4]).toHaveTextContent("April");
    expect(year).toBeDisabled();
    // No year, but an option with text: an empty option is invalid HTML (W3C checker).
    expect(year!.options).toHaveLength(1);
    expect(year!.options[0]!.value).toBe("");
    expect(year!.textContent).not.toMatch(/\d/);
    expect(year!.textContent?.trim()).not.toBe("");
    expect(container.querySelector('[role="status"]')).toHaveTextContent("");
  });

  it("keeps a month chosen before React ran, and answers it once hydrated, in the current tax period", async () => {
    const container = prerender();
    // What a visitor does before the island hydrates: the browser changes the DOM, React is not there.
    container.querySelector("select")!.value = "4";
    render(picker(), { container, hydrate: true });
    expect(monthField()).toHaveValue("4");
    expect(await screen.findByText(fileBy(date(2027, 6, 1)))).toBeInTheDocument();
    expect(yearField()).toBeEnabled();
    expect(yearField()).toHaveValue("2027");
  });

  it("carries only the fields' words; what it says of a date comes from its address", () => {
    const props = JSON.stringify(form2290DueParts(copy).island);
    for (const words of Object.values(form2290DueParts(copy).answer)) expect(props).not.toContain(words);
    expect(props).toContain(copy.legend);
  });

  it("says so when its words cannot be fetched, keeps the month, and answers after the next change", async () => {
    site.offline = true;
    const user = userEvent.setup({ delay: null });
    await show();
    expect(status()).toBeEmptyDOMElement();
    await user.selectOptions(monthField(), "4");
    // The change asks again for the words; their failure arrives after the change.
    await settle();
    expect(status()).toHaveTextContent(copy.unavailable);
    site.offline = false;
    await user.selectOptions(yearField(), "2026");
    await settle();
    expect(monthField()).toHaveValue("4");
    expect(status()).toHaveTextContent(wasDue(date(2026, 6, 1)));
    expect(status()).not.toHaveTextContent(copy.unavailable);
  });
});
