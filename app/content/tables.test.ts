import { describe, expect, it } from "vitest";
import type { Table } from "./types";
import { referencePagesIn, servicePagesIn } from "./written-pages";

const tables = [...servicePagesIn("en").values(), ...referencePagesIn("en").values()].flatMap((page) =>
  page.sections.flatMap((section): { path: string; table: Table }[] => {
    const table = section.kind === "table" ? section : section.kind === "tool" ? section.table : undefined;
    return table ? [{ path: page.path, table }] : [];
  }),
);
const longestCell = (table: Table) =>
  Math.max(...table.rows.flatMap((row) => row.slice(1).map((cell) => cell.split(/\s+/).length)));

describe("service-page and reference-page tables on a phone", () => {
  it("finds the tables", () => {
    expect(tables.length).toBeGreaterThan(30);
  });

  // A cell of 6 or more words is a phrase or a sentence: scrolling sideways to read it is not acceptable.
  it.each(tables.map(({ path, table }) => [`${path}: ${table.caption}`, table] as const))(
    "%s stacks if its cells hold phrases or it has 4+ columns",
    (_name, table) => {
      const needsStacking = longestCell(table) >= 6 || table.columns.length >= 4;
      if (needsStacking) expect(table.layout).toBe("stacked");
    },
  );
});
