import type { Page } from "@playwright/test";
import { formats } from "../../app/i18n/format";
import { bracketFor } from "../../app/lib/tools/ucr";
import { expect, test } from "./fixtures";
import { hydrateEveryIsland, pageScriptRan, pageScriptsDrew } from "../../scripts/measure/page-ready";

/*
 * Each page carries the rules it uses; the site's stylesheet loads after first paint and stays in
 * the cache, and applies only where there is a mouse, for the hover styles (integrations/critical-css.ts,
 * integrations/after-paint.ts). A visitor must see the same page whether that file has arrived or
 * not, and a second page must not fetch it again. Astro's island runtime
 * (integrations/hydration-scripts.ts) loads after first paint and stays in the cache too, and so
 * does the icons' sprite (integrations/icon-sprite.ts), which the page's markup asks for; until it
 * arrives its icons are empty boxes of their own size.
 */

const stylesheet = /\/_astro\/[^/]+\.css$/;

/**
 * Whether each icon from the sprite has its symbol: a <use> whose symbol has not arrived draws
 * nothing. Hidden icons (a closed menu's) have no box.
 */
const iconsDrawn = () =>
  [...document.querySelectorAll<SVGUseElement>("svg > use")].every(
    (use) =>
      use.getAttribute("href") !== null &&
      (use.parentElement!.getBoundingClientRect().width === 0 || use.getBBox().width > 0),
  );

/** Every element's box, colours, type, display and ::before text at each width. */
async function layouts(page: Page, widths: number[]) {
  const byWidth = new Map<number, string[]>();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    byWidth.set(
      width,
      await page.evaluate(() =>
        [...document.querySelectorAll("body *:not(script, style, link)")].map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const before = getComputedStyle(element, "::before").content;
          const box4 = [box.x, box.y, box.width, box.height].map(Math.round).join(",");
          return `${element.tagName} ${element.getAttribute("class") ?? ""} ${box4} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.fontWeight} ${style.display} ${before}`;
        }),
      ),
    );
  }
  return byWidth;
}

/*
 * Each page loads once, with the stylesheet's request failing, and is measured at each width once
 * every island has hydrated; then the stylesheet is asked for again and, once it applies, the same
 * page is measured again. A second load for the stylesheet's side doubled the test's time (30 s
 * against 14 s, `npx playwright test critical-css -g "every page looks"`, 2026-11-29).
 */
test.describe("without the site's stylesheet", () => {
  test.use({ allowedConsole: [/net::ERR_FAILED at .*\/_astro\/[^/]+\.css$/] });

  const paths = [
    "/",
    "/contact",
    "/filing-deadlines",
    "/form-2290",
    "/ru/checkup",
    "/ru/cdl-english-training/road-sign-practice",
    "/bg/state-quarterly-ky-nm-ny",
    "/bg/services",
  ];
  const widths = [320, 1280];
  test(`at ${widths.join(" and ")}px every page looks as it does with it, islands included`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const path of paths) {
      await page.route(stylesheet, (route) => route.abort());
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(path);
      await pageScriptRan(page);
      await pageScriptsDrew(page);
      await hydrateEveryIsland(page);
      await page.waitForFunction(iconsDrawn);
      const critical = await layouts(page, widths);
      // A stylesheet that failed to arrive has no rules to read (Chromium refuses to list them).
      const rules = () =>
        page.evaluate(() => {
          try {
            return (
              document.querySelector<HTMLLinkElement>('head > link[rel="stylesheet"]')?.sheet?.cssRules.length ?? 0
            );
          } catch {
            return 0;
          }
        });
      expect(await rules(), path).toBe(0);
      await page.unroute(stylesheet);
      await page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('head > link[rel="stylesheet"]')!;
        link.replaceWith(link.cloneNode());
      });
      await expect.poll(rules).toBeGreaterThan(0);
      const full = await layouts(page, widths);
      for (const width of widths) expect(critical.get(width), `${path} at ${width}px`).toEqual(full.get(width));
    }
  });
});

/**
 * Once the loader has added the site's stylesheet and it has arrived: whether it applies on this
 * device, and its timing (Chromium records no timing entry for a file from its memory cache).
 */
const stylesheetLoaded = (page: Page) =>
  page.evaluate(async () => {
    const link = await new Promise<HTMLLinkElement>((resolve) => {
      const find = () => {
        const found = document.querySelector<HTMLLinkElement>('head > link[rel="stylesheet"]');
        if (found?.sheet) resolve(found);
        else setTimeout(find, 50);
      };
      find();
    });
    const entry = performance.getEntriesByName(link.href)[0] as PerformanceResourceTiming | undefined;
    return {
      applies: matchMedia(link.media).matches,
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      start: entry?.startTime ?? Number.NaN,
      transferSize: entry?.transferSize ?? 0,
    };
  });

