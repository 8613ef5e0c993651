import { useSyncExternalStore } from "react";

/*
 * The Form 2290 tax the calculator last worked out, in cents, for the penalty estimate further down
 * the same page. The two are separate islands; in the browser they share this module, so the
 * estimate reads the calculator's result without either reaching into the other's markup.
 */
let computedCents: number | null = null;
const listeners = new Set<() => void>();

/** Called by the calculator with each new result; null when it has none. */
export function publishComputedTax(cents: number | null): void {
  if (cents === computedCents) return;
  computedCents = cents;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calculator's latest tax in cents, or null (always null while pre-rendering). */
export function useComputedTax(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => computedCents,
    () => null,
  );
}
