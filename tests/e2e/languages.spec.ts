import { expect, test } from "./fixtures";
import { mainText } from "./html-text";
import { allPaths, copy, localizePath, locales, publicPaths as basePaths, splitLocale, translatedLocales } from "./pages";
import { loadSiteConfig } from "../../app/config/site-config";

/*
 * The three languages as a visitor and a search engine meet them: the switcher, hreflang
 * clusters, links that stay in their language, the notary notice the Illinois statute requires
 * on every Russian and Bulgarian page, and each language's not-found page.
 */
const siteUrl = loadSiteConfig({}).siteUrl;
const languageOf = (path: string) => splitLocale(path).locale;

async function html(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test("every page declares its language, a self-canonical and a complete, reciprocal hreflang cluster", async ({ request }) => {
  for (const base of basePaths) {
    const expected = [
      ...locales.map((l) => `${l} ${siteUrl}${localizePath(base, l)}`),
      `x-default ${siteUrl}${base}`,
    ].sort();
    for (const locale of locales) {
      const path = localizePath(base, locale);
      const page = await html(request, path);
      expect(page, path).toContain(`<html lang="${locale}"`);
      expect(page, path).toContain(`<link rel="canonical" href="${siteUrl}${path}">`);
      const cluster = [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`).sort();
      expect(cluster, path).toEqual(expected);
      expect(page, path).toContain(`<meta property="og:locale" content="${{ en: "en_US", ru: "ru_RU", bg: "bg_BG" }[locale]}">`);
    }
  }
});

test("the sitemap gives every URL its alternates in all three languages", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(entries).toHaveLength(allPaths.length);
  for (const entry of entries) {
    const alternates = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates).toEqual(["en", "ru", "bg", "x-default"]);
  }
});

test("no internal link on a Russian or Bulgarian page leaves its language", async ({ request }) => {
  for (const path of allPaths.filter((p) => languageOf(p) !== "en")) {
    const locale = languageOf(path);
    const page = await html(request, path);
    const body = page.slice(page.indexOf("<body"));
    for (const [tag, href] of body.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)[^"]*"[^>]*>/g)) {
      if (/\bhreflang=/i.test(tag)) continue; // the language switcher links to the other languages on purpose
      expect(languageOf(href!), `${path} links to ${href}`).toBe(locale);
    }
  }
});

test("every Russian and Bulgarian page shows the notary notice in English and its language, and never names the service with a banned word", async ({ request }) => {
  const englishNotice = copy.en.shared.notaryNotice.text;
  for (const path of allPaths.filter((p) => languageOf(p) !== "en")) {
    const locale = languageOf(path) as "ru" | "bg";
    const page = await html(request, path);
    const notices = [...page.matchAll(/<section[^>]*data-notary-notice[\s\S]*?<\/section>/g)].map((m) => mainText(`<main>${m[0]}</main>`));
    const expectedCount = path.endsWith("/notary-public") ? 2 : 1;
    expect(notices, path).toHaveLength(expectedCount);
    for (const notice of notices) {
      expect(notice, path).toContain(copy[locale].shared.notaryNotice.text);
      expect(notice, path).toContain(englishNotice);
    }
    const body = page.slice(page.indexOf("<body")).replace(/<section[^>]*data-notary-notice[\s\S]*?<\/section>/g, "");
    const outsideNotice = mainText(`<main>${body.replace(/<\/?main[^>]*>/g, "")}</main>`);
    expect(outsideNotice, path).not.toMatch(/нотариус|нотариал|нотариа|адвокат|юрист|лицензирован|лицензиран/i);
  }
  for (const base of basePaths) expect(await html(request, base), base).not.toContain("data-notary-notice");
});

test("the footer's notary notice is set at body-text size in both languages (a conspicuous size, 5 ILCS 312/3-103)", async ({ page }) => {
  for (const path of ["/ru/", "/bg/ucr-registration"]) {
    await page.goto(path);
    const notice = page.locator("footer [data-notary-notice]");
    const bodySize = await page.locator("body").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const sizes = await notice.locator("p").evaluateAll((ps) => ps.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    expect(sizes, path).toHaveLength(2);
    for (const size of sizes) expect(size, path).toBeGreaterThanOrEqual(Math.max(16, bodySize));
  }
});

test("the notary page keeps the title Notary Public in every language and states the $5 cap", async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localizePath("/notary-public", locale));
    await expect(page.getByRole("navigation", { name: copy[locale].shared.breadcrumbs.label })).toContainText("Notary Public");
    await expect(page.getByRole("main")).toContainText("$5");
  }
});

test("the language switcher lands on the same page in the other language, without JavaScript too", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    for (const base of ["/", "/ucr-registration", "/contact"]) {
      await page.goto(base);
      await page.getByRole("banner").getByRole("link", { name: /Русский/ }).click();
      await expect(page).toHaveURL(localizePath(base, "ru"));
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await page.getByRole("banner").getByRole("link", { name: /Български/ }).click();
      await expect(page).toHaveURL(localizePath(base, "bg"));
      await expect(page.getByRole("banner").getByRole("link", { name: /Български/ })).toHaveAttribute("aria-current", "true");
      await page.getByRole("banner").getByRole("link", { name: /English/ }).click();
      await expect(page).toHaveURL(base);
    }
    await context.close();
  }
});

test("on a phone the switcher is in the menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ru/form-2290");
  await page.getByRole("button", { name: copy.ru.shared.header.menu }).click();
  await page.getByRole("navigation", { name: copy.ru.shared.header.mainNavigation }).getByRole("link", { name: "English" }).click();
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

test("every English phrase on a Russian or Bulgarian page is marked lang=en, outside the interactive widgets", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of allPaths.filter((p) => languageOf(p) !== "en")) {
    await page.goto(path);
    const unmarked = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, option, astro-island, svg")) continue;
        if (/[A-Za-z]/.test(node.textContent ?? "") && !parent.closest('[lang|="en"]')) found.push(node.textContent!.trim());
      }
      return found;
    });
    expect(unmarked, path).toEqual([]);
  }
  await context.close();
});
