import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { elements, isElement, parseDocument, span } from "../../integrations/html-tree.ts";

/*
 * A server's first answer carries about 14.6 KB (TCP's initial window of 10 segments), less about
 * 1.5 KB of response headers: a page past 13 KB of brotli HTML waits one more round trip for the
 * rest (issue 26). What must arrive in that first answer is the CSS, the header, the title and
 * the lead: the page's start through the paragraph after its h1.
 */
export const firstWindowKb = 13;

/**
 * Whether so many bytes are over a limit in KB, counted to the byte: the rounded figure that
 * `kb` prints can read as the limit itself for a page up to 51 bytes over it.
 */
export const overKb = (bytes: number, limitKb: number) => bytes > limitKb * 1024;

/** Whether a page of so many brotli bytes (or its start) needs more than the first round trip. */
export const pastFirstWindow = (bytes: number) => overKb(bytes, firstWindowKb);

/** Bytes as KB to one decimal, as the report and the budget messages print them. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface WindowFigures {
  /** The page as the server sends it with brotli (its .br twin). */
  brotli: number;
  /** The page's start through its lead, compressed the same way. */
  throughLead: number;
}

const compress = (text: string) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  }).length;

/** Where the page's lead ends: after the paragraph that follows its h1, or after the h1 itself. */
export function leadEnd(html: string): number {
  const h1 = [...elements(parseDocument(html))].find((el) => el.tagName === "h1");
  if (!h1) throw new Error("A page without an h1");
  const siblings = h1.parentNode?.childNodes.filter(isElement) ?? [];
  const lead = siblings.slice(siblings.indexOf(h1) + 1).find((el) => el.tagName === "p");
  return span(lead ?? h1).end;
}

/** The page's size as the server sends it with brotli (its .br twin). */
export const brotliBytes = async (root: string, file: string) => (await stat(path.join(root, `${file}.br`))).size;

export async function windowFigures(root: string, file: string): Promise<WindowFigures> {
  const html = await readFile(path.join(root, file), "utf8");
  return { brotli: await brotliBytes(root, file), throughLead: compress(html.slice(0, leadEnd(html))) };
}
