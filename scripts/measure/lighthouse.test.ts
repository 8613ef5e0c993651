import { describe, expect, it } from "vitest";
import { figuresOf, medianBesideFloor } from "./lighthouse";

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
      figures: {
        performance: 96,
        accessibility: 100,
        bestPractices: 0,
        seo: 0,
        lcp: 774,
        tbt: 228,
        cls: 0,
        totalBytes: 41_234,
      },
    });
  });

  it("names a run whose metric audits errored as failed, with their messages, instead of giving NaN", () => {
    const broken = { ...complete, "largest-contentful-paint": undefined, "total-blocking-time": undefined };
    expect(figuresOf(lhr(broken, { "largest-contentful-paint": "NO_LCP" }))).toEqual({
      failure: "largest-contentful-paint: NO_LCP; total-blocking-time: no value",
    });
  });

  it("passes on the run's own error", () => {
    const failed = {
      ...lhr(complete),
      runtimeError: { code: "PROTOCOL_TIMEOUT", message: "Waiting for DevTools protocol response" },
    };
    expect(figuresOf(failed)).toEqual({ failure: "Waiting for DevTools protocol response" });
  });
});

describe("medianBesideFloor", () => {
  const run = (lcp: number, tbt = 0) => ({
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp,
    tbt,
    cls: 0,
    totalBytes: 0,
  });

  it("runs the floor before each run of each page, round after round, and takes each URL's medians, the floor's over all its runs", async () => {
    const asked: string[] = [];
    const lcp: Record<string, number[]> = { floor: [700, 800, 900, 750], a: [1000, 900], b: [600, 650] };
    const measure = async (url: string) => (asked.push(url), run(lcp[url]!.shift()!, url === "a" ? 120 : 0));
    const medians = await medianBesideFloor(measure, "floor", ["a", "b"], 2);
    expect(asked).toEqual(["floor", "a", "floor", "b", "floor", "a", "floor", "b"]);
    expect([...medians.keys()]).toEqual(["floor", "a", "b"]);
    expect(medians.get("floor")).toEqual({ performance: 90, lcp: 800, tbt: 0, cls: 0, totalBytes: 0, runs: 4 });
    expect(medians.get("a")).toMatchObject({ lcp: 1000, tbt: 120, runs: 2 });
  });
});
