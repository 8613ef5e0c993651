import type { Browser, BrowserContext, Page } from "@playwright/test";

/** How soon an island answers a visitor who scrolls to it, on a slow phone. */
export interface IslandReadiness {
  /** The island's component, from Astro's markup ("UcrFeeFinder"). */
  island: string;
  /** From the scroll to its first field being on screen, enabled and editable. */
  fieldReadyMs: number;
  /** From the scroll to React having hydrated it (Astro removes the island's `ssr` attribute). */
  hydratedMs: number;
}

/** The slow phone of issue 22: 1.6 Mbps down, 150 ms round trip, the CPU four times slower. */
export const slowPhone = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** A fresh 390 px wide context with one page on the slow phone's network and CPU. */
export async function openSlowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...slowPhone });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowPhone.cpuSlowdown });
  return { context, page };
}

/*
 * Runs in the page, as text: the tsx loader would wrap named functions in a helper the page lacks.
 * Resolves once the island has hydrated and its first field takes input (or, for a field that
 * appears only once React knows today's date, a second after hydration).
 */
const untilReady = `
  return new Promise((resolve) => {
    const start = performance.now();
    let fieldReadyMs = NaN;
    let hydratedMs = root.hasAttribute("ssr") ? NaN : 0;
    // An astro-island has no box of its own (display: contents): scroll to what it holds.
    (root.firstElementChild ?? root).scrollIntoView({ block: "center" });
    const check = () => {
      const now = performance.now() - start;
      const field = root.querySelector("input, select, textarea");
      if (Number.isNaN(fieldReadyMs) && field && !field.disabled && !field.readOnly && field.getClientRects().length > 0) fieldReadyMs = now;
      if (Number.isNaN(hydratedMs) && !root.hasAttribute("ssr")) hydratedMs = now;
      const settled = !Number.isNaN(hydratedMs) && (!Number.isNaN(fieldReadyMs) || now - hydratedMs > 1000);
      if (settled || now > 20000) resolve({ fieldReadyMs, hydratedMs });
      else requestAnimationFrame(check);
    };
    check();
  });
`;

/**
 * Loads the page on the slow phone, lets it settle as a visitor reading its top would, then
 * scrolls each island into view and measures, in the page's own clock, when its first field takes
 * input and when the island has hydrated. An island with no field before hydration (the deadline
 * calendar, which needs today's date) counts from the scroll to the field appearing.
 */
export async function islandReadiness(browser: Browser, url: string): Promise<IslandReadiness[]> {
  const { context, page } = await openSlowPhone(browser);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(1_500);
  const count = await page.locator("astro-island").count();
  const results: IslandReadiness[] = [];
  for (let i = 0; i < count; i++) {
    const island = page.locator("astro-island").nth(i);
    const name =
      (await island.getAttribute("component-url"))?.match(/([A-Za-z0-9]+)\.[\w-]+\.js$/)?.[1] ?? `island ${i + 1}`;
    const timing = await island.evaluate<{ fieldReadyMs: number; hydratedMs: number }, HTMLElement>(
      new Function("root", untilReady) as never,
    );
    results.push({
      island: name,
      fieldReadyMs: Math.round(timing.fieldReadyMs),
      hydratedMs: Math.round(timing.hydratedMs),
    });
  }
  await context.close();
  return results;
}
