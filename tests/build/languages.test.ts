import { readdir } from "node:fs/promises";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { allPaths, copy, localizePath, locales, publicPaths, splitLocale } from "../e2e/pages";
import { builtFile, clientRoot, pageDocument, pageHtml } from "./site";
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
  // words as they render, app/components/Text.tsx).
  it.each(translatedPaths)("%s marks every English phrase lang=en and binds every one-letter preposition", async (path) => {
    const doc = await pageDocument(path);
    const unmarked: string[] = [];
    const unbound: string[] = [];
    const walker = doc.createTreeWalker(doc.body, doc.defaultView!.NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, option, svg")) continue;
      const text = node.textContent ?? "";
      if (/[A-Za-z]/.test(text) && !parent.closest('[lang|="en"]')) unmarked.push(text.trim());
      // A text no provider shaped (app/components/Text.tsx) shows here, as a line that may end on "в".
      if (/(^|[\s(«„"])[вкосуВКОСУ] (?=\S)/.test(text) && !parent.closest('[lang|="en"]')) unbound.push(text.trim());
    }
    expect(unmarked).toEqual([]);
    expect(unbound).toEqual([]);
  });
});

it.each(publicPaths)("the English page %s carries no notary notice", async (path) => {
  expect(await pageHtml(path)).not.toContain("data-notary-notice");
});

/**
 * The classes that make an element a flex or grid container in the site's stylesheets. A rule that
 * makes some other selector one fails: the test could not tell which texts sit in one.
 */
async function flexContainerClasses(): Promise<Set<string>> {
  const sheets = (await readdir(path.join(clientRoot, "_astro"))).filter((name) => name.endsWith(".css"));
  const classes = new Set<string>();
  for (const sheet of sheets)
    postcss.parse(await builtFile(`_astro/${sheet}`)).walkDecls("display", (decl) => {
      if (!/^(inline-)?(flex|grid)$/.test(decl.value.trim()) || decl.parent?.type !== "rule") return;
      for (const selector of (decl.parent as postcss.Rule).selectors) {
        const subject = selector.trim().split(/\s*[\s>+~]\s*/).pop()!;
        // A part of a form field holds no page text.
        if (subject.includes("::")) continue;
        const name = /^\.((?:\\.|[\w-])+)(?::[\w-]+(?:\([^)]*\))?)*$/.exec(subject)?.[1];
        expect(name, `a flex or grid container known only by ${selector}`).toBeDefined();
        classes.add(name!.replace(/\\(.)/g, "$1"));
      }
    });
  return classes;
}

// A marked run alone in a flex or grid container becomes an item of its own, which neither wraps nor
// keeps the spaces around it: such a text needs <Text box> (app/components/Text.tsx).
it("no English run or unbreakable name is a flex or grid item beside loose words", async () => {
  const flex = await flexContainerClasses();
  expect(flex.size).toBeGreaterThan(5);
  const loose: string[] = [];
  for (const page of translatedPaths) {
    const doc = await pageDocument(page);
    for (const container of doc.body.querySelectorAll("[class]")) {
      if (![...container.classList].some((name) => flex.has(name))) continue;
      const children = [...container.childNodes];
      const run = children.some((child) => child.nodeName === "SPAN" && ((child as Element).hasAttribute("lang") || (child as Element).classList.contains("whitespace-nowrap")));
      const words = children.some((child) => child.nodeType === 3 && child.textContent!.trim() !== "");
      if (run && words) loose.push(`${page}: <${container.tagName.toLowerCase()} class="${container.className}"> ${spacedText(container)}`);
    }
  }
  expect(loose).toEqual([]);
});
