import { formats } from "../../app/i18n/format";
import { formatMessage } from "../../app/i18n/message";
import { localizePath } from "../../app/i18n/locales";
import { ucrFinderAnswersPath } from "../../app/content/tool-words";
import { bracketFor } from "../../app/lib/tools/ucr";
import { hydrateEveryIsland, islandRuntimeRan, pageScriptRan } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";
import { copy } from "./pages";

/*
 * What only a browser shows of the byte budgets (the budgets themselves are read from the build,
 * tests/build/budgets.test.ts): every script starts after the first paint, and then runs.
 */
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

test("a tool's modules and words are asked for at the visitor's first act, before it is reached; it starts only then, and answers", async ({
  page,
}) => {
  await page.goto("/ru/ucr-registration");
  await pageScriptRan(page);
  const island = page.locator("astro-island");
  const [component, renderer] = await Promise.all([
    island.getAttribute("component-url"),
    island.getAttribute("renderer-url"),
  ]);
  const needs = [component, renderer, localizePath(ucrFinderAnswersPath, "ru")];
  const asked = () =>
    page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  // The island runtime's file has run (it defines the directive) and has asked for nothing yet.
  await islandRuntimeRan(page);
  for (const need of needs) expect(await asked(), "nothing is asked for while the page loads").not.toContain(need);

  await page.mouse.wheel(0, 200);
  await expect.poll(asked).toEqual(expect.arrayContaining(needs));
  await expect(island, "the tool waits to be scrolled to").toHaveAttribute("ssr");

  const words = copy.ru.ucrFinder;
  const input = page.getByRole("textbox", { name: words.label });
  await input.scrollIntoViewIfNeeded();
  await input.fill("3");
  await expect(page.locator("#ucr-fee-finder-controls [role=status]")).toHaveText(
    formatMessage(words.result, { count: 3, fee: formats.ru.usd(bracketFor(3).fee) }, "ru"),
  );
});
