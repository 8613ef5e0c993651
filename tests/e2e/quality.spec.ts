import type { Page } from "@playwright/test";
import { axeOnEveryPage, axeViolations, describeViolation } from "../../scripts/measure/axe";
import { pageSettled } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";
import { localizePath, locales } from "./pages";
import { templatePaths } from "./templates";
import { brokenWords, loneLastWords } from "./word-checks";

/*
 * One page of each template (tests/e2e/templates.ts) in each language, at a small phone, a common
 * phone and a laptop: no axe violations (WCAG 2.2 A and AA, best practices), no content-security-
 * policy violation, no horizontal scrolling, no target under 24 by 24 CSS pixels (WCAG 2.5.8), no
 * word broken at 320 px (word-checks.ts), and (through the fixture) no console error or warning and no request to another host. What every page holds, whatever its template, is read from the
 * built files by the tests in tests/build/.
 */
const paths = await templatePaths();
/*
 * Axe at 390 px would repeat its run at 320: between the two widths the one media query sets the
 * home tabs' columns, so the same elements show in the same colours, and what changes with the
 * width (target size, sideways scrolling) is measured here at each width. 390 is walked for those.
 */
const widths = [
  { width: 320, height: 720, axe: true },
  { width: 390, height: 844, axe: false },
  { width: 1280, height: 800, axe: true },
];
const zoomed = { width: 640, height: 400 };
/*
 * The site's header and footer are the same components on every page (SiteHeader, SiteFooter); a
 * page changes only where the language links lead and which link is marked current. Axe checks
 * them on each language's first page (the home page) and, on the others, what lies between them.
 */
const sharedChrome = ["body > header", "body > footer"];

/** Links inside running text are exempt from WCAG 2.5.8; everything else must be 24x24. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [role=tab]")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (getComputedStyle(el).visibility === "hidden" || el.closest("[aria-hidden=true]")) continue;
      const inText =
        el.tagName === "A" && getComputedStyle(el).display === "inline" && el.parentElement?.closest("p, li, dd, span");
      if (inText) continue;
      // A check box's or radio button's label takes its clicks: the label is the target.
      const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      if (label && label.width >= 24 && label.height >= 24) continue;
      if (r.width < 24 || r.height < 24)
        problems.push(
          `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return problems;
  });
}

// Six walks: spread over both workers rather than run one after another in one.
test.describe.configure({ mode: "parallel" });

test.use({ allowedConsole: [/status of 404 \(Not Found\) at http:\/\/127\.0\.0\.1:\d+\/((ru|bg)\/)?a-missing-page/] });

test.beforeEach(async ({ page }) => {
  await axeOnEveryPage(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

/**
 * A page as it is at one width: axe, the CSP, target size and sideways scrolling; at 320 px, every
 * heading, button and tab keeps its words whole, and no heading leaves a short last word alone.
 */
async function checkAt(page: Page, path: string, { axe, ...viewport }: (typeof widths)[number], axeExclude: string[]) {
  await page.setViewportSize(viewport);
  // A wider window can bring an island into view, which then starts.
  await pageSettled(page);
  if (axe)
    expect(
      (await axeViolations(page, { exclude: axeExclude })).map(describeViolation),
      `${path} at ${viewport.width}px`,
    ).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
  expect(await smallTargets(page), `${path} at ${viewport.width}px`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
  if (viewport.width === 320) {
    expect(await page.evaluate(brokenWords), `${path}: words broken at 320px`).toEqual([]);
    expect(await page.evaluate(loneLastWords), `${path}: headings at 320px`).toEqual([]);
  }
}

/*
 * Each page loads once, at the narrowest width, and is then widened: only the layout changes with
 * the width, and one load instead of three took a third off the walk (2026-11-28). The laptop at
 * 200% zoom (640 CSS px) is checked for sideways scrolling alone.
 */
const half = Math.ceil(paths.length / 2);
for (const locale of locales)
  for (const [part, slice] of [
    ["first", paths.slice(0, half)],
    ["second", paths.slice(half)],
  ] as const) {
    test(`the ${part} half of the ${locale} templates at ${widths.map((w) => w.width).join(", ")} px: no axe or CSP violations, no small target, no horizontal scroll, no broken word`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(widths[0]!);
      for (const path of slice.map((p) => localizePath(p, locale))) {
        await page.goto(path);
        const axeExclude = path === localizePath(paths[0]!, locale) ? [] : sharedChrome;
        for (const viewport of widths) await checkAt(page, path, viewport, axeExclude);
        await page.setViewportSize(zoomed);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          `${path} scrolls sideways at 640px`,
        ).toBeLessThanOrEqual(0);
      }
    });
  }

test("axe as the walks run it finds a broken page, and refuses one with a frame", async ({ page }) => {
  await page.goto("/contact");
  await pageSettled(page);
  // The first call puts axe into the page; the next one reuses it and must still see what changed.
  expect(await axeViolations(page, { exclude: sharedChrome })).toEqual([]);
  await page
    .locator("main")
    .evaluate((main) =>
      main.insertAdjacentHTML(
        "beforeend",
        '<input type="text" id="unlabelled"><a href="#nowhere" id="nameless"></a><img src="/favicon.svg" id="no-alt">',
      ),
    );
  expect((await axeViolations(page, { exclude: sharedChrome })).map(describeViolation)).toEqual([
    "image-alt: #no-alt",
    "label: #unlabelled",
    "link-name: #nameless",
  ]);
  await page.locator("main").evaluate((main) => main.append(document.createElement("iframe")));
  await expect(axeViolations(page)).rejects.toThrow("has a frame");
});
