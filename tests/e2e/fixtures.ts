import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/**
 * Every browser test that opens a page fails on a console error or warning (hydration mismatches
 * included) and on a request to any host other than the site and the email API under test. The
 * check rides on the page, so a test that only sends HTTP requests opens no page at all.
 */
export const test = base.extend<{ allowedConsole: RegExp[] }>({
  /** Console messages a test expects, such as the browser's note on a 404 document. */
  allowedConsole: [[], { option: true }],
  page: async ({ page, allowedConsole }, run) => {
    const problems: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      const described = `${message.text()} at ${message.location().url}`;
      if (allowedConsole.some((pattern) => pattern.test(described))) return;
      if (message.type() === "error" || message.type() === "warning") {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") {
        problems.push(`external request: ${request.url()}`);
      }
    });
    await run(page);
    expect(problems, "console errors, warnings or external requests").toEqual([]);
  },
});

export { expect };
