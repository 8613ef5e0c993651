import { describe, expect, it } from "vitest";
import { ucrTables } from "~/data/ucr";
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
