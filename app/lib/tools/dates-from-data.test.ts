import { describe, expect, it, vi } from "vitest";
import type { Dates } from "~/data/schemas";
import { deadlinesForYear } from "./deadlines";
import { periodEnd, periodStartYear } from "./form2290";

/*
 * The rules take their days from app/data/dates.json and state none of their own: with made-up
 * days in place of the published ones, every date the rules give moves with them.
 */
vi.mock("~/data/dates.json", async (importOriginal) => {
  const { datesSchema } = await import("~/data/schemas");
  const live = (await importOriginal<{ default: Dates }>()).default;
  return {
    default: datesSchema.parse({
      ...live,
      iftaQuarterDue: {
        ...live.iftaQuarterDue,
        q1: { month: 4, day: 25 },
        q3: { month: 10, day: 20 },
        q4: { month: 1, day: 24 },
      },
      oregonQuarterDue: { ...live.oregonQuarterDue, q2: { month: 8, day: 15 } },
      form2290: { ...live.form2290, taxYearStart: { month: 8, day: 1 }, taxYearEnd: { month: 7, day: 31 } },
    }),
  };
});

const dueIn2027 = (id: string) => deadlinesForYear(2027).find((d) => d.id === id);

describe("dates the rules read from app/data/dates.json", () => {
  it("a quarterly return's day, moved off a weekend where its rule says so", () => {
    // April 25, 2027 is a Sunday: IFTA returns move to the next business day, the states' do not.
    expect(dueIn2027("ifta-q1-return-2027")?.date).toEqual({ year: 2027, month: 4, day: 26 });
    expect(dueIn2027("ky-nm-ny-ct-q1-return-2027")?.date).toEqual({ year: 2027, month: 4, day: 25 });
    expect(dueIn2027("ifta-q3-return-2027")?.date).toEqual({ year: 2027, month: 10, day: 20 });
    expect(dueIn2027("oregon-q2-return-2027")?.date).toEqual({ year: 2027, month: 8, day: 15 });
  });

  it("a fourth quarter's return, due in the next year, on its day across the year turn", () => {
    // January 24, 2027, a Sunday: IFTA's return moves to Monday the 25th; the states' stays.
    expect(dueIn2027("ifta-q4-return-2027")?.date).toEqual({ year: 2027, month: 1, day: 25 });
    expect(dueIn2027("ky-nm-ny-ct-q4-return-2027")?.date).toEqual({ year: 2027, month: 1, day: 24 });
    expect(deadlinesForYear(2026).some((d) => d.id === "ifta-q4-return-2027")).toBe(false);
  });

  it("Form 2290's tax period", () => {
    expect(periodStartYear({ year: 2027, month: 7, day: 31 })).toBe(2026);
    expect(periodStartYear({ year: 2027, month: 8, day: 1 })).toBe(2027);
    expect(periodEnd({ year: 2027, month: 8, day: 1 })).toEqual({ year: 2028, month: 7, day: 31 });
  });
});
