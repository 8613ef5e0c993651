import { runLighthouse } from "../../scripts/measure/lighthouse";
import { expect, test } from "./fixtures";

/*
 * Lighthouse (mobile preset, simulated throttling) on representative pages in each language. It runs as its
 * own project after every other browser test, alone on the machine, because the simulation
 * scales with the CPU time it observes; each figure is the median of three runs.
 *
 * Issue 11's floors: performance at least 99, LCP at most 1.2 s. Measured with nothing fetched
 * while the page first paints (decision 0007): medians 0.75-0.94 s on these pages, performance
 * 99-100 (2026-11-23).
 */
const floors = { performance: 99, lcpMs: 1200 };
/*
 * Russian and Bulgarian pages carry more text; four of each, the home page, the form, the longest
 * service page and a tool page, keep the run short.
 */
const paths = [
  "/", "/contact", "/irp-new-registration", "/ucr-registration", "/form-2290", "/filing-deadlines", "/trucking-insights",
  "/ru", "/ru/contact", "/ru/irp-new-registration", "/ru/form-2290",
  "/bg", "/bg/contact", "/bg/irp-new-registration", "/bg/form-2290",
];

test(`performance at least ${floors.performance} and LCP at most ${floors.lcpMs / 1000} s; accessibility, best practices and SEO at 100`, async ({ baseURL }) => {
  test.setTimeout(1_200_000);
  const figures = await runLighthouse(
    paths.map((p) => `${baseURL}${p}`),
    3,
  );
  // The figures go to the log, so a run shows its margins, not only whether it passed.
  console.log(
    paths
      .map((path) => {
        const f = figures.get(`${baseURL}${path}`)!;
        return `${path.padEnd(28)} performance ${f.performance}  LCP ${f.lcp} ms  TBT ${f.tbt} ms  CLS ${f.cls}`;
      })
      .join("\n"),
  );
  for (const path of paths) {
    const f = figures.get(`${baseURL}${path}`)!;
    expect({ path, accessibility: f.accessibility, bestPractices: f.bestPractices, seo: f.seo }).toEqual({
      path,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
    expect(f.performance, `${path} performance`).toBeGreaterThanOrEqual(floors.performance);
    expect(f.lcp, `${path} LCP (ms)`).toBeLessThanOrEqual(floors.lcpMs);
  }
});
