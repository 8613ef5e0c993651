import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

/*
 * `npm audit --omit=dev`: the check fails on any high or critical advisory in a production
 * dependency. Where the registry's audit endpoint cannot be reached (the build machines here
 * answer 405), it says so and is recorded as skipped, never as passed.
 * Writes the outcome to the file named by its argument, for scripts/test-summary.mjs.
 */
const [outputFile] = process.argv.slice(2);
const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
const report = parse(run.stdout);

let outcome;
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  outcome = { status: serious > 0 ? "failed" : "passed", counts };
  console.log(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
  if (serious > 0) console.log("High or critical advisories: run `npm audit --omit=dev` for details.");
} else {
  const reason = report?.message ?? report?.error?.summary ?? (run.stderr.trim().split("\n").pop() || "no answer");
  outcome = { status: "skipped", reason };
  console.log(`npm audit --omit=dev skipped: the audit endpoint could not be used (${reason}).`);
}
if (outputFile) writeFileSync(outputFile, JSON.stringify(outcome));
