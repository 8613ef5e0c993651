import "./popover-state";

/*
 * Every page runs this one small script. The other enhancements load after the load event, so
 * they never compete with painting the page, and only on pages that have their elements.
 */
const enhancements: [selector: string, load: () => Promise<unknown>][] = [
  ["[data-open-now]", () => import("./open-now")],
  ["[data-print]", () => import("./print-button")],
  ["[data-tabs]", () => import("./service-tabs")],
];

addEventListener("load", () => {
  for (const [selector, load] of enhancements) if (document.querySelector(selector)) void load();
});
