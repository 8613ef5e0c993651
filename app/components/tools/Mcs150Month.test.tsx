// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { fees } from "~/data/fees";
import { localizePath, locales } from "~/i18n/locales";
import { formats } from "~/i18n/format";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import type { CalendarDate } from "~/lib/tools/dates";
import { EARLY_FILING_MONTHS } from "~/lib/tools/mcs150";
import Mcs150Month from "./Mcs150Month";
import { settle, wordsSite } from "./words-site.test-helpers";
import { contentFor } from "~/content";
import { mcs150AnswersPath, mcs150Parts } from "~/content/tool-words";

const copy = contentFor("en").mcs150Month;
const ruCopy = contentFor("ru").mcs150Month;
const bgCopy = contentFor("bg").mcs150Month;

const copies = { en: copy, ru: ruCopy, bg: bgCopy } as const;
type Language = keyof typeof copies;

const site = wordsSite(
  Object.fromEntries(locales.map((l) => [localizePath(mcs150AnswersPath, l), mcs150Parts(copies[l]).answer])),
);

const island = (locale: Language) => (
  <Mcs150Month
    copy={mcs150Parts(copies[locale]).island}
    answerCopyUrl={localizePath(mcs150AnswersPath, locale)}
    locale={locale}
  />
);

async function renderTool(locale: Language = "en") {
  const rendered = render(island(locale));
  await settle();
  return rendered;
}

const field = () => screen.getByRole("textbox", { name: copy.label });
const status = () => screen.getByRole("status");

/** The clock at noon in Chicago (CST; 1 pm in summer time) on an ISO date. */
const setToday = (iso: string) => vi.setSystemTime(new Date(`${iso}T18:00:00Z`));

const on = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
};

/** Each paragraph of the answer as the island should write it, from the language's copy. */
const says = {
  overdue: (date: string, locale: Language = "en") =>
    `${sentence(formatMessage(copies[locale].overdue, { date: formats[locale].longDate(on(date)) }, locale))} ${copies[locale].overdueAction}`,
  due: (date: string, locale: Language = "en") =>
    sentence(formatMessage(copies[locale].due, { date: formats[locale].longDate(on(date)) }, locale)),
  windowOpen: (locale: Language = "en") =>
    formatMessage(copies[locale].windowOpen, { months: EARLY_FILING_MONTHS }, locale),
  windowOpens: (date: string, locale: Language = "en") =>
    `${sentence(formatMessage(copies[locale].windowOpens, { date: formats[locale].date(on(date)) }, locale))} ${copies[locale].anyTime}`,
};

/** The answer's paragraphs, in order, with their no-break spaces. */
const paragraphs = () => Array.from(status().querySelectorAll("p"), (p) => p.textContent);

/** The contact form's opening message, from the language's copy: the intro, then one line each. */
const handoff = (
  locale: Language,
  lines: readonly (readonly [keyof (typeof copy)["handoff"], Record<string, string>])[],
) =>
  `${copies[locale].handoff.intro}\n\n${lines.map(([key, values]) => formatMessage(copies[locale].handoff[key], values, locale)).join("\n")}`;

async function clickSend(locale: Language = "en") {
  const user = userEvent.setup({ delay: null });
  const send = screen.getByRole("link", { name: copies[locale].send });
  // jsdom cannot load another page; the hand-off is written before the browser would leave.
  send.addEventListener("click", (e) => e.preventDefault());
  await user.click(send);
  return window.sessionStorage.getItem("contact-message");
}

