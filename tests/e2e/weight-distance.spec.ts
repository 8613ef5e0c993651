import type { Page } from "@playwright/test";
import { formats } from "../../app/i18n/format";
import { formatMessage } from "../../app/i18n/message";
import { weightDistanceRates } from "../../app/data/weight-distance";
import { parseIso } from "../../app/lib/tools/dates";
import { totalTax } from "../../app/lib/tools/weight-distance";
import { oneWayShare, rateDecimals } from "../../app/lib/tools/weight-distance-table";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { expect, test } from "./fixtures";
import { holdReact } from "./hold-react";
import { copy, localizePath, locales, referenceContentFor, serviceContentFor } from "./pages";

/*
 * The weight-distance estimate on /state-quarterly-ky-nm-ny, in every language, in Chromium: by
 * keyboard alone, its hand-off to the contact form, a phone's width and axe. One truck of 80,000 lb
 * with 1,200 Kentucky, 500 New Mexico (one-way haul) and 800 New York miles; what it should say is
 * worked out by the rule (app/lib/tools/weight-distance.ts) from app/data's rates, and worded by
 * each language's copy (the cents are checked in app/components/tools/WeightDistanceEstimate.test.tsx).
 */

const path = "/state-quarterly-ky-nm-ny";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Testing names fold no-break spaces; so does this. */
const name = (text: string) => text.replace(/\s+/g, " ");

const truck = totalTax(80_000, { KY: 1200, NM: 500, NY: 800 }, { newMexicoOneWayHaul: true });
const expected = Object.fromEntries(
  locales.map((locale) => {
    const f = formats[locale];
    const words = copy[locale].weightDistance;
    const dollars = (cents: number) => f.usdCents(cents / 100);
    const stateTax = (state: "KY" | "NM") => {
      const tax = truck.states[state];
      if (tax.kind !== "taxable") throw new Error(`${state} should tax an 80,000 lb truck`);
      return formatMessage(words.stateTax, { state: words.states[state], tax: dollars(tax.taxCents) }, locale);
    };
    const nm = truck.states.NM;
    return [
      locale,
      {
        kentucky: stateTax("KY"),
        newMexico: stateTax("NM"),
        total: formatMessage(words.total, { total: dollars(truck.totalCents) }, locale),
        // The one-way share and the full rate it is taken of.
        rate: [oneWayShare, nm.kind === "taxable" ? f.usdRate(nm.dollarsPerMile, rateDecimals.NM) : "no rate"],
      },
    ];
  }),
) as Record<(typeof locales)[number], { kentucky: string; newMexico: string; total: string; rate: string[] }>;

async function weightField(page: Page, locale: (typeof locales)[number]) {
  const field = page.getByRole("textbox", { name: name(copy[locale].weightDistance.weight), exact: true });
  await field.scrollIntoViewIfNeeded();
  return field;
}

