// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { markTableRow } from "./mark-table-row";

describe("markTableRow", () => {
  beforeEach(() => {
    document.body.innerHTML =
      "<section><table><thead><tr><th>Vehicles</th></tr></thead><tbody>" +
      "<tr><th>0-2</th><td>$46</td></tr><tr><th>3-5</th><td>$138</td></tr></tbody></table></section>";
  });
  const current = () => Array.from(document.querySelectorAll("tr[aria-current]"), (row) => row.firstElementChild?.textContent);

  it("marks only the row whose first cell matches", () => {
    markTableRow(document.body, "3-5");
    expect(current()).toEqual(["3-5"]);
    markTableRow(document.body, "0-2");
    expect(current()).toEqual(["0-2"]);
  });

  it("unmarks every row for null or an unknown label, and never marks the header row", () => {
    markTableRow(document.body, "3-5");
    markTableRow(document.body, null);
    expect(current()).toEqual([]);
    markTableRow(document.body, "Vehicles");
    expect(current()).toEqual([]);
  });
});
