/* How the browser tests launch Debian's Chromium (browser downloads do not work on these machines). */
const args = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export const chromiumLaunch = { executablePath: "/usr/bin/chromium", args };

/**
 * A browser that does not announce automation (navigator.webdriver is false), as a visitor's does:
 * the email library refuses to send from one that does (blockHeadless, on in the production build).
 */
export const visitorLaunch = { executablePath: "/usr/bin/chromium", args: [...args, "--disable-blink-features=AutomationControlled"] };
