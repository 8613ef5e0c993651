import type { MetaDescriptor } from "react-router";
import { site } from "./site";

export interface PageMetaInput {
  /** The page's own name; the business name is appended. */
  title: string;
  description: string;
  /** The page's path, for its canonical URL. */
  path: string;
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical URL and social tags for one page. */
export function pageMeta({ title, description, path, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.name}`;
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [...tags, { tagName: "link", rel: "canonical", href: url }];
}
