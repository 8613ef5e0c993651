import { describe, expect, it } from "vitest";
import { weightDistanceRates } from "~/data/weight-distance";
import { newYorkOverTop, oneWayShare, rateDecimals, weightDistanceRateRows } from "./weight-distance-table";
import { rateFor } from "./weight-distance";

const rows = weightDistanceRateRows();

describe("the New Mexico and New York rate table", () => {
  it("runs in 2,000 lb rows from New York's first taxed weight to an open row over 80,000 lb", () => {
    expect(rows[0]?.range).toEqual({ fromLb: 18_001, toLb: 20_000 });
    expect(rows.at(-1)?.range).toEqual({ fromLb: 80_001, toLb: null });
    expect(rows).toHaveLength(32);
    rows.slice(0, -1).forEach((row, i) => expect(row.range.toLb).toBe((rows[i + 1]?.range.fromLb ?? 0) - 1));
  });

  it("shows the rate rateFor gives at both ends of every row", () => {
    for (const { range, newMexico, newYork } of rows.slice(0, -1)) {
      for (const weight of [range.fromLb, range.toLb ?? range.fromLb]) {
        const nm = rateFor("NM", weight);
        expect(newMexico).toEqual(
          nm.kind === "taxable" ? { kind: "rate", dollarsPerMile: nm.dollarsPerMile } : { kind: "none" },
        );
        const ny = rateFor("NY", weight);
        expect(newYork).toEqual(
          ny.kind === "taxable" ? { kind: "rate", dollarsPerMile: ny.dollarsPerMile } : { kind: "none" },
        );
      }
    }
  });

  it("has New Mexico start over 26,000 lb, and New York's per-ton rate over 80,000 lb", () => {
    expect(rows.find((r) => r.range.fromLb === 24_001)?.newMexico).toEqual({ kind: "none" });
    expect(rows.find((r) => r.range.fromLb === 26_001)?.newMexico).toEqual({ kind: "rate", dollarsPerMile: 0.01101 });
    expect(rows.at(-1)?.newMexico).toEqual({ kind: "rate", dollarsPerMile: 0.04378 });
    expect(rows.at(-1)?.newYork).toEqual({ kind: "per-ton", dollarsPerMile: 0.0546, perTon: 0.0028, overLb: 80_000 });
    expect(newYorkOverTop).toEqual({ overLb: 80_000, dollarsPerMile: 0.0546, perTon: 0.0028 });
  });

  it("writes New Mexico's share as a fraction, and each rate with its source's decimals", () => {
    expect(oneWayShare).toBe("2/3");
    // No digit of a published rate is lost in the decimals it is written with.
    const { kentucky, newMexico, newYork } = weightDistanceRates;
    const exact = (dollars: number, decimals: number) => Number(dollars.toFixed(decimals)) === dollars;
    expect(exact(kentucky.dollarsPerMile, rateDecimals.KY)).toBe(true);
    for (const b of newMexico.brackets) {
      const rate = rateFor("NM", b.fromLb);
      expect(rate.kind === "taxable" && exact(rate.dollarsPerMile, rateDecimals.NM), String(b.fromLb)).toBe(true);
    }
    for (const b of newYork.brackets) expect(exact(b.dollarsPerMile, rateDecimals.NY), String(b.fromLb)).toBe(true);
    expect(exact(newYork.overTop.dollarsPerMilePerTon, rateDecimals.NY)).toBe(true);
  });
});
