import { Resvg } from "@resvg/resvg-js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPaths as everyLanguage, copy, publicPaths, referenceContentFor, referencePages, serviceContentFor, services, splitLocale } from "../e2e/pages";
import { loadSiteConfig } from "../../app/config/site-config";
import type { MainPath, ServicePath } from "../../app/lib/catalog";
import { builtFile, clientRoot, documentOf, fileOf, pageDocument, pageFiles, pageHtml } from "./site";
import { siteUrl, spacedText } from "./text";

/* What search engines and link previews read from the pre-rendered HTML, without JavaScript. */
const businessId = `${siteUrl}/#business`;
const words = copy.en.shared;
const builtBytes = (file: string) => readFile(path.join(clientRoot, file));

/** The English breadcrumb labels a page should show: Home / Page, Home / Group / Service, or Home / Group / Service / Reference page. */
function crumbLabels(path: string): string[] {
  const reference = referencePages.find((p) => p.path === path);
  if (reference) return [...crumbLabels(reference.parent), words.catalog.references[reference.path]];
  const service = services.find((s) => s.path === path);
  if (service) return [words.breadcrumbs.home, words.catalog.groups[service.group].title, words.catalog.services[service.path as ServicePath].label];
  return [words.breadcrumbs.home, words.catalog.pages[path as MainPath]];
}

// JSON-LD read back from the page: any shape, checked field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonLd = Record<string, any>;

const meta = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((el) => el.getAttribute("content"));

describe("every page's head", () => {
  it.each(publicPaths)("%s has its title, description, canonical URL, one h1, ordered headings, link previews and one icon", async (path) => {
    const doc = await pageDocument(path);
    expect(await pageHtml(path)).toMatch(/^<!DOCTYPE html><html lang="en">/i);
    const title = doc.querySelector("title")?.textContent ?? "";
    const description = doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(title).toMatch(/ \| .+$/);
    expect(description.length, `description "${description}"`).toBeGreaterThanOrEqual(70);
    expect(description.length, `description "${description}"`).toBeLessThanOrEqual(160);
    expect([...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href"))).toEqual([`${siteUrl}${path}`]);
    const headings = [...doc.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.localName[1]));
    expect(headings.filter((h) => h === 1), "h1 count").toHaveLength(1);
    expect(headings[0], "first heading").toBe(1);
    headings.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i} after h${headings[i - 1]}`).toBeLessThanOrEqual(headings[i - 1]! + 1);
    });
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(meta(doc, `meta[property="${property}"][content]`), property).not.toEqual([]);
    }
    expect(meta(doc, 'meta[property="og:image"]')).toEqual([`${siteUrl}/og-image.png`]);
    expect(meta(doc, 'meta[name="twitter:card"]')).toEqual(["summary_large_image"]);
    expect(doc.querySelector('meta[name="theme-color"]')).not.toBeNull();
    // Each icon link and a manifest are fetched while the page first paints; one icon is enough.
    const icons = [...doc.querySelectorAll('link[rel="icon"], link[rel="manifest"]')];
    expect(icons.map((l) => [l.getAttribute("rel"), l.getAttribute("type")])).toEqual([["icon", "image/svg+xml"]]);
    expect(icons[0]!.getAttribute("href")).toMatch(/^data:image\/svg\+xml,[^"]+$/);
    expect([...doc.querySelectorAll('link[rel="apple-touch-icon"]')].map((l) => l.getAttribute("href"))).toEqual(["/apple-touch-icon.png"]);
  });

  it("no two pages share a title or a description", async () => {
    const heads = await Promise.all(publicPaths.map(async (path) => [path, await pageDocument(path)] as const));
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [path, doc] of heads) {
      const title = doc.querySelector("title")?.textContent ?? "";
      const description = doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
      expect(titles.get(title), `${path} title "${title}"`).toBeUndefined();
      expect(descriptions.get(description), `${path} description "${description}"`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });
});

describe("JSON-LD: the business on the pages about it, a Service on service pages, breadcrumbs below home", () => {
  it.each(publicPaths)("%s", async (path) => {
    const doc = await pageDocument(path);
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "") as JsonLd);
    for (const block of blocks) {
      expect(block["@context"]).toBe("https://schema.org");
      expect(typeof block["@type"]).toBe("string");
    }
    const business = blocks.find((b) => b["@type"] === "ProfessionalService");
    if (["/", "/about", "/contact"].includes(path)) {
      expect(business).toBeTruthy();
      expect(business!["@id"]).toBe(businessId);
      expect(business!.address.addressRegion).toBe("IL");
      expect(business!.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
      expect(business!.faxNumber).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
      expect(business!.email).toMatch(/@/);
      expect(business!.areaServed.name).toBe("Illinois");
      // The office's hours from app/data/hours.json, days as schema.org names them.
      expect(business!.openingHoursSpecification).toEqual(
        loadSiteConfig({}).contactHours.periods.map(({ days, opens, closes }) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: days.map((d) => `https://schema.org/${["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][d]}`),
          opens,
          closes,
        })),
      );
    } else {
      expect(business).toBeUndefined();
    }

    const service = services.find((s) => s.path === path);
    const serviceBlock = blocks.find((b) => b["@type"] === "Service");
    if (service) {
      expect(serviceBlock?.name).toBe(words.catalog.services[service.path as ServicePath].label);
      expect(serviceBlock?.provider).toEqual({ "@type": "ProfessionalService", "@id": businessId, name: expect.any(String), url: `${siteUrl}/` });
      expect(serviceBlock?.url).toBe(`${siteUrl}${path}`);
    } else {
      expect(serviceBlock).toBeUndefined();
    }
    expect(blocks.some((b) => ["FAQPage", "Review", "AggregateRating"].includes(b["@type"] as string))).toBe(false);

    const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList");
    if (path === "/") {
      expect(breadcrumb).toBeUndefined();
      return;
    }
    const crumbs = crumbLabels(path);
    expect(breadcrumb?.itemListElement.map((i: { name: string }) => i.name)).toEqual(crumbs);
    expect(breadcrumb?.itemListElement.at(-1).item).toBe(`${siteUrl}${path}`);
    // The visible breadcrumbs say the same.
    const nav = doc.querySelector('nav[aria-label="Breadcrumb"]');
    expect([...(nav?.querySelectorAll("li") ?? [])].map(spacedText)).toEqual(crumbs);
    if (service) expect(crumbs).toEqual(["Home", expect.any(String), words.catalog.services[service.path as ServicePath].label]);
  });
});

