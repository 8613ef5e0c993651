import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { referencePagesIn, servicePagesIn } from "./written-pages";

/** Every English service and reference page: each has a review date and may have open questions. */
const pages = new Map<string, { readonly path: string; readonly reviewed: string; readonly openQuestions?: true }>([
  ...servicePagesIn("en"),
  ...referencePagesIn("en"),
]);

/** The page paths named in the first cell of each table row of docs/content-review.md. */
function pathsWithOpenQuestions(): Set<string> {
  const doc = readFileSync(new URL("../../docs/content-review.md", import.meta.url), "utf8");
  const paths = new Set<string>();
  for (const line of doc.split("\n")) {
    const firstCell = line.match(/^\|([^|]*)\|/)?.[1];
    if (!firstCell) continue;
    for (const path of firstCell.match(/(?:\/[a-z0-9-]+)+/g) ?? []) paths.add(path);
  }
  return paths;
}

describe("docs/content-review.md and the pages' review lines", () => {
  const open = pathsWithOpenQuestions();

  it("reads the checklist's rows", () => {
    expect(open.has("/state-quarterly-ky-nm-ny")).toBe(true);
    expect(open.size).toBeGreaterThan(10);
  });

  it.each([...pages.values()].map((page) => [page.path, page] as const))(
    "%s says some points are being confirmed exactly when the checklist has a row for it",
    (path, page) => {
      expect(page.openQuestions ?? false, path).toBe(open.has(path));
      // The date the facts were last checked is a real month, not in the future of this review.
      expect(page.reviewed).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
    },
  );

  it("names only pages that exist, apart from the site-wide rows", () => {
    const known = new Set([...pages.keys(), "/filing-deadlines", "/contact", "/about"]);
    for (const path of open) expect(known.has(path), path).toBe(true);
  });
});
