import { describe, expect, it } from "vitest";
import { loadSiteConfig, type SiteEnv } from "../../app/config/site-config";
import { messengerLinks } from "../../app/lib/format";
import { mainPageHeadings, publicPaths, referenceContentFor, referencePages, serviceContentFor, services } from "../e2e/pages";
import { pageDocument, visibleText } from "./site";

/* What a page holds before any script runs: its one heading, its title and its links. */
describe("every pre-rendered page", () => {
  it.each(publicPaths)("%s holds its own heading, title and the site's links in the HTML", async (path) => {
    const doc = await pageDocument(path);
    const h1s = [...doc.querySelectorAll("h1")].map(visibleText);
    expect(h1s).toHaveLength(1);
    const service = services.some((s) => s.path === path);
    const reference = referencePages.some((p) => p.path === path);
    const heading = service ? (await serviceContentFor(path)).title : reference ? (await referenceContentFor(path)).title : undefined;
    if (heading) {
      expect(h1s[0]).toBe(heading);
      expect(doc.title.startsWith(`${heading} | `), doc.title).toBe(true);
    } else {
      expect(h1s[0]).toBe(mainPageHeadings[path as keyof typeof mainPageHeadings]);
    }
    const hrefs = new Set([...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")));
    for (const target of ["/", "/services", "/contact", "/about", "/trucking-insights", ...services.map((s) => s.path)]) expect(hrefs, target).toContain(target);
  });
});

it("the home page's HTML holds the links of every tab", async () => {
  const doc = await pageDocument("/");
  for (const group of new Set(services.map((s) => s.group))) {
    const panel = doc.getElementById(`panel-${group}`);
    expect(panel, group).not.toBeNull();
    const hrefs = [...panel!.querySelectorAll("a[href]")].map((a) => a.getAttribute("href"));
    for (const s of services.filter((s) => s.group === group)) expect(hrefs, `${group} panel`).toContain(s.path);
  }
});

it.each(["/contact", "/ru/contact", "/bg"])(
  "%s offers exactly the messengers the office's settings name, as plain links, and every phone as a tel: link",
  async (path) => {
    const doc = await pageDocument(path);
    const expected = messengerLinks(loadSiteConfig(process.env as SiteEnv).messengers).map((link) => link.href);
    const messengers = [...doc.querySelectorAll("a[href]")]
      .map((a) => a.getAttribute("href")!)
      .filter((href) => /^(https:\/\/(wa\.me|t\.me)\/|viber:)/.test(href));
    // In the page's contact lines and again in the footer's, where a page has both.
    expect(new Set(messengers)).toEqual(new Set(expected));
    const phones = [...doc.querySelectorAll("a")].filter((a) => /^\(\d{3}\) \d{3}-\d{4}$/.test(visibleText(a)));
    expect(phones.length).toBeGreaterThan(0);
    for (const a of phones) expect(a.getAttribute("href"), visibleText(a)).toMatch(/^(tel:\+1\d{10}|https:\/\/wa\.me\/|viber:)/);
  },
);
