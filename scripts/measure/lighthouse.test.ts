import { describe, expect, it } from "vitest";
import { figuresOf, medianRuns } from "./lighthouse";

/** What Lighthouse reports for a run, cut down to what the figures read. */
function lhr(values: Record<string, number | undefined>, errors: Record<string, string> = {}) {
  const audits = Object.fromEntries(
    Object.entries(values).map(([id, numericValue]) => [id, { id, numericValue, errorMessage: errors[id] }]),
  );
  const categories = { performance: { score: 0.96 }, accessibility: { score: 1 } };
  return { categories, audits } as unknown as Parameters<typeof figuresOf>[0];
}

const complete = {
  "first-contentful-paint": 640.4,
  "speed-index": 700,
  "largest-contentful-paint": 773.6,
  "total-blocking-time": 228.2,
  "cumulative-layout-shift": 0.00049,
  "total-byte-weight": 41_234,
};

describe("figuresOf", () => {
  it("rounds a complete run's figures; a category the run left out scores 0", () => {
    expect(figuresOf(lhr(complete))).toEqual({
      figures: { performance: 96, accessibility: 100, bestPractices: 0, seo: 0, lcp: 774, tbt: 228, cls: 0, totalBytes: 41_234 },
    });
  });

  it("names a run whose metric audits errored as failed, with their messages, instead of giving NaN", () => {
    const broken = { ...complete, "largest-contentful-paint": undefined, "total-blocking-time": undefined };
    expect(figuresOf(lhr(broken, { "largest-contentful-paint": "NO_LCP" }))).toEqual({
      failure: "largest-contentful-paint: NO_LCP; total-blocking-time: no value",
    });
  });

  it("passes on the run's own error", () => {
    const failed = { ...lhr(complete), runtimeError: { code: "PROTOCOL_TIMEOUT", message: "Waiting for DevTools protocol response" } };
    expect(figuresOf(failed)).toEqual({ failure: "Waiting for DevTools protocol response" });
  });
});

describe("medianRuns", () => {
  const run = (performance: number, lcp: number) => ({ performance, accessibility: 100, bestPractices: 100, seo: 100, lcp, tbt: 0, cls: 0, totalBytes: 0 });
  /** A measure that answers these runs in turn and counts how often it was called. */
  function runsOf(...figures: ReturnType<typeof run>[]) {
    const asked: number[] = [];
    return { asked, measure: async (i: number) => (asked.push(i), figures[i]!) };
  }
  const floor = { runs: 2, want: (f: { performance: number }) => f.performance >= 85 };

  it("takes the median of each figure over the runs, and the other scores from the first", async () => {
    const { asked, measure } = runsOf(run(90, 800), { ...run(70, 900), accessibility: 0 }, run(95, 700));
    expect(await medianRuns(measure, { runs: 3, more: floor })).toMatchObject({ performance: 90, lcp: 800, accessibility: 100, runs: 3 });
    expect(asked).toEqual([0, 1, 2]);
  });

  it("runs twice more where the median misses the floor, and takes the median of all five", async () => {
    const { asked, measure } = runsOf(run(80, 800), run(84, 900), run(90, 700), run(88, 750), run(91, 760));
    expect(await medianRuns(measure, { runs: 3, more: floor })).toMatchObject({ performance: 88, lcp: 760, runs: 5 });
    expect(asked).toEqual([0, 1, 2, 3, 4]);
  });

  it("still misses the floor when the added runs are low too", async () => {
    const { measure } = runsOf(run(80, 800), run(84, 900), run(90, 700), run(70, 750), run(79, 760));
    expect((await medianRuns(measure, { runs: 3, more: floor })).performance).toBe(80);
  });
});