test("the stylesheet loads after the first paint and brings the hover styles where there is a mouse; the next page takes it from the cache", async ({
  page,
}) => {
  await page.goto("/");
  const first = await stylesheetLoaded(page);
  expect(first.applies).toBe(true);
  expect(first.paint).toBeGreaterThan(0);
  expect(first.transferSize).toBeGreaterThan(0);
  const button = page.locator("main .btn-accent").first();
  await button.hover();
  await expect(button).toHaveCSS("background-color", "rgb(252, 210, 122)");
  await page.goto("/ru/form-2290");
  expect((await stylesheetLoaded(page)).transferSize).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the stylesheet is downloaded for the next page but not applied, and what a tool marks later is styled without it", async ({
    page,
  }) => {
    await page.goto("/ucr-registration");
    const first = await stylesheetLoaded(page);
    expect(first.applies).toBe(false);
    expect(first.transferSize).toBeGreaterThan(0);
    const input = page.getByRole("textbox", { name: "How many vehicles?" });
    await input.scrollIntoViewIfNeeded();
    await input.fill("3");
    const marked = page.locator('tr[aria-current="true"]');
    await expect(marked).toContainText(formats.en.usd(bracketFor(3).fee));
    await expect(marked).toHaveCSS("outline-style", "solid");
    await page.goto("/ru/form-2290");
    const next = await stylesheetLoaded(page);
    expect(next.applies).toBe(false);
    expect(next.transferSize).toBe(0);
  });

  test("a printed checklist leaves out the site around it without the stylesheet", async ({ page }) => {
    await page.goto("/irp-addition");
    expect((await stylesheetLoaded(page)).applies).toBe(false);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".print-checklist").first()).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });
});

test("icons come from one sprite, the menu's at once, and the next page takes the sprite from the cache", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html, "the menu button's icon is drawn in the page").toMatch(
    /<svg[^>]*class="popover-closed-icon[^"]*"[^>]*><path /,
  );
  const icons = async () => {
    await page.waitForFunction(iconsDrawn);
    return page.evaluate(async () => {
      const uses = [...document.querySelectorAll<SVGUseElement>("svg > use")];
      const sprites = new Set(uses.map((use) => use.href.baseVal.replace(/#.*/, "")));
      const [sprite = ""] = sprites;
      // Chromium names the entry after the first <use>'s whole address, fragment included.
      const entry = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
        (e) => e.name.replace(/#.*/, "") === new URL(sprite, location.href).href,
      );
      const symbols = new DOMParser().parseFromString(await (await fetch(sprite)).text(), "image/svg+xml");
      return {
        sprite,
        sprites: sprites.size,
        drawn: uses.filter((use) => use.getBBox().width > 0).length,
        missing: uses.map((use) => use.href.baseVal.replace(/.*#/, "")).filter((id) => !symbols.getElementById(id)),
        transferSize: entry?.transferSize ?? 0,
      };
    });
  };
  await page.goto("/");
  const first = await icons();
  expect(first.sprite).toMatch(/^\/_astro\/icons\.[\w-]+\.svg$/);
  expect(first.sprites).toBe(1);
  expect(first.drawn).toBeGreaterThan(5);
  expect(first.missing).toEqual([]);
  expect(first.transferSize).toBeGreaterThan(0);
  await page.goto("/ru/form-2290");
  const next = await icons();
  expect(next.sprite).toBe(first.sprite);
  expect(next.drawn).toBeGreaterThan(5);
  expect(next.missing).toEqual([]);
  expect(next.transferSize).toBe(0);
});

test("islands hydrate with Astro's runtime from a cached file, which the next page takes from the cache", async ({
  page,
  request,
}) => {
  const hydration = async (path: string) => {
    const html = await (await request.get(path)).text();
    expect(html, "the runtime is not inline").not.toContain('customElements.define("astro-island"');
    await page.goto(path);
    await expect(page.locator("astro-island")).not.toHaveCount(0);
    await hydrateEveryIsland(page);
    return page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\/_astro\/hydration\.[\w-]+\.js$/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, transferSize: entry.transferSize })),
    );
  };
  const first = await hydration("/contact");
  expect(first.length).toBeGreaterThan(0);
  for (const entry of first) expect(entry.transferSize).toBeGreaterThan(0);
  const next = await hydration("/ru/form-2290");
  expect(next.map((entry) => entry.file).sort()).toEqual(first.map((entry) => entry.file).sort());
  for (const entry of next) expect(entry.transferSize).toBe(0);
});

test("on a slow phone the header and the breadcrumbs do not move while the page arrives", async ({ page, context }) => {
  // A slowed CPU makes Chromium paint between parser chunks, as on Lighthouse's mobile run: a
  // frame may hold half the header or half a breadcrumb trail.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(",");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        // The defects this guards against scored 0.001 and more (the name rewrapping, a breadcrumb
        // trail growing); a CI run once recorded the menu button moving by a score under 0.00005,
        // which this machine never reproduced: below 0.0001 a shift is left to Lighthouse's CLS.
        if (entry.value < 0.0001) continue;
        const moved = entry.sources.filter(
          (source) => source.node instanceof Element && source.node.closest("header, nav:has(> ol)") !== null,
        );
        if (moved.length > 0)
          w.__shifts.push(
            `${entry.value.toFixed(4)} ${moved.map((source) => `${(source.node as Element).outerHTML.slice(0, 80)} [${box(source.previousRect)}] -> [${box(source.currentRect)}]`).join(" ")}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/",
      "/ru/irp-addition",
      "/ru/form-2290",
      "/bg/contact",
      "/bg/form-2290/tax-and-due-date-tables",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Layout-shift entries reach the observer a frame or two after the shift.
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) =>
            requestAnimationFrame(() =>
              setTimeout(() => resolve((window as unknown as { __shifts: string[] }).__shifts), 100),
            ),
          ),
      );
      expect(shifts, `${path} at ${width}px`).toEqual([]);
    }
  }
});
