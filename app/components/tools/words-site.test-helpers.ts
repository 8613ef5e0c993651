import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * The site as an island's fetch sees it: at each address the words the build writes there
 * (app/pages/[...lang]/*-answers.json.ts), or a dropped connection while `offline` is set. Each
 * test of the file starts online with it in place of fetch, and ends with every stubbed global undone.
 */
export function wordsSite(words: Readonly<Record<string, unknown>>): { offline: boolean } {
  const site = { offline: false };
  const serve = async (url: string) => {
    if (site.offline) throw new TypeError("Failed to fetch");
    return url in words ? Response.json(words[url]) : new Response("Not found", { status: 404 });
  };
  beforeEach(() => {
    site.offline = false;
    vi.stubGlobal("fetch", vi.fn(serve));
  });
  afterEach(() => vi.unstubAllGlobals());
  return site;
}

/** Lets an island's fetch of its words settle, as it does on the page before anyone types. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
