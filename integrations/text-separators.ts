import { applyEdits, isElement, parseDocument, type Edit, type ParentNode } from "./html-tree.ts";

/*
 * React writes `<!-- -->` between two pieces of text it rendered side by side ("Phone<!-- -->: "),
 * so that hydration finds each text node again. Only islands hydrate; everywhere else on a page
 * the markers are bytes the browser parses and drops, 30-90 bytes of brotli a page.
 */

function collect(node: ParentNode, edits: Edit[]): void {
  for (const child of node.childNodes) {
    if (child.nodeName === "#comment" && "data" in child && child.data === " " && child.sourceCodeLocation) {
      edits.push({ start: child.sourceCodeLocation.startOffset, end: child.sourceCodeLocation.endOffset, text: "" });
    } else if (isElement(child) && child.tagName !== "astro-island") {
      collect(child, edits);
    }
  }
}

/** The page without React's text separators outside its islands, and how many it dropped. */
export function withoutTextSeparators(html: string): { html: string; changed: number } {
  const edits: Edit[] = [];
  collect(parseDocument(html), edits);
  return { html: applyEdits(html, edits), changed: edits.length };
}
