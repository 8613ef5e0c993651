import { describe, expect, it } from "vitest";
import { steps, StepReport, type Step } from "./step-report";

/** A report in which every step changed `changed` things on each of these pages. */
function reportOf(pages: string[], changed: (step: Step, page: string) => number): StepReport {
  const report = new StepReport();
  for (const page of pages)
    for (const step of Object.keys(steps) as Step[]) report.add(page, step, changed(step, page));
  return report;
}

describe("StepReport", () => {
  it("sums what each step changed over the build, and on how many pages", () => {
    const report = reportOf(["index.html", "about/index.html", "ru/index.html"], (step, page) =>
      step === "hydration-scripts" && page !== "index.html" ? 0 : 2,
    );
    expect(report.total("hydration-scripts")).toEqual({ pages: 1, changed: 2 });
    expect(report.summary()).toContain("hydration-scripts: 2 island scripts moved to a file on 1 of 3 pages");
    expect(report.summary()).toContain("critical-css: 6 rules inlined on 3 of 3 pages");
    expect(() => report.requireEveryStep()).not.toThrow();
  });

  it("stops the build at a step that changed nothing on any page, naming it", () => {
    const report = reportOf(["index.html", "about/index.html"], (step) => (step === "text-separators" ? 0 : 1));
    expect(() => report.requireEveryStep()).toThrow(
      "text-separators: changed nothing on any of the 2 pages (React text separators dropped: 0). Did React's markup change?",
    );
  });
});
