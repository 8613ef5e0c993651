import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { localizePath, locales } from "~/i18n/locales";
import { publicPaths } from "~/lib/catalog";
import { absoluteUrl, alternatesFor } from "~/lib/meta";

/**
 * Written to /sitemap.xml at build time, from the catalog: every page in every language, each with
 * its alternates. A service or reference page's lastmod is the month its facts were last checked (its
 * content's `reviewed`); other pages carry none, so the file depends on the content, never on the build's day.
 */
export const GET: APIRoute = async () => {
  const reviewedIn = new Map(
    [...(await getCollection("services")), ...(await getCollection("references"))].flatMap((entry) =>
      entry.id.startsWith("en/") ? [[entry.data.path as string, entry.data.reviewed]] : [],
    ),
  );
  const urls = publicPaths.flatMap((path) => {
    const links = alternatesFor(path)
      .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}"/>`)
      .join("\n");
    const reviewed = reviewedIn.get(path);
    const lastmod = reviewed ? `\n    <lastmod>${reviewed}</lastmod>` : "";
    return locales.map(
      (locale) => `  <url>\n    <loc>${absoluteUrl(localizePath(path, locale))}</loc>${lastmod}\n${links}\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
