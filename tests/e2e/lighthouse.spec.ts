import { runLighthouse } from "../../scripts/measure/lighthouse";
import { expect, test } from "./fixtures";

/*
 * Lighthouse (mobile preset, simulated throttling) on five representative pages. It runs as its
 * own project after every other browser test, alone on the machine, because the simulation
 * scales with the CPU time it observes; each page's median of five runs counts.
 *
 * Issue 6 asks for performance of at least 95.
 */
const performanceFloor = 95;

test("accessibility, best practices and SEO at 100; performance at least 95", async ({ baseURL }) => {
  test.setTimeout(900_000);
  const paths = ["/", "/contact", "/irp-new-registration", "/ucr-registration", "/trucking-insights"];
  const figures = await runLighthouse(
    paths.map((p) => `${baseURL}${p}`),
    5,
  );
  for (const path of paths) {
    const f = figures.get(`${baseURL}${path}`)!;
    expect({ path, accessibility: f.accessibility, bestPractices: f.bestPractices, seo: f.seo }).toEqual({
      path,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
    expect(f.performance, `${path} performance`).toBeGreaterThanOrEqual(performanceFloor);
  }
});
