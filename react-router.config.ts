import type { Config } from "@react-router/dev/config";
import { notFoundPrerenderPath, publicPaths } from "./app/lib/catalog";

export default {
  ssr: false,
  // Every page becomes its own HTML file; the not-found page too, served with status 404.
  prerender: [...publicPaths, notFoundPrerenderPath, "/sitemap.xml", "/robots.txt"],
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
