import { readFile } from "node:fs/promises";
import { locales } from "../../app/i18n/locales";
import { publicPaths } from "../../app/lib/catalog";
import { builtPages, urlPathOf } from "../../scripts/measure/built-pages";
import { kb, overKb, pastFirstWindow, windowFigures } from "../../scripts/measure/first-window";
import { htmlErrors } from "../../scripts/measure/html-validation";
import { brokenLinks } from "../../scripts/measure/links";
import { measurePageBytes } from "../../scripts/measure/page-bytes";
import { hydrateEveryIsland, pageScriptRan } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";

/*
 * The site's budgets, enforced on measured figures (see `npm run report` for all of them).
 * Bytes are gzipped unless named brotli. A page without a React island loads only the small
 * scripts (at most 5 KB); a page with one loads React too, about 65 KB, after first paint, and
 * Astro's island runtime, 2 KB that moved out of the page into a cached file (decision 0007).
 * Brotli HTML: every page at most 16 KB; the count past the first round trip's 13 KB may not grow.
 * It is 9 of 120 since the late-filing plan (issue 43): /form-2290 and the Russian and Bulgarian
 * /ucr-registration passed 13 KB by 5-25 bytes with the due-date picker's passed-date words and the
 * tools' named anchors. The checkup page's JS grew by about 4 KB with the plan's late filings,
 * steps and total. The fast-suite issue (45) judges speed against the floor instead.
 */
export const budgets = { jsKb: 5, islandPageJsKb: 98, cssKb: 20, htmlKb: 30, htmlBrotliKb: 16, pagesOverWindow: 9 };
const root = "build/client";

test("every page is valid HTML and has no broken internal link or fragment", async () => {
  const pages = await builtPages(root);
  // Every page in every language, and each language's not-found page.
  expect(pages).toHaveLength((publicPaths.length + 1) * locales.length);
  for (const [file, messages] of await htmlErrors(root, pages)) expect(messages, file).toEqual([]);
  expect(Object.fromEntries(await brokenLinks(root, pages))).toEqual({});
});

test("each page's first round trip holds its CSS, header, title and lead, no page passes the brotli ceiling, and no more pages pass the window", async () => {
  const over: string[] = [];
  const pastWindow: string[] = [];
  for (const file of await builtPages(root)) {
    const { brotli, throughLead } = await windowFigures(root, file);
    if (pastFirstWindow(throughLead)) over.push(`${file}: ${kb(throughLead)} KB to the end of the lead`);
    if (overKb(brotli, budgets.htmlBrotliKb)) over.push(`${file}: ${kb(brotli)} KB brotli`);
    if (pastFirstWindow(brotli)) pastWindow.push(`${file} ${brotli}`);
  }
  expect(over).toEqual([]);
  expect(pastWindow.length, pastWindow.join(", ")).toBeLessThanOrEqual(budgets.pagesOverWindow);
});

test.describe("bytes", () => {
  test.use({ allowedConsole: [/status of 404 \(Not Found\) at http:\/\/127\.0\.0\.1:\d+\/((ru|bg)\/)?a-missing-page/] });

  // One walk per language, so the two workers share them.
  test.describe.configure({ mode: "parallel" });

  for (const locale of locales)
  test(`every ${locale} page stays within its byte budgets and loads nothing from another host`, async ({ page, baseURL }) => {
  test.setTimeout(200_000);
  const over: string[] = [];
  const localeOf = (file: string) => locales.find((other) => other !== "en" && file.startsWith(`${other}/`)) ?? "en";
  for (const file of (await builtPages(root)).filter((file) => localeOf(file) === locale)) {
    const path = file.endsWith("404.html") ? `/${file.replace("404.html", "")}a-missing-page` : urlPathOf(file);
    const html = await readFile(`${root}/${file}`, "utf8");
    const hasIsland = html.includes("<astro-island");
    const bytes = await measurePageBytes(page, `${baseURL}${path}`);
    expect(bytes.foreignRequests, path).toEqual([]);
    const jsBudget = hasIsland ? budgets.islandPageJsKb : budgets.jsKb;
    if (overKb(bytes.js, jsBudget)) over.push(`${path}: JS ${kb(bytes.js)} KB`);
    if (overKb(bytes.css, budgets.cssKb)) over.push(`${path}: CSS ${kb(bytes.css)} KB`);
    if (overKb(bytes.html, budgets.htmlKb)) over.push(`${path}: HTML ${kb(bytes.html)} KB`);
  }
  expect(over).toEqual([]);
  });
});

test("no page asks for a script in its markup: a loader adds them, and islands wait for the page to be on screen", async () => {
  for (const file of await builtPages(root)) {
    const html = await readFile(`${root}/${file}`, "utf8");
    expect(html, file).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    for (const [island] of html.matchAll(/<astro-island[^>]*>/g)) {
      expect(island, file).toMatch(/\bclient="afterpaint"/);
    }
  }
});

test("in the browser, every script starts after the first contentful paint, and then runs", async ({ page }) => {
  for (const path of ["/", "/contact", "/irp-new-registration", "/form-2290", "/ru/checkup", "/bg/filing-deadlines"]) {
    await page.goto(path);
    await pageScriptRan(page);
    await hydrateEveryIsland(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    for (const script of timing.scripts) expect(script.start, `${path}: ${script.url}`).toBeGreaterThan(timing.paint);
  }
});
