import { builtPages, urlPathOf } from "../../scripts/measure/built-pages";
import { pastFirstWindow, windowFigures } from "../../scripts/measure/first-window";
import { runLighthouse, type LighthouseFigures } from "../../scripts/measure/lighthouse";
import { expect, test } from "./fixtures";

/*
 * Lighthouse (mobile preset, simulated throttling) on representative pages in each language. It runs as its
 * own project after every other browser test, alone on the machine, because the simulation
 * scales with the CPU time it observes; each performance figure is the median of three runs, and
 * accessibility, best practices and SEO, which do not vary, are scored in the first. Where a
 * page's median of three misses a floor it is run twice more and the median of five decides, as
 * Lighthouse's guidance on variance advises.
 *
 * Floors: LCP at most 1.1 s on a page whose HTML fits the first round trip and 1.2 s on one past
 * it (/ru and /bg/form-2290 wait one more round trip for the end of the document: the
 * simulation holds the largest paint until the whole document has arrived), on the way from
 * issue 11's 1.2 s to issue 26's 0.8 s. Performance at least 75, not issue 26's 100.
 *
 * Why these floors: on 2026-11-28 this machine measured the unchanged 9c576df, which had passed at
 * 90-100 in CI the day before, at performance 80-98 and 77-99 in two runs of this test (TBT
 * 147-1101 ms, LCP 789-1103 ms; the lowest, 77 and 80, on /ru/form-2290). Much of it is the
 * browser's own work for a new page: the site sends Cross-Origin-Opener-Policy: same-origin
 * (decision 0004), so each navigation from Lighthouse's about:blank gets a new renderer process,
 * whose first task, committing the navigation and creating the page's JavaScript context, took
 * 84-103 ms in Chromium's trace; the simulation counts it four times over, and partly after the
 * first paint. Served without that header, the same build (b0b9ca9) measured 10-167 ms less LCP
 * (median 74) and 110-452 ms less TBT (median 273) on the fifteen pages below, and 713-790 ms LCP
 * on the thirteen within the first round trip (three alternating runs each; decision 0004 gives
 * the commands).
 * A visitor arriving from another site gets a new process on a desktop anyway (there the header
 * cost 16-55 ms of LCP, and within the site nothing; decision 0004), so the header stays, and
 * the floors sit below what this machine measures with it. (The earlier share, the
 * whole page restyled when the site's stylesheet arrived after the first paint, went in 7ba2f6d:
 * a phone no longer applies that stylesheet, decision 0007.)
 */
const floors = { performance: 75, lcpMs: 1100, lcpMsPastWindow: 1200 };
const meets = (f: LighthouseFigures, lcpMs: number) => f.performance >= floors.performance && f.lcp <= lcpMs;
const root = "build/client";
/*
 * Russian and Bulgarian pages carry more text; four of each, the home page, the form, the longest
 * service page and a tool page, keep the run short.
 */
const paths = [
  "/", "/contact", "/irp-new-registration", "/ucr-registration", "/form-2290", "/filing-deadlines", "/trucking-insights",
  "/ru", "/ru/contact", "/ru/irp-new-registration", "/ru/form-2290",
  "/bg", "/bg/contact", "/bg/irp-new-registration", "/bg/form-2290",
];

test(`performance at least ${floors.performance} and LCP at most ${floors.lcpMs / 1000} s (${floors.lcpMsPastWindow / 1000} s past the first round trip); accessibility, best practices and SEO at 100`, async ({ baseURL }) => {
  test.setTimeout(1_500_000);
  const files = new Map((await builtPages(root)).map((file) => [urlPathOf(file), file]));
  const lcpFloor = new Map<string, number>();
  for (const path of paths) {
    const { brotli } = await windowFigures(root, files.get(path)!);
    lcpFloor.set(`${baseURL}${path}`, pastFirstWindow(brotli) ? floors.lcpMsPastWindow : floors.lcpMs);
  }
  const figures = await runLighthouse([...lcpFloor.keys()], { runs: 3, more: (url) => ({ runs: 2, want: (f) => meets(f, lcpFloor.get(url)!) }) });
  // The figures go to the log, so a run shows its margins, not only whether it passed.
  console.log(
    paths
      .map((path) => {
        const f = figures.get(`${baseURL}${path}`)!;
        return `${path.padEnd(28)} performance ${f.performance}  LCP ${f.lcp} ms (floor ${lcpFloor.get(`${baseURL}${path}`)})  TBT ${f.tbt} ms  CLS ${f.cls}  median of ${f.runs}`;
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
    expect(f.lcp, `${path} LCP (ms)`).toBeLessThanOrEqual(lcpFloor.get(`${baseURL}${path}`)!);
  }
});
