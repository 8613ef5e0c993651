import { describe, expect, it } from "vitest";
import { seededRandom, shuffled } from "./shuffle";

describe("seededRandom", () => {
  it("gives the same numbers for the same seed, in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 100 }, a);
    expect(Array.from({ length: 100 }, b)).toEqual(first);
    for (const n of first) expect(n >= 0 && n < 1).toBe(true);
  });

  it("gives other numbers for another seed", () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});

describe("shuffled", () => {
  const items = ["a", "b", "c", "d", "e", "f"];

  it("keeps every item once and leaves the input alone", () => {
    const result = shuffled(items, seededRandom(7));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("is the same order for the same seed, and orders differ across seeds", () => {
    expect(shuffled(items, seededRandom(7))).toEqual(shuffled(items, seededRandom(7)));
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => shuffled(items, seededRandom(seed)).join("")));
    expect(orders.size).toBeGreaterThan(15);
  });

  it("puts each item first about as often as any other", () => {
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 6000; seed++) {
      const first = shuffled(items, seededRandom(seed))[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const item of items) expect(firsts.get(item)).toBeGreaterThan(850);
  });
});
