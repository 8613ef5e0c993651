import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { typedFigures } from "./typed-figures";

/*
 * Every content file's source in every language, the TypeScript modules and the YAML, types no
 * figure that app/data holds (app/content/typed-figures.ts). The content layer checks the YAML
 * too, as it loads it; this also covers the modules.
 */

const root = new URL(".", import.meta.url).pathname;
const contentFiles = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (file) => /^(en|ru|bg)\//.test(file) && /\.(ts|yaml)$/.test(file) && !file.endsWith(".test.ts"),
);

describe("figures come from app/data", () => {
  it("reads every language's content files", () => {
    expect(contentFiles.filter((file) => file.startsWith("ru/")).length).toBeGreaterThan(30);
  });

  it("finds a typed figure that data holds, in every form the copy writes one", () => {
    const sample = [
      "`$300 fee`",
      '"over 10,000 lb"',
      '"26 000 фунтов"',
      "`${f.usd(75000)}`",
      "`${f.lb(55000)}`",
      '"due Dec 31"',
      '"до 31 декабря"',
      "f.dayMonth(4, 30)",
      '"$75,000"',
      '"5,000 miles"',
      "`${f.num(7500)}\\u00a0миль`",
    ];
    expect(sample.map((line) => typedFigures("sample", line).length)).toEqual(sample.map(() => 1));
    expect(typedFigures("sample", '"$104 online", "Form 2290", "3 axles", "Dec 25"')).toEqual([]);
  });

  it.each(contentFiles)("%s types no fee, weight or date that app/data holds", (file) => {
    const typed = typedFigures(file, readFileSync(join(root, file), "utf8"));
    expect(typed.map((t) => `${t.where} ${t.text}`)).toEqual([]);
  });
});
