import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, first (on a fresh clone, `CI=true bash .ci/run`, each file's time
 * in test-reports/vitest.json, 2026-11-28: 40-48, 24-29, 18, 10 and 21 s). Vitest orders files by their last run's time, but a fresh clone has none, and
 * ordered by size these ran last, where they alone set when the run ended. The server's crash and
 * full-disk tests mostly wait on the processes they start, so they go beside the second build and
 * the Java checker rather than after them.
 */
const longest = [
  "scripts/reproducible-build.test.ts",
  "scripts/measure/nu-checker.test.ts",
  "server/restart.test.ts",
  "server/store-failure.test.ts",
  "tests/build/budgets.test.ts",
];

const rank = (spec: TestSpecification) => {
  const at = longest.findIndex((file) => spec.moduleId.endsWith(file));
  return at < 0 ? longest.length : at;
};

/** Vitest's own order, with the longest files moved to the front. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
