// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { shaped } from "~/i18n/shape-text.test-helpers";
import { takeHandoff } from "~/lib/handoff";
import { taxForMiles } from "~/lib/tools/weight-distance";
import WeightDistanceEstimate from "./WeightDistanceEstimate";
import { contentFor } from "~/content";

const copy = contentFor("en").weightDistance;
const ruCopy = contentFor("ru").weightDistance;

/*
 * Worked examples, figured by hand from the published rates (app/data/weight-distance.json) and
 * checked against the rules module (app/lib/tools/weight-distance.ts), which the island must show
 * to the cent.
 */

/** Testing Library folds a label's no-break spaces into plain ones before matching it. */
const field = (label: string) => screen.getByLabelText(label.replace(/\s+/g, " ")) as HTMLInputElement;
const status = () => screen.getByRole("status");
/** English copy as the tool shows it, and so as its accessible names and descriptions read: "New\u00a0Mexico". */
const shown = (text: string) => shaped(text, "en");
const stateLine = (state: string) => status().querySelector(`[data-state="${state}"]`);

async function fill(values: Partial<Record<"weight" | "KY" | "NM" | "NY", string>>, locale: "en" | "ru" = "en") {
  const words = locale === "ru" ? ruCopy : copy;
  const user = userEvent.setup({ delay: null });
  const labels = { weight: words.weight, KY: words.miles.KY, NM: words.miles.NM, NY: words.miles.NY };
  for (const [name, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    await user.clear(field(labels[name]));
    if (value) await user.type(field(labels[name]), value);
  }
  return user;
}

const cents = (state: "KY" | "NM" | "NY", weight: number, miles: number, oneWay = false) => {
  const tax = taxForMiles(state, weight, miles, { newMexicoOneWayHaul: oneWay });
  return tax.kind === "taxable" ? tax.taxCents : null;
};

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe("WeightDistanceEstimate", { timeout: 20_000 }, () => {
  it("starts with empty fields and an empty status", () => {
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    for (const label of [copy.weight, copy.miles.KY, copy.miles.NM, copy.miles.NY]) {
      expect(field(label)).toHaveValue("");
      expect(field(label)).not.toHaveAttribute("aria-invalid");
    }
    expect(screen.getByRole("checkbox", { name: shown(copy.oneWayHaul) })).not.toBeChecked();
    expect(status()).toHaveTextContent("");
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();
  });

  it("Kentucky at 60,000 lb: 1,000 miles at $0.0285 is $28.50", async () => {
    expect(cents("KY", 60_000, 1_000)).toBe(2850);
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    await fill({ weight: "60,000", KY: "1000" });
    expect(stateLine("KY")).toHaveTextContent("Kentucky: $28.50");
    expect(stateLine("KY")).toHaveTextContent("1,000 miles at $0.0285 a mile (60,000 lb and over)");
    // No miles entered for New Mexico or New York: no line says $0.00 for them.
    expect(stateLine("NM")).toBeNull();
    expect(stateLine("NY")).toBeNull();
    expect(status()).toHaveTextContent("Total: $28.50");
    await fill({ NM: "0" });
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $0.00");
    expect(status()).toHaveTextContent(
      "An estimate from public rates checked Nov 26, 2026. The office confirms every figure before filing.",
    );
  });

  it("New Mexico and New York at 45,000 lb: their bracket rates, and Kentucky not taxed", async () => {
    expect([cents("NM", 45_000, 1_234), cents("NY", 45_000, 1_234), cents("KY", 45_000, 500)]).toEqual([
      2553,
      2591,
      null,
    ]);
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    await fill({ weight: "45000", KY: "500", NM: "1,234", NY: "1234" });
    expect(stateLine("KY")).toHaveTextContent(
      "Kentucky: not taxed at this weight. Kentucky taxes trucks over 59,999 lb.",
    );
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $25.53");
    expect(stateLine("NM")).toHaveTextContent("1,234 miles at $0.02069 a mile (44,001 to 46,000 lb)");
    expect(stateLine("NY")).toHaveTextContent("New York: $25.91");
    expect(stateLine("NY")).toHaveTextContent("1,234 miles at $0.0210 a mile (44,001 to 46,000 lb)");
    expect(status()).toHaveTextContent("Total: $51.44");
  });

  it("New York over 80,000 lb adds $0.0028 a mile for each ton or part of a ton", async () => {
    expect([cents("NY", 80_000, 800), cents("NY", 80_001, 800), cents("NY", 85_000, 800)]).toEqual([4368, 4592, 5040]);
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    await fill({ weight: "80000", NY: "800" });
    expect(stateLine("NY")).toHaveTextContent("New York: $43.68");
    expect(stateLine("NY")).toHaveTextContent("800 miles at $0.0546 a mile (78,001 to 80,000 lb)");
    await fill({ weight: "80001" });
    expect(stateLine("NY")).toHaveTextContent("New York: $45.92");
    expect(stateLine("NY")).toHaveTextContent(
      "800 miles at $0.0574 a mile (80,001 to 82,000 lb: $0.0546 plus $0.0028 for each ton or part of a ton over 80,000 lb)",
    );
    await fill({ weight: "85,000 lb" });
    expect(stateLine("NY")).toHaveTextContent("New York: $50.40");
    expect(stateLine("NY")).toHaveTextContent("at $0.0630 a mile (84,001 to 86,000 lb:");
  });

  it("New Mexico's one-way haul rate is 2/3 of the table's", async () => {
    expect([cents("NM", 80_000, 500), cents("NM", 80_000, 500, true)]).toEqual([2189, 1459]);
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    const user = await fill({ weight: "80000", KY: "1200", NM: "500", NY: "800" });
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $21.89");
    expect(status()).toHaveTextContent("Total: $99.77");
    const oneWay = screen.getByRole("checkbox", { name: shown(copy.oneWayHaul) });
    expect(oneWay).toHaveAccessibleDescription(
      /at least 45% of its miles in the registration year\. It then pays 2\/3 of the rate\./,
    );
    await user.click(oneWay);
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $14.59");
    expect(stateLine("NM")).toHaveTextContent(
      "500 miles at 2/3 of $0.04378 a mile (one-way haul rate, 78,001 lb and over)",
    );
    // The option is New Mexico's alone.
    expect(stateLine("KY")).toHaveTextContent("Kentucky: $34.20");
    expect(stateLine("NY")).toHaveTextContent("New York: $43.68");
    expect(status()).toHaveTextContent("Total: $92.47");
  });

  it("marks a field invalid only while it is, names its message, and keeps what was typed", async () => {
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    const weight = field(copy.weight);
    await fill({ weight: "eighty", KY: "100" });
    expect(weight).toHaveAttribute("aria-invalid", "true");
    expect(weight).toHaveValue("eighty");
    expect(weight).toHaveAccessibleDescription(`${shown(copy.weightHint)} ${copy.weightErrors["not-a-number"]}`);
    expect(status()).toHaveTextContent("");
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();

    for (const [typed, error] of [
      ["-60000", "negative"],
      ["60000.5", "not-whole"],
      ["2,000,000", "too-large"],
    ] as const) {
      await fill({ weight: typed });
      expect(weight).toHaveAttribute("aria-invalid", "true");
      expect(weight).toHaveAccessibleDescription(`${shown(copy.weightHint)} ${copy.weightErrors[error]}`);
    }
    await fill({ weight: "60000" });
    expect(weight).not.toHaveAttribute("aria-invalid");
    expect(weight).toHaveAccessibleDescription(shown(copy.weightHint));
    expect(status()).toHaveTextContent("Total: $2.85");

    const kentucky = field(copy.miles.KY);
    for (const [typed, error] of [
      ["abc", "not-a-number"],
      ["-5", "negative"],
      ["12.5", "not-whole"],
      ["5000000", "too-large"],
    ] as const) {
      await fill({ KY: typed });
      expect(kentucky).toHaveAttribute("aria-invalid", "true");
      expect(kentucky).toHaveValue(typed);
      expect(kentucky).toHaveAccessibleDescription(`${shown(copy.milesHint)} ${copy.milesErrors[error]}`);
      expect(status()).not.toHaveTextContent("Total");
    }
    // An empty miles field counts as no answer: no line for it.
    await fill({ KY: "" });
    expect(kentucky).not.toHaveAttribute("aria-invalid");
    expect(stateLine("KY")).toBeNull();
    expect(field(copy.miles.NY)).toHaveAccessibleDescription(`${shown(copy.milesHint)} ${shown(copy.newYorkHint)}`);
  });

  it("asks for the weight when only miles are typed", async () => {
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    await fill({ NM: "300" });
    expect(status()).toHaveTextContent(copy.weightNeeded);
    expect(field(copy.weight)).not.toHaveAttribute("aria-invalid");
  });

  it("sends the weight, each state's miles and tax, and the total to the contact form", async () => {
    render(<WeightDistanceEstimate copy={copy} locale="en" />);
    const user = await fill({ weight: "80001", KY: "1200", NM: "500", NY: "800" });
    const send = screen.getByRole("link", { name: copy.send });
    expect(send).toHaveAttribute("href", "/contact");
    // jsdom does not navigate; the island's handler still runs.
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener("click", stay);
    await user.click(send);
    window.removeEventListener("click", stay);
    expect(takeHandoff()).toBe(
      [
        copy.handoff.greeting,
        "",
        "Truck weight: 80,001 lb",
        "Kentucky: $34.20 for 1,200 miles at $0.0285 a mile (60,000 lb and over)",
        "New Mexico: $21.89 for 500 miles at $0.04378 a mile (78,001 lb and over)",
        "New York: $45.92 for 800 miles at $0.0574 a mile (80,001 to 82,000 lb: $0.0546 plus $0.0028 for each ton or part of a ton over 80,000 lb)",
        "Total: $102.01",
        "Estimated from the public rates checked Nov 26, 2026.",
      ].join("\n"),
    );
  });

  it("writes Russian numbers, rates and dates, and links to the Russian contact page", async () => {
    render(<WeightDistanceEstimate copy={ruCopy} locale="ru" />);
    await fill({ weight: "80 000", KY: "1 200", NM: "21", NY: "2" }, "ru");
    expect(stateLine("KY")).toHaveTextContent("Кентукки: $34,20");
    // toHaveTextContent folds spaces: no-break spaces read as plain ones here.
    expect(stateLine("KY")).toHaveTextContent("1 200 миль по ставке $0,0285 за милю (60 000 фунтов и больше)");
    expect(stateLine("NM")).toHaveTextContent("21 миля по ставке $0,04378 за милю");
    expect(stateLine("NY")).toHaveTextContent("2 мили по ставке $0,0546 за милю (78 001–80 000 фунтов)");
    expect(status()).toHaveTextContent("26 ноября 2026 г.");
    expect(screen.getByRole("link", { name: ruCopy.send })).toHaveAttribute("href", "/ru/contact");
  });
});

describe("WeightDistanceEstimate before hydration", () => {
  afterEach(() => document.body.replaceChildren());

  it("pre-renders live fields and keeps what was typed and ticked before React ran", async () => {
    const container = prerendered(<WeightDistanceEstimate copy={copy} locale="en" />);
    const inputs = [...container.querySelectorAll("input")];
    expect(inputs).toHaveLength(5);
    for (const input of inputs) expect(input).toBeEnabled();
    expect(container.querySelector('[role="status"]')).toHaveTextContent("");

    // What a visitor does before the island hydrates: the browser changes the DOM, React is not there.
    const byName = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
    byName("weight").value = "80000";
    byName("miles-NM").value = "500";
    byName("miles-NY").value = "abc";
    byName("one-way-haul").checked = true;

    render(<WeightDistanceEstimate copy={copy} locale="en" />, { container, hydrate: true });
    expect(byName("weight")).toHaveValue("80000");
    expect(byName("miles-NY")).toHaveValue("abc");
    expect(byName("miles-NY")).toHaveAttribute("aria-invalid", "true");
    expect(byName("one-way-haul")).toBeChecked();

    expect(screen.getByRole("status")).not.toHaveTextContent("Total");

    // The field's own handler takes over after hydration.
    const user = userEvent.setup({ delay: null });
    await user.clear(byName("miles-NY"));
    await user.type(byName("miles-NY"), "800");
    expect(byName("miles-NY")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toHaveTextContent("New Mexico: $14.59");
    expect(screen.getByRole("status")).toHaveTextContent("Total: $58.27");
  });
});
