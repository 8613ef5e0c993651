/*
 * How the browser tests launch Chromium: Debian's chromium-headless-shell, the same engine as
 * Debian's Chromium without the browser's own window and UI processes, as Playwright runs headless
 * tests by default (browser downloads do not work on these machines). It halved the browser tests'
 * time against /usr/bin/chromium (2026-11-28: tools and checkup specs, 84 s against 43 s).
 */
const executablePath = "/usr/lib/chromium/chromium-headless-shell";
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumLaunch = { executablePath, args };

/**
 * A browser that does not announce automation (navigator.webdriver is false), as a visitor's does:
 * the email library refuses to send from one that does (blockHeadless, on in the production build).
 */
export const visitorLaunch = { executablePath, args: [...args, "--disable-blink-features=AutomationControlled"] };
