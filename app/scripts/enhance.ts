import "./popover-state";

/*
 * Every page runs this one small script, after its first paint (integrations/after-paint.ts).
 * The other enhancements load only on pages that have their elements, and the "open now" line,
 * which stands at the foot of most pages, only once it comes within a screen of view: its
 * script, schedules and words are most of what a page would otherwise fetch at load.
 */
const enhancements: [selector: string, load: () => Promise<unknown>, whenNear?: true][] = [
  ["[data-open-now]", () => import("./open-now"), true],
  ["[data-tabs]", () => import("./service-tabs")],
  ["[data-handoff]", () => import("./contact-handoff")],
  ["[data-notice-ends]", () => import("./notice-ends")],
];

function loadWhenNear(elements: readonly Element[], load: () => Promise<unknown>) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load();
    },
    { rootMargin: "100% 0px" },
  );
  for (const element of elements) observer.observe(element);
}

for (const [selector, load, whenNear] of enhancements) {
  const elements = [...document.querySelectorAll(selector)];
  if (elements.length === 0) continue;
  if (whenNear) loadWhenNear(elements, load);
  else void load();
}

// A print button (a checklist's) prints the page; print styles (app.css) keep only the checklist.
document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest("[data-print]")) window.print();
});
