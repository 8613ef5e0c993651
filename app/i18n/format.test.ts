import { describe, expect, it } from "vitest";
import { formats } from "./format";

const nb = "\u00a0";
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("formats", () => {
  it("write numbers, money, weights and percentages as each language's guide does", () => {
    expect([formats.en.num(44836), formats.en.usd(44836), formats.en.lb(26000), formats.en.percent(4.5)]).toEqual([
      "44,836",
      "$44,836",
      "26,000 lb",
      "4.5%",
    ]);
    expect([formats.ru.usd(44836), formats.ru.lb(26000), formats.ru.percent(4.5)]).toEqual([
      `$44${nb}836`,
      `26${nb}000${nb}фунтов`,
      `4,5${nb}%`,
    ]);
    expect([formats.bg.usd(44836), formats.bg.lb(26000), formats.bg.lb(1)]).toEqual([
      `$44${nb}836`,
      `26${nb}000${nb}фунта`,
      `1${nb}фунт`,
    ]);
    expect([formats.en.usdCents(1234.5), formats.ru.usdCents(74.25)]).toEqual(["$1,234.50", "$74,25"]);
    expect([formats.en.usdRate(0.014, 4), formats.ru.usdRate(0.01101, 5), formats.bg.usdRate(0.0285, 4)]).toEqual([
      "$0.0140",
      "$0,01101",
      "$0,0285",
    ]);
    expect([
      formats.en.span(101, 1000),
      formats.ru.span(1001, null),
      formats.en.usdRange(25, 50),
      formats.bg.usdRange(25, 50),
    ]).toEqual(["101-1,000", `1${nb}001+`, "$25-$50", "$25–$50"]);
  });

  it("choose Russian's one, few and many forms", () => {
    const forms = { one: "грузовик", few: "грузовика", many: "грузовиков", other: "грузовика" };
    expect([1, 2, 5, 21, 11, 22].map((n) => formats.ru.count(n, forms))).toEqual(
      ["1 грузовик", "2 грузовика", "5 грузовиков", "21 грузовик", "11 грузовиков", "22 грузовика"].map((s) =>
        s.replace(" ", nb),
      ),
    );
    expect([1, 2].map((n) => formats.bg.plural(n, { one: "камион", other: "камиона" }))).toEqual(["камион", "камиона"]);
  });

  it("write dates, weekdays, months and opening hours", () => {
    expect(formats.en.longDate(d(2026, 4, 30))).toBe("Thursday, April 30, 2026");
    expect(formats.en.date(d(2027, 1, 31))).toBe("Jan 31, 2027");
    expect(formats.ru.date(d(2027, 1, 31))).toBe(`31${nb}января 2027${nb}г.`);
    expect(formats.bg.date(d(2027, 1, 31))).toBe(`31.01.2027${nb}г.`);
    expect(formats.ru.longDate(d(2026, 6, 1))).toBe(`понедельник, 1${nb}июня 2026${nb}г.`);
    expect(formats.bg.monthYear(2026, 11)).toBe(`ноември 2026${nb}г.`);
    expect([
      formats.en.days([1, 2, 3, 4, 5]),
      formats.ru.days([1, 2, 3, 4, 5]),
      formats.bg.days([0]),
      formats.ru.days([1, 3]),
    ]).toEqual(["Mon-Fri", "пн–пт", "нд", "пн, ср"]);
    expect([formats.en.timeRange("08:00", "18:00"), formats.ru.timeRange("08:00", "18:00")]).toEqual([
      "8:00 AM-6:00 PM",
      "8:00–18:00",
    ]);
  });
});
