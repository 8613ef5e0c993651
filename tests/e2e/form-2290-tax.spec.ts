import { formats } from "../../app/i18n/format";
import { latePenalty } from "../../app/lib/tools/form2290";
import { type TaxableCategory, taxForFirstUseCents, weightCategory } from "../../app/lib/tools/form2290-tax";
import { formatMessage } from "../../app/i18n/message";
import { sentence } from "../../app/i18n/sentence";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { expect, test } from "./fixtures";
import { copy, referenceContentFor } from "./pages";
import { penaltyEstimatePage } from "../../app/components/tools/penalty-handoff";

/*
 * The Form 2290 tax calculator and VIN check (/form-2290) in three languages, by keyboard, in
 * Chromium, and its late return's link to the penalty estimate on the reference page.
 */

/*
 * An 80,000 lb truck (category V) first used in October 2026, then in September: the tax for the
 * months left in the period, from fees.json's rates by the rule, and one and two months' penalty on
 * September's.
 */
const octoberCents = taxForFirstUseCents(weightCategory(80_000) as TaxableCategory, 10, false);
const septemberCents = taxForFirstUseCents(weightCategory(80_000) as TaxableCategory, 9, false);
const penaltyFor = (months: number) => {
  const penalty = latePenalty(septemberCents / 100, months);
  if (!penalty.ok) throw new Error(`no penalty for ${months} months`);
  return penalty.value.penalty;
};
const expectedIn = (locale: "en" | "ru" | "bg") => {
  const f = formats[locale];
  const plain = (cents: number) => f.usdCents(cents / 100).replace("$", "");
  return {
    tax: f.usdCents(octoberCents / 100),
    oneMonth: f.usdCents(penaltyFor(1)),
    twoMonths: f.usdCents(penaltyFor(2)),
    due: f.longDate({ year: 2026, month: 11, day: 30 }),
    weight: f.lb(80_000),
    septemberTax: plain(septemberCents),
  };
};
const expected = { en: expectedIn("en"), ru: expectedIn("ru"), bg: expectedIn("bg") };

const prefix = { en: "", ru: "/ru", bg: "/bg" } as const;

