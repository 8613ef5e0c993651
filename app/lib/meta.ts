import type { MetaDescriptor } from "react-router";
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

export const socialImage = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL, social tags and structured data for one page. */
export function pageMeta({ title, description, path, noindex, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImage.path);
  const crumbs = crumbsFor(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
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
  if (noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { "script:ld+json": businessJsonLd() },
    ...(crumbs.length > 0 ? [{ "script:ld+json": breadcrumbJsonLd(crumbs, path) }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
