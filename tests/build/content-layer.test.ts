import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { servicePageFile } from "../../app/content/copy-files";
import { fees } from "../../app/data/fees";
import { factFiles } from "../../app/data/schemas";
import { formats } from "../../app/i18n/format";
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
    // The data itself is there: the Form 2290 tool prints the day its rates were checked, which
    // sits beside the rates in the fees file's group.
    const { form2290Tax } = read(factFiles.fees.file) as { form2290Tax: { perStep: number; checked: string } };
    expect(scripts).toMatch(new RegExp(`perStep:${form2290Tax.perStep},[^}]*checked:[\`"']${form2290Tax.checked}`));
  });

});

/** `astro sync` in a copy of the checkout with one file changed: its exit status and what it printed. */
function syncWith(file: string, change: (text: string) => string): { status: number | null; output: string } {
  const root = mkdtempSync(path.join(tmpdir(), "content-layer-"));
  try {
    // The checkout as the config imports it, without what is large and not read.
    const skip = new Set(["node_modules", ".git", "build", "test-results", "test-reports", "reports", ".astro"]);
    for (const item of readdirSync(".").filter((name) => !skip.has(name) && !name.startsWith("build-")))
      cpSync(item, path.join(root, item), { recursive: true });
    symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
    const changed = change(readFileSync(file, "utf8"));
    expect(changed).not.toBe(readFileSync(file, "utf8"));
    writeFileSync(path.join(root, file), changed);
    const sync = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "sync"], { cwd: root, encoding: "utf8" });
    // Colours are on where the terminal or CI asks for them; the words are what is checked.
    return { status: sync.status, output: stripVTControlCharacters(sync.stdout + sync.stderr) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("the content layer (app/content.config.ts) stops `astro sync`, and so dev and build", () => {
  it("at a fact its schema refuses, naming the file and the field", () => {
    const file = factFiles.ucr.file;
    const { status, output } = syncWith(file, (text) => {
      const ucr = JSON.parse(text) as { years: { brackets: { fee: unknown }[] }[] };
      ucr.years[0]!.brackets[1]!.fee = "one hundred";
      return JSON.stringify(ucr);
    });
    expect(status).not.toBe(0);
    expect(output).toContain(`ucr → ${file} data does not match collection schema`);
    expect(output).toContain("years.0.brackets.1.fee");
  }, 60_000);

  it("at a tool's translation whose message takes another value, naming the file and the key", () => {
    const file = "app/content/bg/tools/checkup.yaml";
    const { status, output } = syncWith(file, (text) =>
      text.replace(/^( {2}ein-form2290: .*)\{atLeastLb\}/m, "$1{atLeast}"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("The translations differ from English");
    expect(output).toContain(`${file} at reasons.ein-form2290: takes atLeast where English takes atLeastLb`);
  }, 60_000);

  it("at the shared words' file with a key missing, naming the language and the key", () => {
    const { status, output } = syncWith("app/content/bg/shared.yaml", (text) =>
      text.replace(/^hours:\n {2}closed:/m, "hours:\n  shut:"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain("shared → bg data does not match collection schema");
    expect(output).toContain("hours.closed");
  }, 60_000);

  it("at a page's copy file whose translation lost an item, naming the file and the key", () => {
    const file = "app/content/ru/insights.yaml";
    const { status, output } = syncWith(file, (text) => {
      const copy = YAML.parse(text) as { cards: { tips: string[] }[] };
      copy.cards[1]!.tips.pop();
      return YAML.stringify(copy);
    });
    expect(status).not.toBe(0);
    expect(output).toContain(`${file} at cards.1.tips: `);
  }, 60_000);

  it("at a service page whose translation names another figure, naming the file and the key", () => {
    const file = servicePageFile("/boc-3", "ru");
    const { status, output } = syncWith(file, (text) => text.replace("{boc3Fee}", "{boc3BrokerFee}"));
    expect(status).not.toBe(0);
    expect(output).toMatch(new RegExp(`${file} at sections\\.\\d+\\.rows\\.0\\.1: takes boc3BrokerFee where English takes boc3Fee`));
  }, 60_000);

  it("at a service page's table that has both typed rows and a rule's, naming the file and the field", () => {
    const file = servicePageFile("/ucr-registration", "en");
    const { status, output } = syncWith(file, (text) => text.replace("rowsFrom:\n", "rows: [[a, b]]\n      rowsFrom:\n"));
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toMatch(/sections\.\d+\.table\.rows\**: has rows and rowsFrom: keep one/);
  }, 60_000);

  it("at a page that types a fee app/data holds instead of its token, naming the file and the key", () => {
    const file = servicePageFile("/boc-3", "en");
    const fee = formats.en.usd(fees.boc3.typicalMin);
    const { status, output } = syncWith(file, (text) => text.replace("Typically {boc3Fee}", `From ${fee}`));
    expect(status).not.toBe(0);
    expect(output).toMatch(new RegExp(`${file} at sections\\.\\d+\\.rows\\.0\\.1: types \\${fee}, which app/data holds`));
  }, 60_000);
});
