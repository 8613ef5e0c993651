import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./tests/e2e/browser";
import { ports } from "./tests/e2e/ports";

/*
 * Browser tests run against the production server (the one `npm start` runs) serving the one
 * production build. The contact tests send the form's requests on to a mock email API of their own
 * (tests/e2e/contact.spec.ts); the production server forwards the others to an SMTP server the
 * contact-production tests start.
 */
const chromium = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch };

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
  projects: [{ name: "chromium", use: chromium }],
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
  ],
});
