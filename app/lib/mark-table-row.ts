/**
 * Marks the table row whose first cell reads `label` (aria-current, styled in app.css) and
 * unmarks the others; `null` unmarks them all. The table is build-time markup, not React's.
 */
export function markTableRow(scope: ParentNode, label: string | null): void {
  for (const row of scope.querySelectorAll("tbody tr")) {
    const matches = label !== null && row.firstElementChild?.textContent === label;
    if (matches) row.setAttribute("aria-current", "true");
    else row.removeAttribute("aria-current");
  }
}
