import { describe, expect, it } from "vitest";
import { factFiles } from "../../app/data/schemas";
import { parseIso } from "../../app/lib/tools/dates";
import { type CheckedFact, checkedFacts, checkHoldsMonths, staleFacts, staleFactsSection } from "./stale-facts";

const fact = (checked: string, path = "scac"): CheckedFact => ({
  file: "app/data/fees.json",
  path,
  source: "NMFTA",
  checked,
});
const stalePaths = (today: string, facts: CheckedFact[]) => staleFacts(parseIso(today), facts).map((f) => f.path);

describe("facts to check again (npm run report)", () => {
  it("holds a check for 12 months: current through the same day a year on, stale from the day after", () => {
    expect(checkHoldsMonths).toBe(12);
    const facts = [fact("2025-11-29")];
    expect(stalePaths("2026-11-28", facts)).toEqual([]);
    expect(stalePaths("2026-11-29", facts)).toEqual([]);
    expect(stalePaths("2026-11-30", facts)).toEqual(["scac"]);
  });

  it("counts across the year's turn and from a leap day", () => {
    expect(stalePaths("2026-12-31", [fact("2025-12-31")])).toEqual([]);
    expect(stalePaths("2027-01-01", [fact("2025-12-31")])).toEqual(["scac"]);
    // A year after Feb 29 is Feb 28.
    expect(stalePaths("2025-02-28", [fact("2024-02-29")])).toEqual([]);
    expect(stalePaths("2025-03-01", [fact("2024-02-29")])).toEqual(["scac"]);
  });

  it("lists the stale ones oldest first, with file, fact and source", () => {
    const facts = [fact("2025-06-01", "b"), fact("2026-11-01", "fresh"), fact("2024-01-15", "a")];
    expect(stalePaths("2026-11-29", facts)).toEqual(["a", "b"]);
    const section = staleFactsSection(parseIso("2026-11-29"), facts);
    expect(section[0]).toBe("Facts in `app/data/` last checked more than 12 months before 2026-11-29: 2 of 3.");
    expect(section).toContain("| app/data/fees.json | a | 2024-01-15 | NMFTA |");
  });

  it("reads every group of every facts file that says when it was checked", () => {
    const facts = checkedFacts();
    // The home page's notice is the office's own announcement, with a last day but no source to check.
    const sourced = Object.entries(factFiles).filter(([name]) => name !== "notice");
    expect(new Set(facts.map((f) => f.file))).toEqual(new Set(sourced.map(([, f]) => f.file)));
    expect(facts.find((f) => f.file === factFiles.fees.file && f.path === "form2290Tax")).toMatchObject({
      source: expect.stringMatching(/\S/),
      checked: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Far enough on, every one is due again.
    expect(staleFacts(parseIso("2100-01-01"), facts)).toHaveLength(facts.length);
  });
});
