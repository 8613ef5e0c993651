import { describe, expect, it } from "vitest";
import { firstRound, nextRound, rightAnswers, rightChoice, roadSignIds } from "./road-signs";

describe("the road-sign practice's rounds", () => {
  it("has at least 12 signs, each once", () => {
    expect(roadSignIds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(roadSignIds).size).toBe(roadSignIds.length);
  });

  it("renders the first round the same way every time: the signs in list order, three choices each", () => {
    const round = firstRound();
    expect(round).toEqual(firstRound());
    expect(round.signs).toEqual(roadSignIds);
    for (const id of roadSignIds) expect([...round.choices[id]].sort()).toEqual([0, 1, 2]);
  });

  it("does not put the right answer in the same place on every sign", () => {
    const places = new Set(roadSignIds.map((id) => firstRound().choices[id].indexOf(rightChoice)));
    expect(places).toEqual(new Set([0, 1, 2]));
  });

  it("mixes signs and choices anew for another round, never in the order of the round before", () => {
    const first = firstRound();
    for (let seed = 0; seed < 200; seed++) {
      const next = nextRound(first, seed);
      expect([...next.signs].sort()).toEqual([...roadSignIds].sort());
      expect(next.signs).not.toEqual(first.signs);
    }
    expect(nextRound(first, 1)).toEqual(nextRound(first, 1));
    expect(nextRound(first, 1).signs).not.toEqual(nextRound(first, 2).signs);
  });

  it("moves the signs on when a seed would repeat the order", () => {
    const same = nextRound(firstRound(), 3);
    const again = nextRound(same, 3);
    expect(again.signs).not.toEqual(same.signs);
    expect(again.signs).toEqual([...same.signs.slice(1), same.signs[0]]);
  });

  it("counts the right answers", () => {
    expect(rightAnswers({})).toBe(0);
    expect(rightAnswers({ stop: 0, yield: 2, "weight-limit": 0, "no-trucks": 1 })).toBe(2);
  });
});