for (const locale of ["en", "ru", "bg"] as const) {
  const words = copy[locale].form2290Tax;
  const penaltyWords = copy[locale].form2290Penalty;
  const want = expected[locale];

  test(`${locale}: at 320 px a trucker works out the tax by keyboard and VINs are checked; nothing scrolls sideways and axe finds nothing`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-26T16:00:00Z"));
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${prefix[locale]}/form-2290`);
    const weight = page.getByRole("textbox", { name: words.weight.label });
    await weight.scrollIntoViewIfNeeded();
    await weight.focus();
    await page.keyboard.type("80000");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox", { name: words.month.label })).toBeFocused();
    // July, August, September, October: three steps down from July.
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    const result = page.getByRole("status").filter({ hasText: want.tax });
    await expect(result).toContainText(want.tax);
    await expect(result).toContainText(want.due);
    const f = formats[locale];
    await expect(result).toContainText(
      formatMessage(words.result.taxPeriod, { start: f.monthYear(2026, 7), end: f.monthYear(2027, 6) }, locale),
    );
    await expect(result.getByRole("link")).toHaveCount(0);

    const vins = page.getByRole("textbox", { name: words.vins.label });
    await vins.focus();
    await page.keyboard.type("1M8GDM9AXKP042788");
    await page.keyboard.press("Enter");
    await page.keyboard.type("1M8GDM9A1KP042788");
    await expect(vins).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("li").filter({ hasText: "1M8GDM9A1KP042788" })).toContainText("X");
    await expect(page.getByRole("link", { name: words.send })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
  });

  test(`${locale}: a return past its due date says so with the penalty so far and links to the penalty estimate, which starts from its tax and months late and can be changed by keyboard; "Send this to the office" starts the contact message`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-26T16:00:00Z"));
    await page.goto(`${prefix[locale]}/form-2290`);
    const weight = page.getByRole("textbox", { name: words.weight.label });
    await weight.scrollIntoViewIfNeeded();
    await weight.fill("80000");
    await page.getByRole("combobox", { name: words.month.label }).selectOption("9");
    // September 2026: due Monday, November 2 (October 31 is a Saturday); on November 26 one month
    // late, 4.5% of the tax.
    const f = formats[locale];
    const dueWas = sentence(
      formatMessage(words.result.dueWas, { date: f.longDate({ year: 2026, month: 11, day: 2 }) }, locale),
    );
    const soFar = formatMessage(
      words.result.penaltySoFar,
      { amount: want.oneMonth, rate: f.percent(4.5), months: 1, capped: "no" },
      locale,
    );
    const result = page.getByRole("status").filter({ hasText: want.septemberTax });
    await expect(result).toContainText(`${dueWas} ${soFar}`);
    await result.getByRole("link", { name: words.result.penaltyLink }).click();

    // The estimate's section on the reference page, started from the tax and the month late.
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix[locale]}${penaltyEstimatePage}\\?`));
    const estimate = (await referenceContentFor(penaltyEstimatePage, locale)).sections.find(
      (section) => section.kind === "tool" && section.tool === "form-2290-penalty",
    );
    await expect(page.getByRole("heading", { name: estimate?.heading })).toBeInViewport();
    const tax = page.getByRole("textbox", { name: penaltyWords.tax });
    await expect(tax).toBeInViewport();
    await expect(tax).toHaveValue(want.septemberTax);
    const months = page.getByRole("textbox", { name: penaltyWords.months });
    await expect(months).toHaveValue("1");
    const said = page.getByRole("status").filter({ hasText: penaltyWords.estimate });
    await expect(said).toContainText(want.oneMonth);
    await months.focus();
    await page.keyboard.press("Backspace");
    await page.keyboard.type("2");
    await expect(said).toContainText(want.twoMonths);

    // "Send this to the office" starts the contact message with the truck and its tax.
    await page.goto(`${prefix[locale]}/form-2290`);
    await page.getByRole("textbox", { name: words.weight.label }).fill("80000");
    await page.getByRole("combobox", { name: words.month.label }).selectOption("10");
    await page.getByRole("link", { name: words.send }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/contact$`));
    const message = page.locator("textarea");
    await expect(message).toHaveValue(new RegExp(`^${words.handoff.greeting.replace(/[.?()]/g, "\\$&")}`));
    await expect(message).toHaveValue(new RegExp(want.weight));
    await expect(message).toHaveValue(new RegExp(want.tax.replace("$", "\\$")));
  });
}

test.describe("on a lost signal", () => {
  // The browser reports the failed fetch; that failure is the point.
  test.use({ allowedConsole: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test("the calculator's words cannot be fetched: the driver is told so and keeps the weight; the next change answers", async ({
    page,
  }) => {
    const words = copy.ru.form2290Tax;
    await page.route("**/form-2290-tax-answers.json", (route) => route.abort("internetdisconnected"));
    await page.goto("/ru/form-2290");
    const weight = page.getByRole("textbox", { name: words.weight.label });
    await weight.scrollIntoViewIfNeeded();
    await weight.fill("8000");
    const status = page.getByRole("status").filter({ hasText: words.unavailable });
    await expect(status).toBeVisible();
    await expect(weight).toHaveValue("8000");

    await page.unroute("**/form-2290-tax-answers.json");
    await weight.press("End");
    await page.keyboard.type("0");
    const fullYear = taxForFirstUseCents(weightCategory(80_000) as TaxableCategory, 7, false);
    await expect(page.getByRole("status").filter({ hasText: formats.ru.usdCents(fullYear / 100) })).toBeVisible();
    await expect(page.getByText(words.unavailable)).toHaveCount(0);
    await expect(weight).toHaveValue("80000");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page shows how proration works and links to the category table on its own page", async ({ page }) => {
    await page.goto("/form-2290");
    await expect(page.getByText(/first used in January pays \$275\.00, 6 months of \$550/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: copy.en.form2290Tax.weight.label })).toBeHidden();
    await page.getByRole("link", { name: "Form 2290 tax and due-date tables" }).last().click();
    const table = page.getByRole("table", { name: "Form 2290 tax for a full year by weight category" });
    await expect(table.getByRole("row")).toHaveCount(23);
    await expect(table.getByRole("row", { name: /^V: Over 75,000 lb \$550\.00 \$412\.50$/ })).toBeVisible();
  });
});
