import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import { locales } from "~/i18n/locales";
import { figureTokens, withFigures } from "./figure-tokens";
import { withRuleRows } from "./rule-rows";

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("figure tokens in copy files", () => {
  it.each(locales)("%s: every token a copy file names is a figure, written in from app/data", (locale) => {
    const files = readdirSync(`app/content/${locale}`, { recursive: true, encoding: "utf8" }).filter(
      (name) => name.endsWith(".yaml") && !name.startsWith("tools/"),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const copy: unknown = YAML.parse(readFileSync(`app/content/${locale}/${file}`, "utf8"));
      const page = /^(services|reference)\//.test(file) ? withRuleRows(copy as { sections: object[] }, locale) : copy;
      expect(
        strings(withFigures(page, locale)).filter((text) => /\{\w+\}/.test(text)),
        file,
      ).toEqual([]);
    }
  });

  it("writes each figure from the data in the page's language", () => {
    const f = formats.ru;
    expect(figureTokens("ru").ucrDue).toBe(f.dayMonth(dates.ucr.due.month, dates.ucr.due.day));
    expect(withFigures({ a: ["due {ucrDue}"] }, "ru")).toEqual({
      a: [`due ${f.dayMonth(dates.ucr.due.month, dates.ucr.due.day)}`],
    });
    expect(() => withFigures("due {nowhere}", "en")).toThrow();
  });

  it("leaves a tool's own values for the tool and writes its figures in, beside them too", () => {
    const weight = figureTokens("en").cmvWeightFrom;
    expect(
      withFigures(
        { hint: "Trucks of {cmvWeightFrom}", result: "{count, plural, one {# truck} other {# trucks}}" },
        "en",
        true,
      ),
    ).toEqual({
      hint: `Trucks of ${weight}`,
      result: "{count, plural, one {# truck} other {# trucks}}",
    });
    expect(withFigures("{count} trucks of {cmvWeightFrom}", "en", true)).toBe(`{count} trucks of ${weight}`);
    expect(withFigures("{count} trucks, {statutoryNotaryNotice}", "en", true)).not.toContain("{statutoryNotaryNotice}");
  });
});
