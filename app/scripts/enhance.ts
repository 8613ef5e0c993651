import "./popover-state";

/*
 * Every page runs this one small script, after its first paint (integrations/after-paint.ts).
 * The other enhancements load only on pages that have their elements.
 */
const enhancements: [selector: string, load: () => Promise<unknown>][] = [
  ["[data-open-now]", () => import("./open-now")],
  ["[data-print]", () => import("./print-button")],
  ["[data-tabs]", () => import("./service-tabs")],
];

for (const [selector, load] of enhancements) if (document.querySelector(selector)) void load();
