import type { Page } from "@playwright/test";

/**
 * Holds back Astro's React renderer until `release` is called, so a test can act on an island's
 * build-time markup before it hydrates. `requested` lists the renderer's URLs as the page asks.
 */
export async function holdReact(page: Page): Promise<{ release: () => void; requested: string[] }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route("**/_astro/client.*.js", async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, requested };
}
