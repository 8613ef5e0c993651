import { site } from "./site";

/** The public URL of a path on the configured site (SITE_URL). */
export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path}`;
}
