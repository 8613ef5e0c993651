import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { typedFigures } from "./typed-figures";

/*
 * Every copy file in every language types no figure that app/data holds
 * (app/content/typed-figures.ts): what the content layer checks as it loads them, in seconds.
 */

const root = new URL(".", import.meta.url).pathname;
const contentFiles = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (file) => /^(en|ru|bg)\//.test(file) && file.endsWith(".yaml"),
);

/** Every string of a copy file, as the page gets it: YAML's escapes read. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

describe("figures come from app/data", () => {
  it("reads every language's content files", () => {
    expect(contentFiles.filter((file) => file.startsWith("ru/")).length).toBeGreaterThan(30);
  });

  it("finds a typed figure that data holds, in every form the copy writes one", () => {
    const sample = [
      "$300 fee",
      "over 10,000 lb",
      "26 000 фунтов",
      "26\u00a0000\u00a0фунтов",
      "due Dec 31",
      "до 31 декабря",
      "$75,000",
      "5,000 miles",
      "7\u00a0500\u00a0миль",
    ];
    expect(sample.map((line) => typedFigures("sample", line).length)).toEqual(sample.map(() => 1));
    expect(typedFigures("sample", '"$104 online", "Form 2290", "3 axles", "Dec 25"')).toEqual([]);
  });

  it.each(contentFiles)("%s types no fee, weight or date that app/data holds", (file) => {
    const strings = stringsOf(YAML.parse(readFileSync(join(root, file), "utf8")));
    const typed = strings.flatMap((text) => typedFigures(file, text));
    expect(typed.map((t) => `${t.where} ${t.text}`)).toEqual([]);
  });
});
