import { defineConfig } from "vitest/config";
import { siteConfigPlugin } from "./app/config/vite-plugin.ts";

export default defineConfig({
  plugins: [siteConfigPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "integrations/**/*.test.ts", "deploy/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
