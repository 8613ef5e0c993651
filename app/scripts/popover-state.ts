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
