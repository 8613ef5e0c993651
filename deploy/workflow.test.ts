import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import YAML from "yaml";

/*
 * .github/workflows/deploy.yml, read as GitHub reads it: what can be checked without GitHub.
 * Its run on GitHub and the deploy over SSH are not tested here (README, "For the office").
 */

interface Step {
  uses?: string;
  run?: string;
}
interface Workflow {
  on: { push: { branches: string[] } };
  jobs: Record<string, { needs?: string; container?: string; steps: Step[] }>;
}

const workflow = YAML.parse(readFileSync(path.resolve(".github/workflows/deploy.yml"), "utf8")) as Workflow;
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts);

it("tests every push to main with the CI command, on Debian with Node 20, and deploys only what passed", () => {
  expect(workflow.on.push.branches).toEqual(["main"]);
  expect(workflow.jobs.test!.container).toMatch(/^node:20-bookworm$/);
  expect(workflow.jobs.test!.steps.map((s) => s.run).filter(Boolean)).toEqual(["bash .ci/run"]);
  expect(workflow.jobs.deploy!.needs).toBe("test");
});

it("deploys the commit that was tested, with npm scripts the project has, in shell that parses", () => {
  const [step] = workflow.jobs.deploy!.steps;
  expect(step!.run).toContain('"$GITHUB_SHA"');
  for (const [, script] of step!.run!.matchAll(/npm run (\S+)/g)) expect(scripts).toContain(script);
  const check = spawnSync("bash", ["-n"], { input: step!.run, encoding: "utf8" });
  expect(check.stderr).toBe("");
  expect(check.status).toBe(0);
  // The part that runs on the server, parsed apart from the heredoc that carries it.
  const remote = /<<'REMOTE'\n([\s\S]*?)\nREMOTE/.exec(step!.run!)![1]!;
  expect(spawnSync("bash", ["-n"], { input: remote }).status).toBe(0);
});
