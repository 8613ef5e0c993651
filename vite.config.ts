import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteConfigPlugin } from "./app/config/vite-plugin.ts";

export default defineConfig({
  plugins: [siteConfigPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      treeshake: {
        // react-dom/server renders build-time markup only (app/lib/render-static.tsx, called under
        // import.meta.env.SSR). Declared free of side effects, it drops out of the browser bundle
        // once those calls are gone; the JavaScript budget test fails if it ever comes back.
        moduleSideEffects: (id: string) => !/[\\/]react-dom[\\/](server|cjs[\\/]react-dom-server)/.test(id),
      },
    },
  },
});
