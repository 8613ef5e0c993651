import { JSDOM } from "jsdom";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { builtPages, urlPathOf } from "../../scripts/measure/built-pages";

/*
 * The built site as the tests over it read it: files of build/client, parsed by a real HTML
 * parser (jsdom) once in each test worker and kept for the run (vitest.config.ts). A test that
 * changes a document works on a copy.
 */
export const buildDir = process.env.BUILD_DIR ?? "build";
export const clientRoot = path.join(buildDir, "client");

/** Every pre-rendered page, as a file relative to build/client ("ru/about/index.html", "404.html"). */
export const pageFiles = (): Promise<string[]> => builtPages(clientRoot);

/** The file a page's URL path is served from: "/" → index.html, "/ru/about" → ru/about/index.html. */
export function fileOf(urlPath: string): string {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`;
}

/** The URL path a page file is served at; a not-found page answers under any missing path of its language. */
export const pathOf = (file: string): string => (file.endsWith("404.html") ? `/${file.replace("404.html", "")}a-missing-page` : urlPathOf(file));

const texts = new Map<string, Promise<string>>();
const documents = new Map<string, Promise<Document>>();

/** A built file's text, by its path under build/client. */
export function builtFile(file: string): Promise<string> {
  let text = texts.get(file);
  if (!text) texts.set(file, (text = readFile(path.join(clientRoot, file), "utf8")));
  return text;
}

/** A page's HTML, by its URL path ("/ru/contact"). */
export const pageHtml = (urlPath: string): Promise<string> => builtFile(fileOf(urlPath));

/** A page's parsed document, by its file under build/client. No script runs: this is the page as it arrives. */
export function documentOf(file: string): Promise<Document> {
  let doc = documents.get(file);
  if (!doc) documents.set(file, (doc = builtFile(file).then((html) => new JSDOM(html).window.document)));
  return doc;
}

/** A page's parsed document, by its URL path. */
export const pageDocument = (urlPath: string): Promise<Document> => documentOf(fileOf(urlPath));

/** An element's text as a reader sees it in one line: whitespace collapsed, scripts and styles left out. */
export function visibleText(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("script, style, template")) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