beforeEach(() => {
  // Monday, November 23, 2026, noon in Chicago. Only Date is faked: React's and userEvent's timers run.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T18:00:00Z"));
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Mcs150Month", () => {
  it("carries only the field's words; the answer's words come from its address", () => {
    const props = mcs150Parts(copy).island;
    expect(Object.keys(props).sort()).toEqual(["free", "hint", "label", "unavailable"]);
    expect(JSON.stringify(props)).not.toContain(copy.schedule);
    expect(JSON.stringify(props)).not.toContain(copy.errors["not-digits"]);
  });

  it("says so when its words cannot be fetched, keeps what was typed, and answers after the next change", async () => {
    site.offline = true;
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.type(field(), "123457");
    // The change asks again for the words; their failure arrives after it.
    await settle();
    expect(status()).toHaveTextContent(copy.unavailable);
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();
    site.offline = false;
    await user.type(field(), "9");
    await settle();
    expect(field()).toHaveValue("1234579");
    expect(status()).toHaveTextContent(says.due("2027-09-30"));
    expect(status()).not.toHaveTextContent(copy.unavailable);
    expect(vi.mocked(fetch).mock.calls.every(([url]) => url === mcs150AnswersPath)).toBe(true);
  });

  it("is used with the keyboard alone: a number gives its month, year and due date", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard("1234579");

    // Ends in 9: September; 7 is odd: odd years, so September 30, 2027, and the window is open.
    expect(status()).toHaveTextContent("Your next MCS-150 update is due by Thursday, September 30, 2027.");
    expect(status()).toHaveTextContent("Your month is September, in odd-numbered years.");
    expect(status()).toHaveTextContent("You can file it now: an update in the 12 months before the due date counts.");
    expect(field()).not.toHaveAttribute("aria-invalid");
  });

  it("once this year's date has passed: says first that it was due, then the date two years on and when updates count for it", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    // 6 is even: September 30, 2026 has passed, so September 30, 2028; updates count for it from October 1, 2027.
    await user.type(field(), "1234569");
    expect(paragraphs()).toEqual([
      says.overdue("2026-09-30"),
      says.due("2028-09-30"),
      "Your month is September, in even-numbered years.",
      says.windowOpens("2027-10-01"),
    ]);
  });

  it("tells a carrier four weeks past its due date that it has passed (review finding H2)", async () => {
    setToday("2026-11-28");
    const user = userEvent.setup({ delay: null });
    await renderTool();
    // 3000020: October, even years. October 31, 2026 was due; the next is October 31, 2028.
    await user.type(field(), "3000020");
    expect(paragraphs()[0]).toBe(says.overdue("2026-10-31"));
    expect(paragraphs()[1]).toBe(says.due("2028-10-31"));
    expect(paragraphs()[3]).toBe(says.windowOpens("2027-11-01"));
  });

  it.each([
    // The day before, on and after an October due date (3000020: October, even years).
    ["3000020", "2026-10-30", null, "2026-10-31"],
    ["3000020", "2026-10-31", null, "2026-10-31"],
    ["3000020", "2026-11-01", "2026-10-31", "2028-10-31"],
    // The last day of the 12 months after it, and the day the next date's window opens.
    ["3000020", "2027-10-31", "2026-10-31", "2028-10-31"],
    ["3000020", "2027-11-01", null, "2028-10-31"],
    // A January date over the turn of the year (3000021: January, even years).
    ["3000021", "2026-01-31", null, "2026-01-31"],
    ["3000021", "2026-02-01", "2026-01-31", "2028-01-31"],
    ["3000021", "2026-12-31", "2026-01-31", "2028-01-31"],
    ["3000021", "2027-01-01", "2026-01-31", "2028-01-31"],
    ["3000021", "2027-01-31", "2026-01-31", "2028-01-31"],
    ["3000021", "2027-02-01", null, "2028-01-31"],
  ] as const)("%s on %s: overdue %s, next due %s", async (usdot, today, overdue, deadline) => {
    setToday(today);
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.type(field(), usdot);
    if (overdue) {
      expect(paragraphs()[0]).toBe(says.overdue(overdue));
      expect(paragraphs()[1]).toBe(says.due(deadline));
      expect(status().textContent).not.toContain(says.windowOpen());
    } else {
      expect(paragraphs()[0]).toBe(says.due(deadline));
      expect(status().textContent).not.toContain(copy.overdueAction);
      expect(status().textContent).toContain(says.windowOpen());
    }
  });

  it("counts today in the office's time zone", async () => {
    // 11 pm on September 30 in Chicago is already October 1 in UTC: a number due that day is due today.
    vi.setSystemTime(new Date("2026-10-01T04:00:00Z"));
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.type(field(), "1269");
    expect(status()).toHaveTextContent("due by Wednesday, September 30, 2026.");
    expect(status()).toHaveTextContent("You can file it now");
  });

  it("gives a one-digit number its month and asks the visitor to ask which year", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.type(field(), "7");
    expect(status()).toHaveTextContent(
      "Your month is July. A one-digit number does not show which years you file in: ask us which year.",
    );
    expect(status()).not.toHaveTextContent("due by");
  });

  it.each([
    ["12a45", "not-digits"],
    ["1 234", "not-digits"],
    ["123456789", "too-long"],
    ["0", "zero"],
    ["000", "zero"],
  ] as const)("says what is wrong with %s, and keeps it", async (typed, error) => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.type(field(), typed);
    expect(field()).toHaveValue(typed);
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(copy.errors[error]));
    expect(status()).toHaveTextContent("");
  });

  it("marks the field invalid only while it is, and asks for a number only once the visitor has typed and left it", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.tab();
    await user.tab();
    expect(field()).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(copy.errors.empty)).toBeNull();

    await user.type(field(), "12x");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    await user.keyboard("{Backspace}");
    expect(field()).not.toHaveAttribute("aria-invalid");
    expect(field()).not.toHaveAccessibleDescription(expect.stringContaining(copy.errors["not-digits"]));
    expect(status()).toHaveTextContent("Your month is February");

    await user.clear(field());
    expect(field()).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.empty));
    await user.type(field(), "55");
    expect(field()).not.toHaveAttribute("aria-invalid");
    expect(field()).not.toHaveAccessibleDescription(expect.stringContaining(copy.errors.empty));
  });

  it("always says the update is free at FMCSA and warns about letters asking for a fee", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    expect(screen.getByText(copy.free)).toBeInTheDocument();
    expect(copy.free).toContain(formats.en.usd(fees.usdot.fmcsaFee));
    await user.type(field(), "1234579");
    expect(screen.getByText(copy.free)).toBeInTheDocument();
  });

  it("leaves the number and the answer for the contact form, and links to it", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();
    await user.type(field(), "01234579");
    expect(screen.getByRole("link", { name: copy.send })).toHaveAttribute("href", "/contact");
    // In the window: no passed date; the next due date and the first day updates count for it.
    expect(await clickSend()).toBe(
      handoff("en", [
        ["usdot", { usdot: "1234579" }],
        ["due", { date: formats.en.longDate(on("2027-09-30")) }],
        ["countsFrom", { date: formats.en.date(on("2026-10-01")) }],
      ]),
    );
    expect(field()).toHaveValue("01234579");
  });

  it.each(["en", "ru", "bg"] as const)("hands off the passed due date before the next one (%s)", async (locale) => {
    setToday("2026-11-28");
    const user = userEvent.setup({ delay: null });
    await renderTool(locale);
    await user.type(screen.getByRole("textbox", { name: copies[locale].label }), "3000020");
    const f = formats[locale];
    const message = await clickSend(locale);
    expect(message).toBe(
      handoff(locale, [
        ["usdot", { usdot: "3000020" }],
        ["overdue", { date: f.longDate(on("2026-10-31")) }],
        ["due", { date: f.longDate(on("2028-10-31")) }],
        ["countsFrom", { date: f.date(on("2027-11-01")) }],
      ]),
    );
    expect(message).not.toContain("Can be filed from");
  });

  it("hands off a one-digit number with its month and the year to confirm", async () => {
    const user = userEvent.setup({ delay: null });
    await renderTool();
    await user.type(field(), "7");
    const send = screen.getByRole("link", { name: copy.send });
    send.addEventListener("click", (e) => e.preventDefault());
    await user.click(send);
    expect(window.sessionStorage.getItem("contact-message")).toBe(
      "Please help me with my MCS-150 biennial update.\n\nUSDOT number: 7\nMonth: July (the year is to be confirmed)",
    );
  });

  it("answers in Russian and Bulgarian, with their dates, and links to the contact page in the language", async () => {
    const user = userEvent.setup({ delay: null });
    const ru = await renderTool("ru");
    await user.type(screen.getByRole("textbox", { name: ruCopy.label }), "1234569");
    expect(status().textContent).toContain(
      "Срок следующего обновления MCS-150: суббота, 30\u00a0сентября 2028\u00a0г.",
    );
    expect(status().textContent).not.toContain("г..");
    expect(status().textContent).toContain("Ваш месяц\u00a0— сентябрь, годы\u00a0— чётные.");
    // September 30, 2026 has passed: said first.
    expect(paragraphs()[0]).toBe(says.overdue("2026-09-30", "ru"));
    expect(paragraphs()[0]).toContain(
      "Предыдущий срок обновления MCS-150 уже прошёл: среда, 30\u00a0сентября 2026\u00a0г. Если",
    );
    expect(status().textContent).toContain(says.windowOpens("2027-10-01", "ru"));
    expect(status().textContent).toContain("поданное не ранее 1\u00a0октября 2027\u00a0г. Обновить");
    expect(screen.getByRole("link", { name: ruCopy.send })).toHaveAttribute("href", "/ru/contact");
    ru.unmount();

    await renderTool("bg");
    const bgField = screen.getByRole("textbox", { name: bgCopy.label });
    await user.type(bgField, "1234579");
    expect(status().textContent).toContain(
      "Срокът за следващата ви актуализация на MCS-150 е четвъртък, 30\u00a0септември 2027\u00a0г.",
    );
    expect(status().textContent).toContain(
      "Можете да я подадете още сега: зачита се актуализация, подадена през последните 12\u00a0месеца преди срока.",
    );
    expect(status().textContent).toContain(says.windowOpen("bg"));
    expect(status().textContent).not.toContain(bgCopy.overdueAction);
    expect(screen.getByRole("link", { name: bgCopy.send })).toHaveAttribute("href", "/bg/contact");
    await user.clear(bgField);
    await user.type(bgField, "1234569");
    expect(paragraphs()[0]).toBe(says.overdue("2026-09-30", "bg"));
    expect(paragraphs()[0]).toContain("беше сряда, 30\u00a0септември 2026\u00a0г. Ако");
    expect(status().textContent).toContain(says.windowOpens("2027-10-01", "bg"));
    expect(status().textContent).not.toContain("г..");
    await user.clear(bgField);
    await user.type(bgField, "12-3");
    expect(bgField).toHaveAccessibleDescription(expect.stringContaining(bgCopy.errors["not-digits"]));
  });
});

describe("Mcs150Month before hydration", () => {
  const prerender = () => prerendered(island("en"));
  afterEach(() => document.body.replaceChildren());

  it("pre-renders a live field and no answer, since the build does not know today's date", () => {
    const container = prerender();
    const input = container.querySelector("input");
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(container.querySelector("label")).toHaveTextContent(copy.label);
    expect(container.querySelector('[role="status"]')).toHaveTextContent("");
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain(copy.free);
  });

  it("keeps a number typed before React ran, and answers it once hydrated", async () => {
    const container = prerender();
    // What a visitor does before the island hydrates: the browser changes the DOM, React is not there.
    (container.querySelector("input") as HTMLInputElement).value = "1234579";
    render(island("en"), { container, hydrate: true });
    expect(screen.getByRole("textbox", { name: copy.label })).toHaveValue("1234579");
    expect(
      await screen.findByText("Your next MCS-150 update is due by Thursday, September 30, 2027."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.send })).toBeInTheDocument();
  });
});
