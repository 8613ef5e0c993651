import { contentFor } from "~/content";
import { defaultLocale, localeInfo, localizePath, locales, type Locale } from "~/i18n/locales";
import { catalogFor } from "./localized-catalog";
import { absoluteUrl } from "./meta-url";
import { site } from "./site";
import { breadcrumbJsonLd, businessJsonLd } from "./structured-data";

export { absoluteUrl };

export interface PageMetaInput {
  /** The page's own name; the business name is appended. */
  title: string;
  description: string;
  /** The page's path without its language prefix ("/contact"), for canonical URLs and breadcrumbs. */
  path: string;
  locale: Locale;
  noindex?: boolean;
  /** More JSON-LD for this page, such as a Service. */
  jsonLd?: readonly object[];
}

/** One <meta> tag: social tags use `property`, the others `name`. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** A <link rel="alternate" hreflang> to the same page in one language, or x-default. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Everything a page puts in its <head> besides what every page shares; the layout writes it out. */
export interface PageHead {
  title: string;
  description: string;
  /** The document's language, for <html lang>. */
  lang: string;
  /** Absent on pages search engines should not index. */
  canonical?: string;
  /** The page in every language and x-default (English); empty on pages not indexed. */
  alternates: Alternate[];
  tags: MetaTag[];
  jsonLd: object[];
}

/** The social card; each language has its own (app/pages/[...lang]/og-image.png.ts), at /ru/og-image.png and so on. */
export const socialImage = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The same page in every language plus x-default: what hreflang links and the sitemap list. */
export function alternatesFor(path: string): Alternate[] {
  return [
    ...locales.map((locale) => ({
      hreflang: localeInfo[locale].htmlLang,
      href: absoluteUrl(localizePath(path, locale)),
    })),
    { hreflang: "x-default", href: absoluteUrl(localizePath(path, defaultLocale)) },
  ];
}

/**
 * The pages about the office itself carry its full structured record (address, hours, phones).
 * Other pages leave it out: it was 0.3 KB of brotli on every page's first round trip (issue 26),
 * and a service page names the office as its provider.
 */
const businessPages: readonly string[] = ["/", "/about", "/contact"];

/** Title, description, canonical URL, hreflang alternates, social tags and structured data for one page. */
export function pageMeta({ title, description, path, locale, noindex, jsonLd = [] }: PageMetaInput): PageHead {
  const { shared } = contentFor(locale);
  const fullTitle = `${title} | ${site.name}`;
  const url = absoluteUrl(localizePath(path, locale));
  const image = absoluteUrl(localizePath(socialImage.path, locale));
  const crumbs = catalogFor(locale, shared).crumbs(path);
  const tags: MetaTag[] = [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: `${site.name}: ${shared.tagline}` },
    // X reads og:title, og:description and og:image where its own twitter:* tags are absent; only
    // the card's kind has no Open Graph equivalent.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  const lang = localeInfo[locale].htmlLang;
  if (noindex)
    return {
      title: fullTitle,
      description,
      lang,
      alternates: [],
      tags: [...tags, { name: "robots", content: "noindex" }],
      jsonLd: [],
    };
  return {
    title: fullTitle,
    description,
    lang,
    canonical: url,
    alternates: alternatesFor(path),
    tags,
    jsonLd: [
      ...(businessPages.includes(path)
        ? [
            businessJsonLd({
              description: shared.tagline,
              url: absoluteUrl(localizePath("/", locale)),
              inLanguage: lang,
            }),
          ]
        : []),
      ...(crumbs.length > 0 ? [breadcrumbJsonLd(crumbs, localizePath(path, locale))] : []),
      ...jsonLd,
    ],
  };
}

/** JSON-LD as script text: "<" escaped so no value can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
