import { describe, expect, it } from "vitest";
import type { Table } from "./types";
import { serviceContent as byLocale } from "./index";

const serviceContent = byLocale.en;

const tables = [...serviceContent.values()].flatMap((page) =>
  page.sections.flatMap((section): { path: string; table: Table }[] => {
    const table = section.kind === "table" ? section : section.kind === "tool" ? section.table : undefined;
    return table ? [{ path: page.path, table }] : [];
  }),
);
const longestCell = (table: Table) => Math.max(...table.rows.flatMap((row) => row.slice(1).map((cell) => cell.split(/\s+/).length)));

describe("service-page tables on a phone", () => {
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

  it("stacks the 2290 due dates and the record-keeping tables", () => {
    const stacked = tables.filter(({ table }) => table.layout === "stacked").map(({ path, table }) => `${path}: ${table.caption}`);
    expect(stacked).toEqual(
      expect.arrayContaining([
        "/form-2290: Form 2290 tax year and due dates",
        "/form-2290: Form 2290 due date by month of first use",
        "/audits: Record keeping periods for IFTA and IRP audits",
        "/bookkeeping: Minimum record keeping periods",
      ]),
    );
  });
});
