import { describe, expect, it } from "vitest";
import { ucrTables } from "~/data/ucr";
import { locales } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { readCopy } from "./copy-files";
import { servicePageSchema } from "./schemas";
import { ucrTableYears } from "./ucr-table";

describe("the years the UCR table's caption names", () => {
  it("are the newest year and the years just before it with the same fees, and the next year is asked about", () => {
    const { years, next } = ucrTableYears();
    const newest = ucrTables.years.at(-1)!;
    expect(years.at(-1)).toBe(newest.year);
    expect(next).toBe(newest.year + 1);
    for (const year of years)
      expect(ucrTables.years.find((entry) => entry.year === year)?.brackets).toEqual(newest.brackets);
    const before = ucrTables.years.find((entry) => entry.year === years[0]! - 1);
    if (before) expect(before.brackets).not.toEqual(newest.brackets);
  });
});

describe("the UCR table's caption in every language", () => {
  // The caption is one message for one year, two, or more with the same fees; the data today has one case.
  const captions = locales.map((locale) => {
    const page = readCopy("services/ucr-registration", servicePageSchema, locale);
    const finder = page.sections.find((section) => section.kind === "tool");
    return [locale, finder?.kind === "tool" ? finder.table?.caption : undefined] as const;
  });

  it.each(captions)("%s: names only the newest year, or every year that shares its fees", (locale, caption) => {
    expect(caption).toBeTruthy();
    const write = (earlier: number[]) =>
      formatMessage(
        caption!,
        { ucrEarlierYearCount: earlier.length, ucrEarlierYears: earlier.join(", "), ucrNewestYear: "2027" },
        locale,
      );
    expect(write([])).toContain("2027");
    expect(write([])).not.toMatch(/2026|\(/);
    expect(write([2026])).toMatch(/2026.*2027/);
    const three = write([2025, 2026]);
    expect(three).toMatch(/2025, 2026.*2027/);
    expect(three).not.toBe(write([2026]).replace("2026", "2025, 2026"));
  });
});
