import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while pre-rendering and hydrating, true after. Widgets that exist only with JavaScript
 * render after hydration, so nothing a visitor types can land in a field React then resets.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
