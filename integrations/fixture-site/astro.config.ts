import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { clientAfterpaint } from "../after-paint.ts";
import { cp } from "node:fs/promises";
import { buildOutput } from "../build-output.ts";

/*
 * A small site built with the installed Astro, React and beasties and the site's own
 * build-output integration, so build-output.test.ts checks each build step on what those tools
 * really write. Its root is a copy of src/ in a build-fixture-* folder of the project, where the
 * project's node_modules resolve and which git, the linters and the build stamp leave alone
 * (`astro build --root <folder> --config <this file>`): Astro writes its types and caches into
 * the root, none beside the site's sources. The build keeps a copy of the pages as Astro wrote them (raw/), for feeding the steps real output with
 * what one of them looks for taken out. The site's stylesheet leaves these files out of
 * Tailwind's source detection (app/app.css, `@source not`).
 */
export default defineConfig({
  outDir: "./client",
  cacheDir: "./cache",
  output: "static",
  build: { format: "directory", inlineStylesheets: "never" },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    clientAfterpaint(),
    {
      name: "raw-output",
      hooks: {
        "astro:build:done": async ({ dir }) => {
          await cp(dir, new URL("../raw/", dir), { recursive: true });
        },
      },
    },
    buildOutput({ emailOrigin: "https://api.example.com" }),
  ],
  vite: {
    cacheDir: "./vite",
    // The site's scripts are bundled files; Astro would inline one this small.
    build: { assetsInlineLimit: 0 },
  },
});
