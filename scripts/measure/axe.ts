import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** One rule broken, with the elements that break it (axe-core's type, through the package the project depends on). */
type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** What the browser tests and `npm run report` hold a page to: WCAG 2.2 A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Axe's minified file: half the bytes of the package's `source` to send and parse on each page. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Axe's violations on the page as it is now. Axe runs in legacy mode, in the page itself, which
 * more than halves each call; it skips frames from another origin, so a page with any frame is
 * refused (decision 0014). Only violations come back: listing every passing element cost a fifth
 * of each call. AxeBuilder evaluates axe's source (1.3 MB) twice on every call, the most of its
 * time: the source goes into a document once, here, and AxeBuilder gets a no-op in its place, which
 * took a call from about 1 s to 0.3 s (2026-11-29).
 */
export async function axeViolations(
  page: Page,
  scope: { include?: string; exclude?: string[] } = {},
): Promise<Violation[]> {
  if ((await page.locator("iframe, frame").count()) > 0)
    throw new Error(`${page.url()} has a frame, which axe in legacy mode skips when it comes from another origin`);
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) await page.evaluate(axeSource);
  const axe = new AxeBuilder({ page, axeSource: "void 0" })
    .withTags(tags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
  if (scope.include) axe.include(scope.include);
  for (const selector of scope.exclude ?? []) axe.exclude(selector);
  return (await axe.analyze()).violations;
}

/**
 * Puts axe into every document the page opens from now on, before the document's own scripts, for
 * a walk that runs axe on each page it visits. The source then crosses to the browser once, not on
 * each page: 115 ms a page instead of 270 ms (2026-11-30: a one-off spec under `npx playwright
 * test` loaded six pages of the production build and ran one axe rule on each, both ways).
 */
export async function axeOnEveryPage(page: Page): Promise<void> {
  await page.addInitScript(axeSource);
}

/** One violation as "rule: the elements", the way a failing test names it. */
export const describeViolation = (violation: Violation) =>
  `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`;
