// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import type { Thresholds } from "~/data/schemas";
import { shaped } from "~/i18n/shape-text.test-helpers";
import { takeHandoff } from "~/lib/handoff";
import { taxForMiles } from "~/lib/tools/weight-distance";
import WeightDistanceEstimate from "./WeightDistanceEstimate";
import { settle, wordsSite } from "./words-site.test-helpers";
import { contentFor } from "~/content";
import { weightDistanceAnswersPath, weightDistanceParts } from "~/content/tool-words";
import { localizePath, type Locale } from "~/i18n/locales";

/*
 * Made-up rates and thresholds in place of the published ones (app/data/weight-distance.json,
 * thresholds.json), so the office can change a rate without breaking this test. Figures that
 * differ from the live ones show that every amount below comes from the data, none from a copy.
 */
const fixture = vi.hoisted(() => ({
  rates: {
    checked: "2025-03-14",
    kentucky: { source: "Test fixture", url: "https://example.com/ky", dollarsPerMile: 0.0312 },
    newMexico: {
      source: "Test fixture",
      url: "https://example.com/nm",
      brackets: [
        { fromLb: 30_001, toLb: 40_000, millsPerMile: 14.27 },
        { fromLb: 40_001, toLb: 60_000, millsPerMile: 21.38 },
        { fromLb: 60_001, toLb: null, millsPerMile: 39.54 },
      ],
      oneWayHaul: { share: { numerator: 3, denominator: 4 }, minEmptyPercent: 40 },
    },
    newYork: {
      source: "Test fixture",
      url: "https://example.com/ny",
      brackets: [
        { fromLb: 20_001, toLb: 36_000, dollarsPerMile: 0.0105 },
        { fromLb: 36_001, toLb: 56_000, dollarsPerMile: 0.0187 },
        { fromLb: 56_001, toLb: 80_000, dollarsPerMile: 0.0463 },
      ],
      overTop: { dollarsPerMilePerTon: 0.0031, tonLb: 2_000 },
    },
  },
  thresholds: {
    kentucky: { overLb: 54_999, source: "Test fixture", checked: "2025-03-14" },
    newMexico: { overLb: 30_000, source: "Test fixture", checked: "2025-03-14" },
    newYork: { overLb: 20_000, source: "Test fixture", checked: "2025-03-14" },
  },
}));

// Each fixture goes through the file's schema, so it stays a table the office could publish.
vi.mock("~/data/weight-distance.json", async () => {
  const { weightDistanceSchema } = await import("~/data/schemas");
  return { default: weightDistanceSchema.parse(fixture.rates) };
});
// Only the three states' weights: the island reads no other threshold.
vi.mock("~/data/thresholds.json", async (importOriginal) => {
  const { thresholdsSchema } = await import("~/data/schemas");
  const live = (await importOriginal<{ default: Thresholds }>()).default;
  return { default: thresholdsSchema.parse({ ...live, ...fixture.thresholds }) };
});

const copy = contentFor("en").weightDistance;
const ruCopy = contentFor("ru").weightDistance;

const site = wordsSite({
  [localizePath(weightDistanceAnswersPath, "en")]: weightDistanceParts(copy).answer,
  [localizePath(weightDistanceAnswersPath, "ru")]: weightDistanceParts(ruCopy).answer,
});

const island = (locale: Locale = "en") => (
  <WeightDistanceEstimate
    copy={weightDistanceParts(locale === "ru" ? ruCopy : copy).island}
    answerCopyUrl={localizePath(weightDistanceAnswersPath, locale)}
    locale={locale}
  />
);

async function renderTool(locale: Locale = "en") {
  render(island(locale));
  await settle();
}

