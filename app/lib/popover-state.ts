import { useEffect } from "react";

/**
 * Keeps aria-expanded on every popover invoker ([popovertarget]) in step with its popover.
 * Browsers expose the state natively too; the attribute makes it explicit for every assistive
 * technology once JavaScript runs. The invokers are build-time markup, so this touches the DOM.
 */
export function usePopoverExpandedState(): void {
  useEffect(() => {
    const invokersOf = (id: string) => document.querySelectorAll(`[popovertarget="${CSS.escape(id)}"]`);
    for (const invoker of document.querySelectorAll("[popovertarget]")) invoker.setAttribute("aria-expanded", "false");
    const onToggle = (event: Event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id || !("newState" in event)) return;
      for (const invoker of invokersOf(popover.id)) invoker.setAttribute("aria-expanded", String(event.newState === "open"));
    };
    document.addEventListener("toggle", onToggle, true);
    return () => document.removeEventListener("toggle", onToggle, true);
  }, []);
}
