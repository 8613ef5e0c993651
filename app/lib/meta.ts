import { crumbsFor } from "./breadcrumbs";
import { absoluteUrl } from "./meta-url";
import { site } from "./site";
import { breadcrumbJsonLd, businessJsonLd } from "./structured-data";

export { absoluteUrl };

export interface PageMetaInput {
  /** The page's own name; the business name is appended. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL and breadcrumbs. */
  path: string;
  noindex?: boolean;
  /** More JSON-LD for this page, such as a Service. */
  jsonLd?: readonly object[];
}

/** One <meta> tag: social tags use `property`, the others `name`. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** Everything a page puts in its <head> besides what every page shares; the layout writes it out. */
export interface PageHead {
  title: string;
  description: string;
  /** Absent on pages search engines should not index. */
  canonical?: string;
  tags: MetaTag[];
  jsonLd: object[];
}

export const socialImage = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL, social tags and structured data for one page. */
export function pageMeta({ title, description, path, noindex, jsonLd = [] }: PageMetaInput): PageHead {
  const fullTitle = `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImage.path);
  const crumbs = crumbsFor(path);
  const tags: MetaTag[] = [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (noindex) return { title: fullTitle, description, tags: [...tags, { name: "robots", content: "noindex" }], jsonLd: [] };
  return {
    title: fullTitle,
    description,
    canonical: url,
    tags,
    jsonLd: [businessJsonLd(), ...(crumbs.length > 0 ? [breadcrumbJsonLd(crumbs, path)] : []), ...jsonLd],
  };
}

/** JSON-LD as script text: "<" escaped so no value can close the script element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