/*
 * Worked examples, figured by hand from the fixture and checked against the rules module
 * (app/lib/tools/weight-distance.ts), which the island must show to the cent. Rates: Kentucky
 * $0.0312 from 55,000 lb; New Mexico $0.01427 / $0.02138 / $0.03954 from 30,001 / 40,001 /
 * 60,001 lb, one-way haul 3/4 of it; New York $0.0105 / $0.0187 / $0.0463 from 20,001 / 36,001 /
 * 56,001 lb to 80,000 lb, then $0.0031 more for each 2,000 lb or part over it.
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
  it("starts with empty fields and an empty status", async () => {
    await renderTool();
    for (const label of [copy.weight, copy.miles.KY, copy.miles.NM, copy.miles.NY]) {
      expect(field(label)).toHaveValue("");
      expect(field(label)).not.toHaveAttribute("aria-invalid");
    }
    expect(screen.getByRole("checkbox", { name: shown(copy.oneWayHaul) })).not.toBeChecked();
    expect(status()).toHaveTextContent("");
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();
  });

  it("Kentucky at 55,000 lb: 1,000 miles at $0.0312 is $31.20", async () => {
    expect(cents("KY", 55_000, 1_000)).toBe(3120);
    await renderTool();
    await fill({ weight: "55,000", KY: "1000" });
    expect(stateLine("KY")).toHaveTextContent("Kentucky: $31.20");
    expect(stateLine("KY")).toHaveTextContent("1,000 miles at $0.0312 a mile (55,000 lb and over)");
    // No miles entered for New Mexico or New York: no line says $0.00 for them.
    expect(stateLine("NM")).toBeNull();
    expect(stateLine("NY")).toBeNull();
    expect(status()).toHaveTextContent("Total: $31.20");
    await fill({ NM: "0" });
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $0.00");
    expect(status()).toHaveTextContent(
      "An estimate from public rates checked Mar 14, 2025. The office confirms every figure before filing.",
    );
  });

  // 1,234 mi at $0.02138 is $26.38292, at $0.0187 is $23.0758: $26.38 + $23.08 = $49.46.
  it("New Mexico and New York at 45,000 lb: their bracket rates, and Kentucky not taxed", async () => {
    expect([cents("NM", 45_000, 1_234), cents("NY", 45_000, 1_234), cents("KY", 45_000, 500)]).toEqual([
      2638,
      2308,
      null,
    ]);
    await renderTool();
    await fill({ weight: "45000", KY: "500", NM: "1,234", NY: "1234" });
    expect(stateLine("KY")).toHaveTextContent(
      "Kentucky: not taxed at this weight. Kentucky taxes trucks over 54,999 lb.",
    );
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $26.38");
    expect(stateLine("NM")).toHaveTextContent("1,234 miles at $0.02138 a mile (40,001 to 60,000 lb)");
    expect(stateLine("NY")).toHaveTextContent("New York: $23.08");
    expect(stateLine("NY")).toHaveTextContent("1,234 miles at $0.0187 a mile (36,001 to 56,000 lb)");
    expect(status()).toHaveTextContent("Total: $49.46");
  });

  // 800 mi at $0.0463 is $37.04; one ton over, $0.0494: $39.52; 85,000 lb is three tons, $0.0556: $44.48.
  it("New York over 80,000 lb adds $0.0031 a mile for each ton or part of a ton", async () => {
    expect([cents("NY", 80_000, 800), cents("NY", 80_001, 800), cents("NY", 85_000, 800)]).toEqual([3704, 3952, 4448]);
    await renderTool();
    await fill({ weight: "80000", NY: "800" });
    expect(stateLine("NY")).toHaveTextContent("New York: $37.04");
    expect(stateLine("NY")).toHaveTextContent("800 miles at $0.0463 a mile (56,001 to 80,000 lb)");
    await fill({ weight: "80001" });
    expect(stateLine("NY")).toHaveTextContent("New York: $39.52");
    expect(stateLine("NY")).toHaveTextContent(
      "800 miles at $0.0494 a mile (80,001 to 82,000 lb: $0.0463 plus $0.0031 for each ton or part of a ton over 80,000 lb)",
    );
    await fill({ weight: "85,000 lb" });
    expect(stateLine("NY")).toHaveTextContent("New York: $44.48");
    expect(stateLine("NY")).toHaveTextContent("at $0.0556 a mile (84,001 to 86,000 lb:");
  });

  // 500 mi at $0.03954 is $19.77; 3/4 of it $14.8275: $14.83. Kentucky 1,200 mi at $0.0312 is $37.44,
  // New York 800 at $0.0463 $37.04: $94.25 in all, $89.31 one-way.
  it("New Mexico's one-way haul rate is its share of the table's", async () => {
    expect([cents("NM", 80_000, 500), cents("NM", 80_000, 500, true)]).toEqual([1977, 1483]);
    await renderTool();
    const user = await fill({ weight: "80000", KY: "1200", NM: "500", NY: "800" });
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $19.77");
    expect(status()).toHaveTextContent("Total: $94.25");
    const oneWay = screen.getByRole("checkbox", { name: shown(copy.oneWayHaul) });
    expect(oneWay).toHaveAccessibleDescription(
      /at least 40% of its miles in the registration year\. It then pays 3\/4 of the rate\./,
    );
    await user.click(oneWay);
    expect(stateLine("NM")).toHaveTextContent("New Mexico: $14.83");
    expect(stateLine("NM")).toHaveTextContent(
      "500 miles at 3/4 of $0.03954 a mile (one-way haul rate, 60,001 lb and over)",
    );
    // The option is New Mexico's alone.
    expect(stateLine("KY")).toHaveTextContent("Kentucky: $37.44");
    expect(stateLine("NY")).toHaveTextContent("New York: $37.04");
    expect(status()).toHaveTextContent("Total: $89.31");
  });

  it("marks a field invalid only while it is, names its message, and keeps what was typed", async () => {
    await renderTool();
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
    // 100 mi at $0.0312.
    expect(status()).toHaveTextContent("Total: $3.12");

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

  it("carries only the fields' words; the estimate's words come from its address", () => {
    const props = weightDistanceParts(copy).island;
    expect(JSON.stringify(props)).not.toContain(copy.resultHeading);
    expect(JSON.stringify(props)).not.toContain(copy.milesErrors["not-a-number"]);
    expect(JSON.stringify(props)).not.toContain(copy.handoff.greeting);
    expect(props.unavailable).toBe(contentFor("en").form2290Tax.unavailable);
  });

  it("says so when its words cannot be fetched, keeps what was typed, and answers after the next change", async () => {
    site.offline = true;
    await renderTool();
    await fill({ weight: "55000", KY: "100" });
    // The change asks again for the words; their failure arrives after it.
    await settle();
    expect(status()).toHaveTextContent(copy.unavailable);
    expect(screen.queryByRole("link", { name: copy.send })).toBeNull();
    site.offline = false;
    const user = userEvent.setup({ delay: null });
    await user.type(field(copy.miles.KY), "0");
    await settle();
    expect(field(copy.weight)).toHaveValue("55000");
    expect(stateLine("KY")).toHaveTextContent("Kentucky: $31.20");
    expect(status()).not.toHaveTextContent(copy.unavailable);
  });

  it("asks for the weight when only miles are typed", async () => {
    await renderTool();
    await fill({ NM: "300" });
    expect(status()).toHaveTextContent(copy.weightNeeded);
    expect(field(copy.weight)).not.toHaveAttribute("aria-invalid");
  });

  it("sends the weight, each state's miles and tax, and the total to the contact form", async () => {
    await renderTool();
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
        "Kentucky: $37.44 for 1,200 miles at $0.0312 a mile (55,000 lb and over)",
        "New Mexico: $19.77 for 500 miles at $0.03954 a mile (60,001 lb and over)",
        "New York: $39.52 for 800 miles at $0.0494 a mile (80,001 to 82,000 lb: $0.0463 plus $0.0031 for each ton or part of a ton over 80,000 lb)",
        "Total: $96.73",
        "Estimated from the public rates checked Mar 14, 2025.",
      ].join("\n"),
    );
  });

  it("writes Russian numbers, rates and dates, and links to the Russian contact page", async () => {
    await renderTool("ru");
    await fill({ weight: "80 000", KY: "1 200", NM: "21", NY: "2" }, "ru");
    expect(stateLine("KY")).toHaveTextContent("Кентукки: $37,44");
    // toHaveTextContent folds spaces: no-break spaces read as plain ones here.
    expect(stateLine("KY")).toHaveTextContent("1 200 миль по ставке $0,0312 за милю (55 000 фунтов и больше)");
    expect(stateLine("NM")).toHaveTextContent("21 миля по ставке $0,03954 за милю");
    expect(stateLine("NY")).toHaveTextContent("2 мили по ставке $0,0463 за милю (56 001–80 000 фунтов)");
    expect(status()).toHaveTextContent("14 марта 2025 г.");
    expect(screen.getByRole("link", { name: ruCopy.send })).toHaveAttribute("href", "/ru/contact");
  });
});

describe("WeightDistanceEstimate before hydration", () => {
  afterEach(() => document.body.replaceChildren());

  it("pre-renders live fields and keeps what was typed and ticked before React ran", async () => {
    const container = prerendered(island());
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

    render(island(), { container, hydrate: true });
    await settle();
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
    // $14.83 one-way in New Mexico and $37.04 in New York, as worked above.
    expect(screen.getByRole("status")).toHaveTextContent("New Mexico: $14.83");
    expect(screen.getByRole("status")).toHaveTextContent("Total: $51.87");
  });
});