describe("the sitemap, robots.txt and the not-found page", () => {
  it("the sitemap lists exactly the public pages, each with its file in the build", async () => {
    const xml = await builtFile("sitemap.xml");
    expect(xml).toMatch(/^<\?xml /);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect([...locs].sort()).toEqual(everyLanguage.map((p) => `${siteUrl}${p}`).sort());
    // A service or reference page's lastmod is the month its facts were checked; other pages have none.
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    for (const entry of entries) {
      const loc = entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "";
      const path = splitLocale(new URL(loc).pathname).path;
      const reviewed = services.some((s) => s.path === path)
        ? (await serviceContentFor(path)).reviewed
        : referencePages.some((p) => p.path === path)
          ? (await referenceContentFor(path)).reviewed
          : undefined;
      expect(entry.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1], loc).toBe(reviewed);
    }
    expect(xml).not.toContain("/404");
    const files = await pageFiles();
    for (const loc of locs) expect(files, loc).toContain(fileOf(new URL(loc).pathname));
  });

  it("robots.txt points to the sitemap; the 404 page is noindex", async () => {
    expect(await builtFile("robots.txt")).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const notFound = await documentOf("404.html");
    expect(meta(notFound, 'meta[name="robots"]')).toEqual(["noindex"]);
    expect(await builtFile("404.html")).not.toContain('rel="canonical"');
  });
});

describe("icons and social cards", () => {
  it("the icon each page carries inside its head draws the office's mark, pixel for pixel", async () => {
    const href = (await pageDocument("/ru/contact")).querySelector('link[rel="icon"]')?.getAttribute("href");
    // fetch reads a data: URL as a browser does (percent-decoding, a bare "#" ends it).
    const inline = await fetch(href!);
    expect(inline.headers.get("content-type")).toBe("image/svg+xml");
    const draw = (svg: string) => new Resvg(svg, { fitTo: { mode: "width", value: 64 } }).render();
    const [inPage, mark] = [draw(await inline.text()), draw(await builtFile("favicon.svg"))];
    expect([inPage.width, inPage.height]).toEqual([64, 64]);
    expect(inPage.pixels.some((value) => value !== 0), "the icon draws something").toBe(true);
    expect(inPage.pixels.equals(mark.pixels)).toBe(true);
  });

  it("each language's social card is a 1200x630 PNG under 100 KB, its own, and the icons exist", async () => {
    const cards: Buffer[] = [];
    for (const file of ["og-image.png", "ru/og-image.png", "bg/og-image.png"]) {
      const bytes = await builtBytes(file);
      expect(bytes.subarray(1, 4).toString("ascii"), file).toBe("PNG");
      expect(bytes.readUInt32BE(16), file).toBe(1200);
      expect(bytes.readUInt32BE(20), file).toBe(630);
      expect(bytes.length, file).toBeLessThan(100 * 1024);
      expect(cards.some((other) => other.equals(bytes)), `${file} differs from the other languages' cards`).toBe(false);
      cards.push(bytes);
    }
    expect(meta(await pageDocument("/ru/contact"), 'meta[property="og:image"]')).toEqual([`${siteUrl}/ru/og-image.png`]);
    for (const [file, size] of [["favicon-32.png", 32], ["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]] as const) {
      const icon = await builtBytes(file);
      expect(icon.subarray(1, 4).toString("ascii"), file).toBe("PNG");
      expect(icon.readUInt32BE(16), file).toBe(size);
    }
    // For browsers that cannot use the SVG icon: one 32-pixel PNG inside an .ico.
    const ico = await builtBytes("favicon.ico");
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect([png.subarray(1, 4).toString("ascii"), png.readUInt32BE(16)]).toEqual(["PNG", 32]);
  });
});
