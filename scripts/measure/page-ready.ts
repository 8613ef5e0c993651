import type { Page } from "@playwright/test";

/** Resolves once the page's own script has run: only it sets the services button's aria-expanded (app/scripts/popover-state.ts). */
export async function pageScriptRan(page: Page): Promise<void> {
  await page.locator('[popovertarget="services-menu"][aria-expanded]').first().waitFor({ state: "attached" });
}

/**
 * Scrolls to each island in turn and waits for it to hydrate (Astro then removes its "ssr").
 * Islands with client:afterpaint="visible" wait to be on screen, and one scrolled past before the
 * browser next draws would never hydrate, so each is waited for before the next.
 */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  for (const island of await page.locator("astro-island").all()) {
    await island.locator("> :first-child").scrollIntoViewIfNeeded();
    await island.and(page.locator(":not([ssr])")).waitFor({ state: "attached" });
  }
}
