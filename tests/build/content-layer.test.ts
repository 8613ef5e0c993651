import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
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

/**
 * The checkout as the config imports it, without what is large and not read, in a new directory
 * with one file changed.
 */
function copyWith(file: string, change: (text: string) => string): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-layer-"));
  const skip = new Set(["node_modules", ".git", "build", "test-results", "test-reports", "reports", ".astro"]);
  // Nor the editor's Decap CMS (editor/decap, 66 MB): eight copies of its former install took
  // Vitest from about 125 to 190 s (fresh clones, 2026-11-29).
  const notRead = (from: string) => path.basename(from) !== "node_modules" && from !== path.join("editor", "decap");
  for (const item of readdirSync(".").filter((name) => !skip.has(name) && !name.startsWith("build-")))
    cpSync(item, path.join(root, item), { recursive: true, filter: notRead });
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  const changed = change(readFileSync(file, "utf8"));
  expect(changed).not.toBe(readFileSync(file, "utf8"));
  writeFileSync(path.join(root, file), changed);
  return root;
}

/*
 * Each case is `astro sync` in its own copy, through Astro's programmatic sync (the command's own
 * code) in one Node process for all of them: a process per case loaded Astro each time, 38 s of
 * CPU for the file where this takes 28 (`npx vitest run tests/build/content-layer.test.ts`, the
 * machine's CPU time from /proc/stat, 2026-11-29). What a case gets is the error and its location
 * as the command prints them, without its **bold** marks, or null when the sync passed.
 */
const syncEach = `
  import { sync } from "astro";
  const results = [];
  for (const root of JSON.parse(process.argv[1])) {
    try { await sync({ root, logLevel: "silent" }); results.push(null); }
    catch (error) {
      const location = error.loc?.file ? \`\\nLocation: \${error.loc.file}\` : "";
      results.push(String(error.message).replaceAll("**", "") + location);
    }
  }
  process.stdout.write(JSON.stringify(results));
`;
const cases = new Map<string, { file: string; change: (text: string) => string }>();
const failures = new Map<string, string | null>();
/** The case's sync error, or null when `astro sync` passed. */
const syncWith = (name: string, file: string, change: (text: string) => string) => {
  cases.set(name, { file, change });
  return () => failures.get(name);
};

beforeAll(() => {
  const roots = [...cases.values()].map(({ file, change }) => copyWith(file, change));
  try {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", syncEach, JSON.stringify(roots)], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`The sync process failed: ${run.stderr}`);
    const results = JSON.parse(run.stdout) as (string | null)[];
    [...cases.keys()].forEach((name, index) => failures.set(name, results[index]!));
  } finally {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  }
}, 120_000);

describe("the content layer (app/content.config.ts) stops `astro sync`, and so dev and build", () => {
  const ucrFile = factFiles.ucr.file;
  const ucrFee = syncWith("a fact", ucrFile, (text) => {
    const ucr = JSON.parse(text) as { years: { brackets: { fee: unknown }[] }[] };
    ucr.years[0]!.brackets[1]!.fee = "one hundred";
    return JSON.stringify(ucr);
  });
  it("at a fact its schema refuses, naming the file and the field", () => {
    expect(ucrFee()).toContain(`ucr → ${ucrFile} data does not match collection schema`);
    expect(ucrFee()).toContain("years.0.brackets.1.fee");
  });

  const checkupFile = "app/content/bg/tools/checkup.yaml";
  const checkupArgument = syncWith("a tool's translation", checkupFile, (text) =>
    text.replace(/^( {2}ein-form2290: .*)\{atLeastLb\}/m, "$1{atLeast}"),
  );
  it("at a tool's translation whose message takes another value, naming the file and the key", () => {
    expect(checkupArgument()).toContain("The translations differ from English");
    expect(checkupArgument()).toContain(
      `${checkupFile} at reasons.ein-form2290: takes atLeast where English takes atLeastLb`,
    );
  });

  const sharedKey = syncWith("the shared words", "app/content/bg/shared.yaml", (text) =>
    text.replace(/^hours:\n {2}closed:/m, "hours:\n  shut:"),
  );
  it("at the shared words' file with a key missing, naming the language and the key", () => {
    expect(sharedKey()).toContain("shared → bg data does not match collection schema");
    expect(sharedKey()).toContain("hours.closed");
  });

  const insightsFile = "app/content/ru/insights.yaml";
  const insightsItem = syncWith("a page's copy", insightsFile, (text) => {
    const copy = YAML.parse(text) as { cards: { tips: string[] }[] };
    copy.cards[1]!.tips.pop();
    return YAML.stringify(copy);
  });
  it("at a page's copy file whose translation lost an item, naming the file and the key", () => {
    expect(insightsItem()).toContain(`${insightsFile} at cards.1.tips: `);
  });

  const boc3Ru = servicePageFile("/boc-3", "ru");
  const boc3Figure = syncWith("a service page's figure", boc3Ru, (text) => text.replace("{boc3Fee}", "{boc3BrokerFee}"));
  it("at a service page whose translation names another figure, naming the file and the key", () => {
    expect(boc3Figure()).toMatch(
      new RegExp(`${boc3Ru} at sections\\.\\d+\\.rows\\.0\\.1: takes boc3BrokerFee where English takes boc3Fee`),
    );
  });

  const ucrPage = servicePageFile("/ucr-registration", "en");
  const bothRows = syncWith("a table's rows", ucrPage, (text) => text.replace("rowsFrom:\n", "rows: [[a, b]]\n      rowsFrom:\n"));
  it("at a service page's table that has both typed rows and a rule's, naming the file and the field", () => {
    expect(bothRows()).toContain(ucrPage);
    expect(bothRows()).toMatch(/sections\.\d+\.table\.rows: has rows and rowsFrom: keep one/);
  });

  const boc3En = servicePageFile("/boc-3", "en");
  const fee = formats.en.usd(fees.boc3.typicalMin);
  const typedFee = syncWith("a typed fee", boc3En, (text) => text.replace("Typically {boc3Fee}", `From ${fee}`));
  it("at a page that types a fee app/data holds instead of its token, naming the file and the key", () => {
    expect(typedFee()).toMatch(new RegExp(`${boc3En} at sections\\.\\d+\\.rows\\.0\\.1: types \\${fee}, which app/data holds`));
  });

  const unchanged = syncWith("nothing wrong", "app/data/ucr.json", (text) => `${text}\n`);
  it("and passes when nothing is wrong", () => {
    expect(unchanged()).toBeNull();
  });
});
