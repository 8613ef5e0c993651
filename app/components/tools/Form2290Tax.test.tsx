// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { form2290PenaltyCopy } from "~/content/en/tools/form-2290-penalty";
import { form2290TaxAnswersPath, form2290TaxCopy as copy, form2290TaxParts } from "~/content/en/tools/form-2290-tax";
import Form2290Penalty from "./Form2290Penalty";
import Form2290Tax from "./Form2290Tax";

const weight = () => screen.getByLabelText(copy.weight.label) as HTMLInputElement;
const status = () => screen.getByRole("status");

/** The site as fetch sees it: the answer's words at their address, or a dropped connection when `offline`. */
const site = { offline: false };
const serveAnswerCopy = async (url: string) => {
  if (site.offline) throw new TypeError("Failed to fetch");
  return url === form2290TaxAnswersPath ? Response.json(form2290TaxParts(copy).answer) : new Response("Not found", { status: 404 });
};
const props = { copy: form2290TaxParts(copy).island, answerCopyUrl: form2290TaxAnswersPath, locale: "en" } as const;
/** Lets the island's fetch of its words settle, as it does on the page before anyone types. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

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
  it("gives the category, the full-year tax, this period's tax to the cent and the due date", async () => {
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "80000");
    expect(status()).toHaveTextContent("Category V");
    expect(status()).toHaveTextContent("Tax for a full year: $550.00");
    expect(status()).toHaveTextContent("Tax for this period, first used in July: $550.00");
    expect(status()).toHaveTextContent("File by Monday, August 31, 2026.");

    await user.selectOptions(screen.getByLabelText(copy.month.label), "1");
    expect(status()).toHaveTextContent("Tax for this period, first used in January: $275.00");
    // First used in January 2027, in the period that runs to June 2027: due by the end of February.
    expect(status()).toHaveTextContent("File by Monday, March 1, 2027.");

    await user.clear(weight());
    await user.type(weight(), "55,500 lb");
    await user.selectOptions(screen.getByLabelText(copy.month.label), "9");
    await user.click(screen.getByLabelText(copy.logging.label));
    // IRS Table II, category B, September: 75% of Table I's $101.67, cents dropped.
    expect(status()).toHaveTextContent("Category B");
    expect(status()).toHaveTextContent("first used in September: $76.25");
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

  it("says so when its words cannot be fetched, keeps what was typed, and answers after the next change", async () => {
    site.offline = true;
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<Form2290Tax {...props} />);
    await settle();
    await user.type(weight(), "8000");
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
    const lines = within(document.getElementById(vins.getAttribute("aria-describedby")!.split(" ")[1]!)!).getAllByRole("listitem");
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
        "Tax for this period, first used in July: $550.00",
        "File by Monday, August 31, 2026.",
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
        <Form2290Penalty copy={form2290PenaltyCopy} locale="en" />
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
