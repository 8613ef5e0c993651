import { defineConfig } from "vitest/config";
import { siteConfigPlugin } from "./app/config/vite-plugin.ts";

export default defineConfig({
  plugins: [siteConfigPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "integrations/**/*.test.ts", "deploy/**/*.test.ts"],
        },
      },
      {
        // Static properties of the built pages, read from build/ (rebuilt first when stale).
        extends: true,
        test: { name: "build", include: ["tests/build/**/*.test.ts"], globalSetup: ["./tests/build/fresh-build.ts"] },
      },
    ],
  },
});
