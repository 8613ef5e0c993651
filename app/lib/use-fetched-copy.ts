import { useCallback, useEffect, useState } from "react";

export type FetchedCopy<T> = { state: "loading" } | { state: "ready"; copy: T } | { state: "failed" };

/**
 * Words an island shows only after an answer, fetched from the build's JSON at `url` as soon as
 * the island runs rather than carried in the page's first round trip (decision 0007); the request
 * usually finds them in the browser's cache, asked for once the page was on screen
 * (app/scripts/island-needs.ts). `retry` asks again after a failure; the island says when to, on
 * the visitor's next action.
 */
export function useFetchedCopy<T>(url: string): { words: FetchedCopy<T>; retry: () => void } {
  const [words, setWords] = useState<FetchedCopy<T>>({ state: "loading" });
  const load = useCallback(() => {
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<T>;
      })
      .then(
        (copy) => setWords({ state: "ready", copy }),
        () => setWords({ state: "failed" }),
      );
  }, [url]);
  useEffect(load, [load]);
  const retry = useCallback(() => {
    setWords({ state: "loading" });
    load();
  }, [load]);
  return { words, retry };
}
