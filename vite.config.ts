import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteConfigPlugin } from "./app/config/vite-plugin.ts";

export default defineConfig({
  plugins: [siteConfigPlugin(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
