import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 30_000);
  return () => clearInterval(timer);
}

const currentMinute = () => Math.floor(Date.now() / 60_000);
const noTimeOnServer = () => null;

/**
 * The current time to the minute, or null while pre-rendering and hydrating: pages are built
 * once, so anything that depends on today must appear only in the browser, after hydration.
 */
export function useCurrentMinute(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, noTimeOnServer);
  return minute === null ? null : new Date(minute * 60_000);
}
