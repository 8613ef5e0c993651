import { fees } from "../../app/data/fees";
import { formats } from "../../app/i18n/format";
import { expect, test } from "./fixtures";
import { copy, localizePath, locales, translatedLocales } from "./pages";

/*
 * The three languages as a visitor meets them in the browser: the switcher (with and without
 * JavaScript, and in the phone menu), the notary notice's rendered size, the notary page, and each
 * language's not-found page as the server answers it. What the built files hold (hreflang clusters,
 * the sitemap's alternates, links that stay in their language, the notary notice the Illinois
 * statute requires on every Russian and Bulgarian page, English phrases marked lang=en) is checked
 * without a browser in tests/build/languages.test.ts.
 */

test("the footer's notary notice is set at body-text size in both languages (a conspicuous size, 5 ILCS 312/3-103)", async ({
  page,
}) => {
  for (const path of ["/ru/", "/bg/ucr-registration"]) {
    await page.goto(path);
    const notice = page.locator("footer [data-notary-notice]");
    const bodySize = await page.locator("body").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const sizes = await notice
      .locator("p")
      .evaluateAll((ps) => ps.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes, path).toHaveLength(2);
    for (const size of sizes) expect(size, path).toBeGreaterThanOrEqual(Math.max(16, bodySize));
  }
});

test("the notary page keeps the title Notary Public in every language and states the fee cap", async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localizePath("/notary-public", locale));
    await expect(page.getByRole("navigation", { name: copy[locale].shared.breadcrumbs.label })).toContainText(
      "Notary Public",
    );
    await expect(page.getByRole("main")).toContainText(formats[locale].usd(fees.notaryAct.maximum));
  }
});

test("the language switcher lands on the same page in the other language, without JavaScript too", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    for (const base of ["/", "/ucr-registration", "/contact"]) {
      await page.goto(base);
      await page
        .getByRole("banner")
        .getByRole("link", { name: /Русский/ })
        .click();
      await expect(page).toHaveURL(localizePath(base, "ru"));
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await page
        .getByRole("banner")
        .getByRole("link", { name: /Български/ })
        .click();
      await expect(page).toHaveURL(localizePath(base, "bg"));
      await expect(page.getByRole("banner").getByRole("link", { name: /Български/ })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await page
        .getByRole("banner")
        .getByRole("link", { name: /English/ })
        .click();
      await expect(page).toHaveURL(base);
    }
    await context.close();
  }
});

test("on a phone the switcher is in the menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ru/form-2290");
  await page.getByRole("button", { name: copy.ru.shared.header.menu }).click();
  await page
    .getByRole("navigation", { name: copy.ru.shared.header.mainNavigation })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL("/form-2290");
});

test("an unknown path under /ru/ or /bg/ answers 404 with that language's not-found page", async ({ request }) => {
  for (const locale of translatedLocales) {
    const response = await request.get(`/${locale}/no-such-page`);
    expect(response.status()).toBe(404);
    const page = await response.text();
    expect(page).toContain(`<html lang="${locale}"`);
    expect(page).toContain(copy[locale].shared.notFound.title);
    expect(page).toContain('content="noindex"');
  }
  const english = await request.get("/no-such-page");
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain(copy.en.shared.notFound.title);
});
