import { hydrateEveryIsland, pageScriptRan } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";

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
