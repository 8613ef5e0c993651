import { defineConfig, devices } from "@playwright/test";
import { ports } from "./tests/e2e/ports";

/*
 * Browser tests run against the production server (the one `npm start` runs) serving two builds:
 * the production build, and an e2e build whose email settings point at a mock email API
 * started by the contact tests (see scripts/test-all.sh for how both are built).
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /lighthouse\.spec\.ts/,
      use: chromium,
    },
    {
      name: "lighthouse",
      testMatch: /lighthouse\.spec\.ts/,
      dependencies: ["chromium"],
      use: chromium,
    },
  ],
  webServer: [
    {
      command: "node --import tsx scripts/start.ts",
      url: `http://127.0.0.1:${ports.site}/`,
      env: {
        PORT: String(ports.site),
        BUILD_DIR: "build",
        DATA_DIR: "test-results/data-site",
        // tests/e2e/contact-production.spec.ts starts this SMTP server; until then messages wait on disk.
        SMTP_URL: `smtp://office:secret@127.0.0.1:${ports.smtp}`,
        MAIL_TO: "office@example.com",
        MAIL_FROM: "no-reply@example.com",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node --import tsx scripts/start.ts",
      url: `http://127.0.0.1:${ports.e2eSite}/`,
      env: { PORT: String(ports.e2eSite), BUILD_DIR: "build-e2e", EMAIL_SINK: "off" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
