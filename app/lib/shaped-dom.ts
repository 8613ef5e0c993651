import type { Locale } from "~/i18n/locales";
import { shapeText } from "~/i18n/shape-text";

/**
 * A text shaped for its language as DOM nodes, for a script that writes the page without React
 * (app/scripts/deadline-calendar.ts): the same pieces and spans as app/components/Text.tsx, so a
 * row the script draws reads as one the build drew. It writes into no flex or grid container.
 */
export function shapedNodes(text: string, locale: Locale, inTable = false): Node[] {
  return shapeText(text, locale, { inTable }).map((piece) => {
    if (typeof piece === "string") return document.createTextNode(piece);
    const span = document.createElement("span");
    if (piece.lang) span.lang = piece.lang;
    if (piece.nowrap) span.className = "whitespace-nowrap";
    span.textContent = piece.text;
    return span;
  });
}
