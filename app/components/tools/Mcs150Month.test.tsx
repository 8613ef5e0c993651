// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { mcs150MonthCopy as bgCopy } from "~/content/bg/tools/mcs150-month";
import { mcs150MonthCopy as copy } from "~/content/en/tools/mcs150-month";
import { mcs150MonthCopy as ruCopy } from "~/content/ru/tools/mcs150-month";
import Mcs150Month from "./Mcs150Month";

const copies = { en: copy, ru: ruCopy, bg: bgCopy } as const;

function renderTool(locale: "en" | "ru" | "bg" = "en") {
  return render(<Mcs150Month copy={copies[locale]} locale={locale} />);
}

const field = () => screen.getByRole("textbox", { name: copy.label });
const status = () => screen.getByRole("status");

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
  it("is used with the keyboard alone: a number gives its month, year and due date", async () => {
    const user = userEvent.setup({ delay: null });
    renderTool();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard("1234579");

    // Ends in 9: September; 7 is odd: odd years, so September 30, 2027, and the window is open.
    expect(status()).toHaveTextContent("Your next MCS-150 update is due by Thursday, September 30, 2027.");
    expect(status()).toHaveTextContent("Your month is September, in odd-numbered years.");
    expect(status()).toHaveTextContent("You can file it now: an update in the 12 months before the due date counts.");
    expect(field()).not.toHaveAttribute("aria-invalid");
  });

  it("says when the early window opens, and moves two years on once this year's date has passed", async () => {
    const user = userEvent.setup({ delay: null });
    renderTool();
    // 6 is even: September 2026 has passed, so September 30, 2028; updates count from October 1, 2027.
    await user.type(field(), "1234569");
    expect(status()).toHaveTextContent("Your next MCS-150 update is due by Saturday, September 30, 2028.");
    expect(status()).toHaveTextContent("Your month is September, in even-numbered years.");
    expect(status()).toHaveTextContent("You can file it from Oct 1, 2027: an update in the 12 months before the due date counts.");
  });

  it("counts today in the office's time zone", async () => {
    // 11 pm on September 30 in Chicago is already October 1 in UTC: a number due that day is due today.
    vi.setSystemTime(new Date("2026-10-01T04:00:00Z"));
    const user = userEvent.setup({ delay: null });
    renderTool();
    await user.type(field(), "1269");
    expect(status()).toHaveTextContent("due by Wednesday, September 30, 2026.");
    expect(status()).toHaveTextContent("You can file it now");
  });

  it("gives a one-digit number its month and asks the visitor to ask which year", async () => {
    const user = userEvent.setup({ delay: null });
    renderTool();
    await user.type(field(), "7");
    expect(status()).toHaveTextContent("Your month is July. A one-digit number does not show which years you file in: ask us which year.");
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
    renderTool();
    await user.type(field(), typed);
    expect(field()).toHaveValue(typed);
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(copy.errors[error]));
    expect(status()).toHaveTextContent("");
  });

  it("marks the field invalid only while it is, and asks for a number only once the visitor has typed and left it", async () => {
    const user = userEvent.setup({ delay: null });
    renderTool();
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
    renderTool();
    expect(screen.getByText(copy.free)).toBeInTheDocument();
    expect(copy.free).toContain("$0");
    await user.type(field(), "1234579");
    expect(screen.getByText(copy.free)).toBeInTheDocument();
  });

  it("leaves the number and the answer for the contact form, and links to it", async () => {
    const user = userEvent.setup({ delay: null });
    renderTool();
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();
    await user.type(field(), "01234579");
    const send = screen.getByRole("link", { name: copy.send });
    expect(send).toHaveAttribute("href", "/contact");
    // jsdom cannot load another page; the hand-off is written before the browser would leave.
    send.addEventListener("click", (e) => e.preventDefault());
    await user.click(send);
    expect(window.sessionStorage.getItem("contact-message")).toBe(
      "Please help me with my MCS-150 biennial update.\n\nUSDOT number: 1234579\nNext update due by: Thursday, September 30, 2027\nCan be filed from: Oct 1, 2026",
    );
    expect(field()).toHaveValue("01234579");
  });

  it("hands off a one-digit number with its month and the year to confirm", async () => {
    const user = userEvent.setup({ delay: null });
    renderTool();
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
    const ru = renderTool("ru");
    await user.type(screen.getByRole("textbox", { name: ruCopy.label }), "1234569");
    expect(status().textContent).toContain("Срок следующего обновления MCS-150: суббота, 30\u00a0сентября 2028\u00a0г.");
    expect(status().textContent).not.toContain("г..");
    expect(status().textContent).toContain("Ваш месяц\u00a0— сентябрь, годы\u00a0— чётные.");
    expect(status().textContent).toContain("Подать его можно с\u00a01\u00a0октября 2027\u00a0г.: засчитывается обновление, поданное в\u00a0последние 12\u00a0месяцев перед сроком.");
    expect(screen.getByRole("link", { name: ruCopy.send })).toHaveAttribute("href", "/ru/contact");
    ru.unmount();

    renderTool("bg");
    const bgField = screen.getByRole("textbox", { name: bgCopy.label });
    await user.type(bgField, "1234579");
    expect(status().textContent).toContain("Срокът за следващата ви актуализация на MCS-150 е четвъртък, 30\u00a0септември 2027\u00a0г.");
    expect(status().textContent).toContain("Можете да я подадете още сега: зачита се актуализация, подадена през последните 12\u00a0месеца преди срока.");
    expect(screen.getByRole("link", { name: bgCopy.send })).toHaveAttribute("href", "/bg/contact");
    await user.clear(bgField);
    await user.type(bgField, "12-3");
    expect(bgField).toHaveAccessibleDescription(expect.stringContaining(bgCopy.errors["not-digits"]));
  });
});

describe("Mcs150Month before hydration", () => {
  const prerender = () => prerendered(<Mcs150Month copy={copy} locale="en" />);
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
    render(<Mcs150Month copy={copy} locale="en" />, { container, hydrate: true });
    expect(screen.getByRole("textbox", { name: copy.label })).toHaveValue("1234579");
    expect(await screen.findByText("Your next MCS-150 update is due by Thursday, September 30, 2027.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.send })).toBeInTheDocument();
  });
});
