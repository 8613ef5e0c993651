/*
 * Keeps aria-expanded on every popover invoker ([popovertarget]) in step with its popover.
 * Browsers expose the state natively too; the attribute makes it explicit for every assistive
 * technology. The menus work without this script.
 */
// The script runs after the first paint, so a menu may already be open.
for (const invoker of document.querySelectorAll("[popovertarget]")) {
  const popover = document.getElementById(invoker.getAttribute("popovertarget") ?? "");
  invoker.setAttribute("aria-expanded", String(popover?.matches(":popover-open") ?? false));
}

document.addEventListener(
  "toggle",
  (event) => {
    const popover = event.target;
    if (!(popover instanceof HTMLElement) || !popover.id || !("newState" in event)) return;
    for (const invoker of document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`)) {
      invoker.setAttribute("aria-expanded", String(event.newState === "open"));
    }
  },
  true,
);
