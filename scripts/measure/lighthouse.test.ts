import { describe, expect, it } from "vitest";
import { figuresOf } from "./lighthouse";

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
