import type { Page } from "@playwright/test";

/**
 * In the page: whether it has come as far as `asked`. One function for every wait, so that
 * pageSettled asks all its questions in one round trip to the browser instead of three.
 */
function ready(asked: { script?: boolean; drawn?: boolean; styled?: boolean }): boolean {
  // Only the page's own script sets the services button's aria-expanded (app/scripts/popover-state.ts).
  if (asked.script && !document.querySelector('[popovertarget="services-menu"][aria-expanded]')) return false;
  // The deadline list (app/scripts/deadline-calendar.ts) shows its filter's choices once it has
  // drawn the list for today.
  if (
    asked.drawn &&
    ![...document.querySelectorAll<HTMLElement>("[data-deadline-calendar] [data-filter-choices]")].every(
      (choices) => !choices.hidden,
    )
  )
    return false;
  // The stylesheet applies, and each open-now line within a screen of view is filled.
  return (
    !asked.styled ||
    ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null) &&
      [...document.querySelectorAll("[data-open-now].invisible")].every((line) => {
        const box = line.getBoundingClientRect();
        return box.top > 2 * innerHeight || box.bottom < -innerHeight;
      }))
  );
}

/**
 * In the page: resolves once it has not scrolled for five frames in a row, where a smooth scroll
 * (the page's, or the browser's to a focused field) has ended.
 */
export const scrollStill = () =>
  new Promise<void>((resolve) => {
    let [last, still] = [scrollY, 0];
    const frame = () => {
      [still, last] = [scrollY === last ? still + 1 : 0, scrollY];
      if (still >= 5) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

/** Resolves once the page's own script has run. */
export async function pageScriptRan(page: Page): Promise<void> {
  await page.waitForFunction(ready, { script: true });
}

/** Resolves once the island runtime's file has run: it defines the client:afterpaint directive (integrations/hydration-scripts.ts). */
export async function islandRuntimeRan(page: Page): Promise<void> {
  await page.waitForFunction(() => "afterpaint" in ((window as { Astro?: object }).Astro ?? {}));
}

/** Resolves once the small scripts that redraw part of the page at load have. */
export async function pageScriptsDrew(page: Page): Promise<void> {
  await page.waitForFunction(ready, { drawn: true });
}

/**
 * Scrolls to each island in turn and waits for it to hydrate (Astro then removes its "ssr").
 * Islands wait for the visitor's first act on the page, here a press of Shift, which changes
 * nothing, and to be on screen; one scrolled past before the browser
 * next draws would never hydrate, so each is waited for before the next.
 */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  for (const island of await page.locator("astro-island").all()) {
    await island.locator("> :first-child").scrollIntoViewIfNeeded();
    await island.and(page.locator(":not([ssr])")).waitFor({ state: "attached" });
  }
}

/**
 * Waits until the page is as a visitor's browser leaves it without scrolling: the after-paint
 * loader has applied the stylesheet and run the page's script (which sets the services button's
 * aria-expanded), the deadline list is drawn for today, each open-now line within a screen of
 * view is filled (the others load as they near it, app/scripts/enhance.ts). Islands wait for the
 * visitor's first act (hydrateEveryIsland). Waiting for these rather than for an idle network
 * saves the half second of quiet the idle wait needs on each page visit (the quality walks make 726).
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(ready, { script: true, drawn: true, styled: true });
}
