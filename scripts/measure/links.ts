import { readFile } from "node:fs/promises";
import path from "node:path";
import { urlPathOf } from "./built-pages.ts";

/**
 * Every internal link and fragment of the built pages, checked against the built files:
 * a link must lead to a page, and a #fragment to an id on that page.
 */
export async function brokenLinks(root: string, htmlFiles: readonly string[]): Promise<Map<string, string[]>> {
  const pages = new Map<string, string>();
  for (const file of htmlFiles) pages.set(urlPathOf(file), await readFile(path.join(root, file), "utf8"));
  const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const broken = new Map<string, string[]>();
  for (const [page, html] of pages) {
    const problems: string[] = [];
    for (const [, raw] of html.matchAll(/<a [^>]*href="([^"]*)"/g)) {
      const href = (raw ?? "").replace(/&amp;/g, "&");
      if (/^(https?:|mailto:|tel:|data:)/.test(href)) continue;
      const [target = "", fragment] = href.split("#");
      // A query names no other page: /filing-deadlines.ics?lang=en is the file /filing-deadlines.ics.
      const [targetFile = ""] = target.split("?");
      const targetPath = targetFile === "" ? page : targetFile;
      const targetHtml = pages.get(targetPath);
      const isFile = /\.(xml|txt|png|svg|ico|ics)$/.test(targetPath);
      if (!targetHtml && !isFile) {
        problems.push(`${href}: no such page`);
        continue;
      }
      if (fragment && targetHtml && !ids(targetHtml).has(fragment))
        problems.push(`${href}: no element with id "${fragment}"`);
    }
    if (problems.length > 0) broken.set(page, problems);
  }
  return broken;
}
