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
