import { parse, type DefaultTreeAdapterTypes as T } from "parse5";

/*
 * The built pages, read as parse5 trees with source positions. Every step that changes a page
 * finds what it changes in the tree, then edits the page's own text at those positions, so
 * whatever the step does not touch stays byte for byte as Astro wrote it.
 */

export type Element = T.Element;
export type ParentNode = T.ParentNode;
export type TextNode = T.TextNode;

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * `scripting: false` reads a <noscript>'s content as elements, as a browser without JavaScript
 * does; by default it is text, as a browser with JavaScript reads it.
 */
export function parseDocument(html: string, { scripting = true } = {}): T.Document {
  return parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });
}

export function isElement(node: T.ChildNode | T.Document): node is T.Element {
  return "tagName" in node;
}

export function attribute(element: T.Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Every element below `node`, in document order. */
export function* elements(node: T.ParentNode): Generator<T.Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    // A <template>'s children live in its content fragment.
    yield* elements(child.tagName === "template" ? (child as T.Template).content : child);
  }
}

/** The raw text inside an element such as <script> or <style>, exactly as written. */
export function innerSource(html: string, element: T.Element): string {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) return "";
  return html.slice(location.startTag.endOffset, location.endTag.startOffset);
}

/** The whole element, start tag to end tag, as a span of the page. */
export function span(element: T.Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source position`);
  return { start: location.startOffset, end: location.endOffset };
}

export function applyEdits(html: string, edits: readonly Edit[]): string {
  let result = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
