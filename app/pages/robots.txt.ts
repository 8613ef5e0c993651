import type { APIRoute } from "astro";
import { absoluteUrl } from "~/lib/meta";

/** Written to /robots.txt at build time. */
export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /404\nDisallow: /ru/404\nDisallow: /bg/404\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
