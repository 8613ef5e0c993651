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
  // A page in a test lives for seconds: V8's optimising compilers (Maglev, TurboFan) spent more of
  // the two cores than their code saved. Without them the walk and the contact specs took 9% less
  // time and CPU (`npx playwright test quality.spec contact.spec`, twice each: 94 s against
  // 103-105 s, 2026-11-29). The bench and the report keep them.
  "--js-flags=--no-opt --no-maglev",
];

export const chromiumLaunch = { executablePath, args };

/**
 * A browser that does not announce automation (navigator.webdriver is false), as a visitor's does:
 * the email library refuses to send from one that does (blockHeadless, on in the production build).
 */
export const visitorLaunch = { executablePath, args: [...args, "--disable-blink-features=AutomationControlled"] };
