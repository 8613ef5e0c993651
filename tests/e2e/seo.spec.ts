import { loadSiteConfig } from "../../app/config/site-config";
import { expect, test } from "./fixtures";
import { mainText } from "./html-text";
import { allPaths as everyLanguage, copy, publicPaths as allPaths, referenceContentFor, referencePages, serviceContentFor, services, splitLocale } from "./pages";
import type { MainPath, ServicePath } from "../../app/lib/catalog";

/* What search engines and link previews read from the pre-rendered HTML, without JavaScript. */
const siteUrl = loadSiteConfig({}).siteUrl;
const businessId = `${siteUrl}/#business`;
const words = copy.en.shared;

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

function decode(text: string): string {
  return text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

function head(html: string) {
  const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
  const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const headings = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  return { title, description, canonical, jsonLd, headings };
}

/** An element's start tag as a pattern, with or without the XML-style self-closing slash. */
function tag(start: string): RegExp {
  return new RegExp(start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/>$/, "\\s*/?>"));
}

test("every page has its own title, description, canonical URL, one h1 and ordered headings", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    const { title, description, canonical, headings } = head(html);
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en">/i);
    expect(title, path).toMatch(/ \| .+$/);
    expect(description.length, `${path} description "${description}"`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path} description "${description}"`).toBeLessThanOrEqual(160);
    expect(titles.has(title), `${path} title unique`).toBe(false);
    expect(descriptions.has(description), `${path} description unique`).toBe(false);
    titles.add(title);
    descriptions.add(description);
    expect(canonical, path).toBe(`${siteUrl}${path}`);
    expect(headings.filter((h) => h === 1), `${path} h1 count`).toHaveLength(1);
    expect(headings[0], `${path} first heading`).toBe(1);
    headings.forEach((level, i) => {
      if (i > 0) expect(level, `${path} heading ${i} after h${headings[i - 1]}`).toBeLessThanOrEqual(headings[i - 1]! + 1);
    });
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(html, `${path} ${property}`).toContain(`<meta property="${property}" content="`);
    }
    expect(html).toMatch(tag(`<meta property="og:image" content="${siteUrl}/og-image.png">`));
    expect(html).toMatch(tag('<meta name="twitter:card" content="summary_large_image">'));
    expect(html).toContain('<meta name="theme-color"');
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml">/);
    // Each icon link and a manifest are fetched while the page first paints; one icon is enough.
    expect(html.match(/<link rel="(icon|manifest)"/g), path).toHaveLength(1);
    expect(html).toMatch(tag('<link rel="apple-touch-icon" href="/apple-touch-icon.png">'));
  }
});

