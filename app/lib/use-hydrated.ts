import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while pre-rendering and hydrating, true after: for what needs the browser (today's date,
 * the page's link) and for buttons that act through React, which wait for it (decision 0007).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The attributes of a button that acts through React. Until React runs (or while `busy`) it is
 * announced as unavailable and does nothing, but it stays in the tab order: a `disabled` button
 * drops out of it, so a keyboard user's Tab would land on the next link instead and Enter would
 * follow that link. A submit button is a plain button until then, so the browser cannot submit
 * the form natively and put what was typed in the URL.
 */
export function waitingButton(hydrated: boolean, type: "submit" | "button", busy = false) {
  return { type: hydrated ? type : "button", "aria-disabled": !hydrated || busy || undefined } as const;
}
