/**
 * What a press before hydration leaves on the button pressed, for the island to replay
 * (app/lib/use-pressed-before-hydration.ts): a property, not an attribute, because React compares
 * the attributes of the markup it hydrates and reports one it did not render as a mismatch.
 */
export const pressedProperty = "pressedBeforeHydration";

export type PressedButton = HTMLElement & { [pressedProperty]?: true };

/**
 * A button that acts through React waits for it (waitingButton, app/lib/use-hydrated.ts), but on a
 * slow phone a visitor who went straight to a tool can reach the button before React runs, and the
 * press did nothing. So the page's loader listens from the start (the listener does no work until
 * a press): a press, by mouse, touch or keyboard, on a waiting button of an island that has not
 * hydrated is noted on the button, and the island, once it runs, makes the press itself. React
 * takes a press itself once Astro has handed it the island (the island's `ssr` attribute is gone).
 */
export function recordPressesBeforeHydration(): void {
  addEventListener(
    "click",
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const button = event.target.closest<PressedButton>('button[aria-disabled="true"]');
      if (button?.closest("astro-island[ssr]")) button[pressedProperty] = true;
    },
    { capture: true },
  );
}
