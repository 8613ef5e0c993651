import type { Table } from "~/content/types";
import { Text, TextShape } from "../Text";

/**
 * A content table. A short table keeps its columns on narrow screens and, should it not fit, scrolls
 * inside its own box, which the keyboard can scroll and which shows a shadow where columns are hidden
 * (.table-scroll in app/app.css). A table with `layout: "stacked"` turns each row into a block there,
 * every value under its column's label (data-label, styled in app/app.css); it reflows rather than
 * scrolls, so it goes without the shadow's rule, about 100 bytes of brotli on a page near its
 * first-round-trip budget. `currentRow` marks one row (aria-current): a tool that renders the table
 * marks the row its answer falls in. The cells' wider padding waits for md: at sm (40rem), where a
 * stacked table gets its columns back in the narrowest box it has them in, it made the Russian KY, NM,
 * NY table 591 px wide in a 590 px box, one pixel to scroll with no shadow to say so. Its words are
 * shaped (Text): a scrolling table's cells as a narrow column's, free to break inside a name or a
 * code on a phone; a stacked table's as running text, since on a phone each cell is a line of its
 * own, and on a laptop a name broken at its hyphen ("Нью- / Мексико") squeezed its column.
 */
export function DataTable({ table, currentRow }: { table: Table; currentRow?: number | null }) {
  const stacked = table.layout === "stacked";
  // A two-column table (a name and its figure) spread over a laptop's width puts a wide gap between them.
  const narrow = table.columns.length <= 2;
  return (
    <div
      className={`mt-4 overflow-x-auto rounded-lg border border-brand-100${stacked ? "" : " table-scroll"}${narrow ? " prose-measure" : ""}`}
      tabIndex={0}
      role="region"
      aria-label={table.caption}
    >
      <table className={`w-full border-collapse text-left${stacked ? " table-stacked" : ""}`}>
        <caption className="bg-brand-50 px-2 py-2.5 md:px-4 text-left text-sm font-semibold text-brand-800">
          <Text>{table.caption}</Text>
        </caption>
        <TextShape inTable={!stacked}>
          <thead>
            <tr className="border-b-2 border-brand-200">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2.5 text-sm font-bold text-brand-900 md:px-4">
                  <Text>{column}</Text>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr
                key={row.join("|")}
                aria-current={rowIndex === currentRow ? "true" : undefined}
                className="border-b border-brand-100 last:border-0"
              >
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-2 py-2.5 font-semibold md:px-4">
                      <Text>{cell}</Text>
                    </th>
                  ) : (
                    <td
                      key={index}
                      className="px-2 py-2.5 md:px-4"
                      data-label={stacked ? table.columns[index] : undefined}
                    >
                      <Text>{cell}</Text>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </TextShape>
      </table>
    </div>
  );
}