test("every page carries valid JSON-LD: the business on the pages about it, a Service on service pages, breadcrumbs below home", async ({ request }) => {
  for (const path of allPaths) {
    const html = await (await request.get(path)).text();
    const blocks = head(html).jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    for (const block of blocks) {
      expect(block["@context"], path).toBe("https://schema.org");
      expect(typeof block["@type"], path).toBe("string");
    }
    const business = blocks.find((b) => b["@type"] === "ProfessionalService") as JsonLd | undefined;
    if (["/", "/about", "/contact"].includes(path)) {
      expect(business, path).toBeTruthy();
      expect(business!["@id"]).toBe(businessId);
      expect(business!.address.addressRegion).toBe("IL");
      expect(business!.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
      expect(business!.faxNumber).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
      expect(business!.email).toMatch(/@/);
      expect(business!.areaServed.name).toBe("Illinois");
      expect(business!.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`), opens: "08:00", closes: "18:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "16:00" },
      ]);
    } else {
      expect(business, path).toBeUndefined();
    }

    const service = services.find((s) => s.path === path);
    const serviceBlock = blocks.find((b) => b["@type"] === "Service") as JsonLd | undefined;
    if (service) {
      expect(serviceBlock?.name, path).toBe(words.catalog.services[service.path as ServicePath].label);
      expect(serviceBlock?.provider).toEqual({ "@type": "ProfessionalService", "@id": businessId, name: expect.any(String), url: `${siteUrl}/` });
      expect(serviceBlock?.url).toBe(`${siteUrl}${path}`);
    } else {
      expect(serviceBlock, path).toBeUndefined();
    }
    expect(blocks.some((b) => ["FAQPage", "Review", "AggregateRating"].includes(b["@type"] as string))).toBe(false);

    const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList") as JsonLd | undefined;
    const crumbs = crumbLabels(path);
    if (path === "/") {
      expect(breadcrumb).toBeUndefined();
      continue;
    }
    expect(breadcrumb?.itemListElement.map((i: { name: string }) => i.name), path).toEqual(crumbs);
    expect(breadcrumb?.itemListElement.at(-1).item).toBe(`${siteUrl}${path}`);
    // The visible breadcrumbs say the same.
    const nav = html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? "";
    const visible = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => mainText(`<main>${m[1]}</main>`));
    expect(visible, path).toEqual(crumbs);
    if (service) expect(crumbs).toEqual(["Home", expect.any(String), words.catalog.services[service.path as ServicePath].label]);
  }
});

test("the sitemap lists exactly the public pages, and each answers 200", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.sort()).toEqual(everyLanguage.map((p) => `${siteUrl}${p}`).sort());
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
  for (const loc of locs) {
    const local = await request.get(loc.replace(siteUrl, ""));
    expect(local.status(), loc).toBe(200);
  }
});

test("robots.txt points to the sitemap; the 404 page is noindex", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const notFound = await request.get("/missing-page");
  expect(notFound.status()).toBe(404);
  const html = await notFound.text();
  expect(html).toMatch(tag('<meta name="robots" content="noindex">'));
  expect(html).not.toContain('rel="canonical"');
});

test("the icon each page carries inside its head draws the office's mark, pixel for pixel", async ({ page }) => {
  await page.goto("/ru/contact");
  const href = await page.locator('link[rel="icon"]').getAttribute("href");
  const [inPage, mark] = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = canvas.height = 64;
          const context = canvas.getContext("2d")!;
          context.drawImage(image, 0, 0, 64, 64);
          return Array.from(context.getImageData(0, 0, 64, 64).data);
        }),
      ),
    [href!, "/favicon.svg"],
  );
  expect(inPage!.some((value) => value !== 0), "the icon draws something").toBe(true);
  expect(inPage).toEqual(mark);
});

test("each language's social card is a 1200x630 PNG under 100 KB, its own, and the icons exist", async ({ request }) => {
  const cards: Buffer[] = [];
  for (const path of ["/og-image.png", "/ru/og-image.png", "/bg/og-image.png"]) {
    const card = await request.get(path);
    expect(card.status(), path).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    const bytes = await card.body();
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
    expect(bytes.length).toBeLessThan(100 * 1024);
    expect(cards.some((other) => other.equals(bytes)), `${path} differs from the other languages' cards`).toBe(false);
    cards.push(bytes);
  }
  const russian = await (await request.get("/ru/contact")).text();
  expect(russian).toContain(`<meta property="og:image" content="${siteUrl}/ru/og-image.png">`);
  for (const [file, size] of [["/favicon-32.png", 32], ["/apple-touch-icon.png", 180], ["/icon-192.png", 192], ["/icon-512.png", 512]] as const) {
    const icon = await (await request.get(file)).body();
    expect(icon.readUInt32BE(16), file).toBe(size);
  }
  // For browsers that cannot use the SVG icon: one 32-pixel PNG inside an .ico.
  const ico = await request.get("/favicon.ico");
  expect(ico.headers()["content-type"]).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
  const icoBytes = await ico.body();
  expect([icoBytes.readUInt16LE(2), icoBytes.readUInt16LE(4), icoBytes[6], icoBytes[7]]).toEqual([1, 1, 32, 32]);
  const png = icoBytes.subarray(icoBytes.readUInt32LE(18));
  expect(png.length).toBe(icoBytes.readUInt32LE(14));
  expect([png.subarray(1, 4).toString("ascii"), png.readUInt32BE(16)]).toEqual(["PNG", 32]);
});
