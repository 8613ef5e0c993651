import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { siteConfigPlugin } from "./app/config/vite-plugin.ts";
import LongestFirst from "./tests/longest-first.ts";

/** Tests that run in jsdom. */
const domTests = ["app/**/*.test.tsx", "app/lib/send-message.test.ts"];
/** Unit tests that replace a module (vi.mock): each needs modules of its own, which "unit" shares. */
const mockingTests = ["app/lib/tools/dates-from-data.test.ts"];

export default defineConfig({
  plugins: [siteConfigPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Vitest keeps a core free by default: on two cores that is one file at a time, while the long
    // files mostly wait on a build, Java or the disk. All cores: 105 s instead of 173 s here
    // (`npx vitest run` on a built checkout, 2026-11-28).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    setupFiles: ["./tests/setup-unit.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "integrations/**/*.test.ts",
            "deploy/**/*.test.ts",
            "editor/*.test.ts",
          ],
          exclude: [...domTests, ...mockingTests],
          // A worker keeps its modules from one file to the next instead of importing the copy and
          // the rules again for each (2026-11-29: 155 s → 122 s for the whole run). A file undoes
          // what it stubs, and Vitest undoes stubbed globals before each test as well.
          isolate: false,
          unstubGlobals: true,
        },
      },
      { extends: true, test: { name: "mocking", include: mockingTests } },
      {
        // Components in a browser's document: each file gets fresh modules, since React and
        // Testing Library keep state of their own from the document they were first loaded with.
        // In worker threads, which start a file faster than child processes. With the build's
        // files in threads too, the whole run took 112 s instead of 130 s
        // (`REPRODUCIBLE_BUILD_BASELINE=build npx vitest run` on a built checkout, 2026-11-29).
        extends: true,
        test: { name: "dom", include: domTests, environment: "jsdom", pool: "threads" },
      },
      {
        // Static properties of the built pages, read from build/ (rebuilt first when stale), in
        // threads like the components'. The files share their worker's modules, and so the pages
        // each worker has parsed (tests/build/site.ts): 46 s of CPU instead of 64 s
        // (`npx vitest run --project build`, 2026-11-30). They only read the pages.
        extends: true,
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          globalSetup: ["./tests/build/fresh-build.ts"],
          pool: "threads",
          isolate: false,
        },
      },
    ],
  },
});