for (const locale of locales) {
  const words = copy[locale].weightDistance;
  const want = expected[locale];
  const f = formats[locale];

  test(`${locale}: at 320 px a driver fills the estimate by keyboard, reads each state's tax, and sends it to the office; nothing scrolls sideways and axe finds nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(localizePath(path, locale));
    const weight = await weightField(page, locale);
    await weight.focus();
    await page.keyboard.type("80000");
    await page.keyboard.press("Tab");
    const kentucky = page.getByRole("textbox", { name: name(words.miles.KY) });
    await expect(kentucky).toBeFocused();
    await page.keyboard.type("x");
    await expect(kentucky).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("1200");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: name(words.miles.NM) })).toBeFocused();
    await page.keyboard.type("500");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: name(words.miles.NY) })).toBeFocused();
    await page.keyboard.type("800");
    await page.keyboard.press("Tab");
    const oneWay = page.getByRole("checkbox", { name: name(words.oneWayHaul) });
    await expect(oneWay).toBeFocused();
    await page.keyboard.press("Space");
    await expect(oneWay).toBeChecked();

    const status = page.getByRole("status").filter({ hasText: name(words.resultHeading) });
    await expect(status).toContainText(want.kentucky);
    await expect(status).toContainText(want.newMexico);
    for (const part of want.rate) await expect(status).toContainText(part);
    await expect(status).toContainText(want.total);
    await expect(status).toContainText(name(f.date({ year: 2026, month: 11, day: 26 })));
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect((await axeViolations(page)).map(describeViolation)).toEqual([]);

    await page.keyboard.press("Tab");
    const send = page.getByRole("link", { name: name(words.send) });
    await expect(send).toBeFocused();
    await expect(send).toHaveAttribute("href", localizePath("/contact", locale));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${escape(localizePath("/contact", locale))}$`));
    const message = page.getByRole("textbox", { name: new RegExp(escape(copy[locale].contact.form.labels.message)) });
    // On a phone the form is below the fold: it takes the hand-off when it is scrolled to.
    await message.scrollIntoViewIfNeeded();
    await expect(message).toHaveValue(new RegExp(`^${escape(words.handoff.greeting)}`));
    await expect(message).toHaveValue(new RegExp(escape(f.lb(80_000))));
    await expect(message).toHaveValue(new RegExp(escape(want.newMexico)));
    await expect(message).toHaveValue(new RegExp(escape(want.total)));

    // The rate table, on its own page, keeps its three columns and fits the phone: no scrolling sideways inside its box either.
    await page.goto(localizePath(`${path}/rate-tables`, locale));
    const rates = page.getByRole("main").locator('[role="region"]');
    expect(await rates.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await rates
        .locator("tbody tr")
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe("table-row");
  });
}

test("a weight typed before the island runs is kept, and its estimate shown once it does", async ({ page }) => {
  const { release } = await holdReact(page);
  await page.goto(path);
  const weight = await weightField(page, "en");
  await weight.fill("60000");
  await page.getByRole("textbox", { name: "Kentucky miles" }).fill("1000");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
  release();
  const kentucky = totalTax(60_000, { KY: 1000, NM: 0, NY: 0 }).states.KY;
  const tax = kentucky.kind === "taxable" ? formats.en.usdCents(kentucky.taxCents / 100) : "no tax";
  await expect(page.getByRole("status").filter({ hasText: copy.en.weightDistance.resultHeading })).toContainText(
    formatMessage(copy.en.weightDistance.stateTax, { state: copy.en.weightDistance.states.KY, tax }, "en"),
  );
  await expect(weight).toHaveValue("60000");
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the rates are on the page and its rate-table page: Kentucky's, the New Mexico and New York table, and the rules over it", async ({
    page,
  }) => {
    await page.goto(path);
    // Kentucky's one rate, with its source and the day it was checked, from app/data.
    const kentucky = [
      formats.en.usdRate(weightDistanceRates.kentucky.dollarsPerMile, rateDecimals.KY),
      weightDistanceRates.kentucky.source,
      formats.en.date(parseIso(weightDistanceRates.checked)),
    ];
    for (const part of kentucky) await expect(page.getByRole("main")).toContainText(part);
    // The estimate's own sentences give way to the note that says what to do without it.
    const tool = (await serviceContentFor(path)).sections.find((section) => section.kind === "tool")!;
    for (const sentence of tool.howToUse ?? []) await expect(page.getByText(sentence)).toBeHidden();
    await expect(page.getByText(tool.noScript!.text)).toBeVisible();
    await expect(page.getByRole("textbox", { name: copy.en.weightDistance.weight })).toBeHidden();
    const rateTables = await referenceContentFor("/state-quarterly-ky-nm-ny/rate-tables");
    await page.getByRole("link", { name: rateTables.title }).click();
    const section = rateTables.sections[0]!;
    if (section.kind !== "table") throw new Error("The rate-table page starts with its table");
    const table = page.getByRole("table", { name: section.caption });
    await expect(table).toBeVisible();
    // Every row the rule writes from the rates, the first New York per-ton row included.
    for (const [weights, newMexico, newYork] of section.rows) {
      const row = table.getByRole("row", { name: new RegExp(`^${escape(weights!)}`) });
      await expect(row.getByRole("cell")).toHaveText([newMexico!, newYork!]);
    }
    for (const part of kentucky) await expect(page.getByRole("main")).toContainText(part);
    await expect(page.getByText(section.note!)).toBeVisible();
  });
});
