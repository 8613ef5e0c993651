import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { clientAfterpaint } from "./integrations/after-paint.ts";
import { loadSiteConfig } from "./app/config/site-config.ts";
import { readSiteEnv, siteConfigPlugin } from "./app/config/vite-plugin.ts";
import { buildOutput } from "./integrations/build-output.ts";
import { factsForBrowser } from "./integrations/facts-for-browser.ts";

const site = loadSiteConfig(readSiteEnv("production"));

/*
 * Every page is static HTML written at build time (docs/decisions/0007). React components render
 * there; only the ones a page marks with client:afterpaint (app/scripts/client-afterpaint.ts)
 * load React in the browser, once the page is on screen. `astro build` is the whole build: the
 * build-output integration shapes what Astro wrote (decision 0010).
 */
export default defineConfig({
  site: site.siteUrl,
  srcDir: "./app",
  publicDir: "./public",
  outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
  output: "static",
  trailingSlash: "never",
  build: {
    format: "directory",
    // One hashed, cached file; each page inlines what it uses (integrations/critical-css.ts).
    inlineStylesheets: "never",
  },
  devToolbar: { enabled: false },
  integrations: [react(), clientAfterpaint(), buildOutput({ emailOrigin: site.emailService.origin })],
  vite: {
    plugins: [siteConfigPlugin(), factsForBrowser(), tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Astro names a component's <script> after its module query
              // ("PageLayout.astro_astro_type_script_index_0_lang"); every page's loader carries the name.
              entryFileNames: (chunk) =>
                `_astro/${chunk.name.replace(/\.astro_astro_type_script_index_\d+_lang$/, "")}.[hash].js`,
            },
          },
        },
      },
    },
  },
});
