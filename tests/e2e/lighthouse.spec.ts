import { runLighthouse } from "../../scripts/measure/lighthouse";
import { expect, test } from "./fixtures";

/*
 * Lighthouse (mobile preset, simulated throttling) on representative pages in each language. It runs as its
 * own project after every other browser test, alone on the machine, because the simulation
 * scales with the CPU time it observes; each performance figure is the median of three runs, and
 * accessibility, best practices and SEO, which do not vary, are scored in the first.
 *
 * Floors: LCP at most 1.1 s, on the way from issue 11's 1.2 s to issue 26's 0.8 s: on 2026-11-27
 * the gate measured 731-839 ms on the pages within the first round trip (CI on ae9d9a0; 698-851 ms
 * on 7ba2f6d, run on its own here) and 936-1003 ms on /ru/form-2290 and /bg/form-2290, which are
 * not. Performance at least 85, not issue 26's 100: with Debian's Chromium 156.0.8078.108 every
 * page's blocking time rose on 2026-11-26 (the unchanged commit that had passed at 99-100 on
 * 2026-11-23 measured 81-96). Most of it was the browser restyling the whole page when the site's
 * stylesheet arrived after first paint; since 7ba2f6d a phone does not apply it
 * (integrations/after-paint.ts, decision 0007: `npm run report`'s median blocking time went from
 * 249 to 164 ms). The gate measured 90-100 in CI on d478d1d (blocking time 21-410 ms), as on
 * ae9d9a0: its figures swing from run to run more than that change moved them. The rest is the
 * pages' own layout and scripts on this two-core machine, which the simulation counts four times
 * over.
 */
const floors = { performance: 85, lcpMs: 1100 };
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
