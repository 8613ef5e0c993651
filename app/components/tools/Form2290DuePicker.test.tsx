// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { form2290DueCopy as copy } from "~/content/en/tools/form-2290-due";
import Form2290DuePicker from "./Form2290DuePicker";

const monthField = () => screen.getByRole("combobox", { name: copy.month });
const yearField = () => screen.getByRole("combobox", { name: copy.year });
const status = () => screen.getByRole("status");

beforeEach(() => {
  // Monday, November 23, 2026, noon in Chicago. Only Date is faked: React's and userEvent's timers run.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T18:00:00Z"));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("Form2290DuePicker", () => {
  it("is used with the keyboard alone: a month gives its due date, moved off a weekend, and the year can change", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form2290DuePicker copy={copy} locale="en" />);
    await user.tab();
    expect(monthField()).toHaveFocus();
    await user.selectOptions(monthField(), "4");
    // April 2026: due by the end of May, Sunday the 31st, so Monday, June 1.
    expect(status()).toHaveTextContent("File Form 2290 by Monday, June 1, 2026.");
    await user.tab();
    expect(yearField()).toHaveFocus();
    expect([...yearField().querySelectorAll("option")].map((option) => option.value)).toEqual(["2025", "2026", "2027"]);
    await user.selectOptions(yearField(), "2027");
    expect(status()).toHaveTextContent("File Form 2290 by Tuesday, June 1, 2027.");
  });

  const prerender = () => prerendered(<Form2290DuePicker copy={copy} locale="en" />);

  // That the empty year field is the size of the filled one is measured in a browser (tools.spec.ts); jsdom has no layout.
  it("pre-renders a live month field and a disabled, empty year field, since the build does not know today's date", () => {
    const container = prerender();
    const [month, year] = [...container.querySelectorAll("select")];
    expect(month).toBeEnabled();
    expect(month!.options).toHaveLength(13);
    expect(month!.options[4]).toHaveTextContent("April");
    expect(year).toBeDisabled();
    expect(year!.textContent).toBe("");
    expect(container.querySelector('[role="status"]')).toHaveTextContent("");
  });

  it("keeps a month chosen before React ran, and answers it once hydrated", async () => {
    const container = prerender();
    // What a visitor does before the island hydrates: the browser changes the DOM, React is not there.
    container.querySelector("select")!.value = "4";
    render(<Form2290DuePicker copy={copy} locale="en" />, { container, hydrate: true });
    expect(monthField()).toHaveValue("4");
    expect(await screen.findByText("File Form 2290 by Monday, June 1, 2026.")).toBeInTheDocument();
    expect(yearField()).toBeEnabled();
    expect(yearField()).toHaveValue("2026");
  });
});
