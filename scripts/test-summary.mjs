import { existsSync, readFileSync } from "node:fs";

/* Adds up the Vitest and Playwright JSON reports and the audit outcome into the closing line CI reads. */
const [vitestFile, playwrightFile, auditFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) failed += 1;
  // A file that failed with no failing test (it failed to load, or a hook failed and skipped its
  // tests) counts once: a beforeAll timeout once read "0 failed" here.
  failed += report.testResults.filter(
    (f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"),
  ).length;
} else {
  failed += 1;
}

if (existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.expected + stats.unexpected + stats.flaky === 0) failed += 1;
} else {
  failed += 1;
}

if (auditFile && existsSync(auditFile)) {
  const { status } = JSON.parse(readFileSync(auditFile, "utf8"));
  if (status === "passed") passed += 1;
  if (status === "failed") failed += 1;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
