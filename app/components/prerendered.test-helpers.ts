import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * The element as the build writes it, placed in the document: what a visitor's browser shows
 * before React runs, for tests of what they can do then and of what hydration keeps. Tests only.
 */
export function prerendered(element: ReactElement): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}
