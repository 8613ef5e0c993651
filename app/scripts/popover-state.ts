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

/*
 * A closing popover returns focus to the button that opened it, but Chromium leaves it on the page
 * instead when that button sits in another popover (Services, opened from the phone menu) and
 * focus was in the list. The phone menu is still open, so focus goes back to its Services button:
 * the one invoker of the list a visitor can see at any width. Finding it when the list closes, not
 * when it opens, also covers a list opened before this script ran.
 */
document.addEventListener(
  "toggle",
  (event) => {
    const popover = event.target;
    if (!(popover instanceof HTMLElement) || !popover.id || !("newState" in event)) return;
    const invokers = [...document.querySelectorAll<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`)];
    for (const invoker of invokers) invoker.setAttribute("aria-expanded", String(event.newState === "open"));
    const focusLost = document.activeElement === document.body || popover.contains(document.activeElement);
    if (event.newState === "closed" && focusLost) invokers.find((invoker) => invoker.checkVisibility())?.focus();
  },
  true,
);

/** The buttons that open and close a popover. */
const invokersOf = (popover: Element) => document.querySelectorAll(`[popovertarget="${CSS.escape(popover.id)}"]`);

/**
 * Whether focus on `target` keeps `popover` open: it is in the popover, on one of its buttons, or
 * in a popover opened from inside it (Services, opened from the phone menu).
 */
function holdsFocus(popover: Element, target: Node): boolean {
  if (popover.contains(target) || [...invokersOf(popover)].some((invoker) => invoker.contains(target))) return true;
  return [...document.querySelectorAll(":popover-open")].some(
    (other) =>
      other !== popover &&
      [...invokersOf(other)].some((invoker) => popover.contains(invoker)) &&
      holdsFocus(other, target),
  );
}

/*
 * A menu closes when keyboard focus leaves it. Left open, it covers the page the visitor tabs
 * into, and the focused link can sit under it (WCAG 2.4.11; review of the visitors, 2026-11-28).
 * A click outside closes it already (light dismiss); Tab did not.
 */
document.addEventListener("focusin", (event) => {
  if (!(event.target instanceof Node)) return;
  for (const popover of document.querySelectorAll<HTMLElement>(":popover-open")) {
    if (!holdsFocus(popover, event.target)) popover.hidePopover();
  }
});
