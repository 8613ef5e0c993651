import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factFiles } from "../../app/data/schemas";
import { clientRoot } from "./site";

const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

function sourcesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(sourcesIn);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, field]) => (key === "source" && typeof field === "string" ? [field] : sourcesIn(field)));
  return [];
}

describe("the facts files in the build", () => {
  it("reach the browser without their sources (integrations/facts-for-browser.ts)", () => {
    const scripts = readdirSync(path.join(clientRoot, "_astro"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(clientRoot, "_astro", name), "utf8"))
      .join("\n");
    const sources = Object.values(factFiles).flatMap(({ file }) => sourcesIn(read(file)));
    expect(sources.length).toBeGreaterThan(30);
    expect(sources.filter((source) => scripts.includes(source))).toEqual([]);
    // The data itself is there: the Form 2290 tool prints the day its rates were checked.
    const { form2290Tax } = read(factFiles.fees.file) as { form2290Tax: { checked: string } };
    expect(scripts).toContain(form2290Tax.checked);
  });

  it("stop `astro sync` (and so dev and build) at a broken fact, naming the file and the field", () => {
    const root = mkdtempSync(path.join(tmpdir(), "facts-"));
    try {
      // The checkout as the config imports it, without what is large and not read.
      const skip = new Set(["node_modules", ".git", "build", "test-results", "test-reports", "reports", ".astro"]);
      for (const item of readdirSync(".").filter((name) => !skip.has(name) && !name.startsWith("build-")))
        cpSync(item, path.join(root, item), { recursive: true });
      symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
      const file = factFiles.ucr.file;
      const ucr = read(file) as { years: { brackets: { fee: unknown }[] }[] };
      ucr.years[0]!.brackets[1]!.fee = "one hundred";
      writeFileSync(path.join(root, file), JSON.stringify(ucr));
      const sync = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "sync"], { cwd: root, encoding: "utf8" });
      expect(sync.status).not.toBe(0);
      expect(sync.stdout + sync.stderr).toContain(`ucr → ${file} data does not match collection schema`);
      expect(sync.stdout + sync.stderr).toContain("years.0.brackets.1.fee");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
