import { describe, expect, it } from "vitest";
import { allPaths, copy, localizePath, locales, publicPaths, splitLocale } from "../e2e/pages";
import { builtFile, pageDocument, pageHtml } from "./site";
import { siteUrl, spacedText } from "./text";

/*
 * The three languages as a search engine meets them in the built files: hreflang clusters, links
 * that stay in their language, the notary notice the Illinois statute requires on every Russian and
 * Bulgarian page, and English phrases marked as English.
 */
const languageOf = (path: string) => splitLocale(path).locale;
const translatedPaths = allPaths.filter((p) => languageOf(p) !== "en");

it.each(allPaths)("%s declares its language, a self-canonical and a complete, reciprocal hreflang cluster", async (path) => {
  const { locale, path: base } = splitLocale(path);
  const doc = await pageDocument(path);
  expect(doc.documentElement.getAttribute("lang")).toBe(locale);
  expect([...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href"))).toEqual([`${siteUrl}${path}`]);
  const cluster = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`);
  expect(cluster.sort()).toEqual([...locales.map((l) => `${l} ${siteUrl}${localizePath(base, l)}`), `x-default ${siteUrl}${base}`].sort());
  const ogLocale = { en: "en_US", ru: "ru_RU", bg: "bg_BG" }[locale];
  expect([...doc.querySelectorAll('meta[property="og:locale"]')].map((m) => m.getAttribute("content"))).toEqual([ogLocale]);
});

it("the sitemap gives every URL its alternates in all three languages", async () => {
  const xml = await builtFile("sitemap.xml");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(entries).toHaveLength(allPaths.length);
  for (const entry of entries) {
    const alternates = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]);
    expect(alternates).toEqual(["en", "ru", "bg", "x-default"]);
  }
});

describe("every Russian and Bulgarian page", () => {
  it.each(translatedPaths)("%s: no internal link leaves its language", async (path) => {
    const doc = await pageDocument(path);
    for (const link of doc.body.querySelectorAll('a[href^="/"]')) {
      if (link.hasAttribute("hreflang")) continue; // the language switcher links to the other languages on purpose
      const href = link.getAttribute("href")!.split("#")[0]!;
      // A calendar file the server writes (/filing-deadlines.ics?lang=ru) names its language in the query.
      const url = new URL(href, "https://site.invalid");
      expect(url.searchParams.get("lang") ?? languageOf(url.pathname), `links to ${href}`).toBe(languageOf(path));
    }
  });

  it.each(translatedPaths)("%s shows the notary notice in English and its language, and never names the service with a banned word", async (path) => {
    const locale = languageOf(path) as "ru" | "bg";
    const doc = await pageDocument(path);
    const sections = [...doc.querySelectorAll("section[data-notary-notice]")];
    expect(sections).toHaveLength(path.endsWith("/notary-public") ? 2 : 1);
    for (const notice of sections.map(spacedText)) {
      expect(notice).toContain(copy[locale].shared.notaryNotice.text);
      expect(notice).toContain(copy.en.shared.notaryNotice.text);
    }
    const body = doc.body.cloneNode(true) as HTMLElement;
    for (const section of body.querySelectorAll("section[data-notary-notice]")) section.remove();
    expect(spacedText(body)).not.toMatch(/нотариус|нотариал|нотариа|адвокат|юрист|лицензирован|лицензиран/i);
  });

  // The page as it arrives, before any script, the islands' first render included (they shape their
  // words as they render, app/components/Text.tsx), but for the checkup's, which does not yet.
  it.each(translatedPaths)("%s marks every English phrase lang=en", async (path) => {
    const doc = await pageDocument(path);
    const unmarked: string[] = [];
    const walker = doc.createTreeWalker(doc.body, doc.defaultView!.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, option, svg, astro-island[component-url*="/Checkup."]')) continue;
      if (/[A-Za-z]/.test(node.textContent ?? "") && !parent.closest('[lang|="en"]')) unmarked.push(node.textContent!.trim());
    }
    expect(unmarked).toEqual([]);
  });
});

it.each(publicPaths)("the English page %s carries no notary notice", async (path) => {
  expect(await pageHtml(path)).not.toContain("data-notary-notice");
});
