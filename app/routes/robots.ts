import { absoluteUrl } from "~/lib/meta";

/** Pre-rendered to /robots.txt at build time. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
