import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { pageSettled } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";
import { localizePath, locales, publicPaths, serviceContentFor, services, splitLocale } from "./pages";

/*
 * Every page, at phone and desktop widths: no axe violations (WCAG 2.2 A and AA, best
 * practices), no content-security-policy violation, no horizontal scrolling, and (through the
 * fixture) no console error or warning and no request to another host.
 */
/** Every page of one language, and its not-found page. */
const pathsIn = (locale: (typeof locales)[number]) =>
  [...publicPaths, "/a-missing-page"].map((path) => localizePath(path, locale));

/*
 * At 1280 px axe skips the service pages made only of text, lists and tables, all but the first:
 * they share one template, and from 390 to 1280 px only the widths of the same elements change,
 * which the phone walk has checked on every one of them. It checks every other page (each main
 * page, each reference page, the not-found page and each service page with a tool, whose layout
 * changes with the width). The CSP and sideways-scroll checks still run on every page. Axe on
 * 726 page visits made these walks half of CI's time (issue 26).
 */
const textOnlyServices = new Set<string>();
for (const { path } of services.slice(1))
  if (!(await serviceContentFor(path)).sections.some((section) => "kind" in section && section.kind === "tool")) textOnlyServices.add(path);
const axeChecks = (path: string, width: number) => width < 1280 || !textOnlyServices.has(splitLocale(path).path);
/*
 * The site's header and footer are the same components on every page (SiteHeader, SiteFooter); a
 * page changes only where the language links lead and which link is marked current. Axe checks
 * them on each walk's first page and, on the others, what lies between them: 0.1-0.2 s less of
 * 0.7-1.0 s a page (2026-11-28: axeViolations' AxeBuilder timed with and without these
 * exclusions, twice each, on one load of each of five pages of three languages at 390 and 1280 px).
 */
const sharedChrome = ["body > header", "body > footer"];

// Twelve long walks: spread over both workers rather than run one after another in one.
test.describe.configure({ mode: "parallel" });

test.use({ allowedConsole: [/status of 404 \(Not Found\) at http:\/\/127\.0\.0\.1:\d+\/((ru|bg)\/)?a-missing-page/] });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

for (const locale of locales)
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every ${locale} page at ${viewport.width}px: no axe or CSP violations, no horizontal scroll`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    for (const [index, path] of pathsIn(locale).entries()) {
      await page.goto(path);
      await pageSettled(page);
      if (axeChecks(path, viewport.width)) {
        expect((await axeViolations(page, { exclude: index > 0 ? sharedChrome : [] })).map(describeViolation), `${path} at ${viewport.width}px`).toEqual([]);
      }
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}

test("axe as the walks run it finds a broken page, and refuses one with a frame", async ({ page }) => {
  await page.goto("/contact");
  await pageSettled(page);
  await page.locator("main").evaluate((main) =>
    main.insertAdjacentHTML("beforeend", '<input type="text" id="unlabelled"><a href="#nowhere" id="nameless"></a><img src="/favicon.svg" id="no-alt">'),
  );
  expect((await axeViolations(page, { exclude: sharedChrome })).map(describeViolation)).toEqual([
    "image-alt: #no-alt",
    "label: #unlabelled",
    "link-name: #nameless",
  ]);
  await page.locator("main").evaluate((main) => main.append(document.createElement("iframe")));
  await expect(axeViolations(page)).rejects.toThrow("has a frame");
});

for (const locale of locales)
for (const width of [320, 640]) {
  // 640 CSS px is a 1280 px window at 200% zoom; the walk above checks 390 and 1280.
  test(`no horizontal scrolling at ${width}px on any ${locale} page`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of pathsIn(locale)) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
