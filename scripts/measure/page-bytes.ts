import type { Page } from "@playwright/test";
import { gzipSync } from "node:zlib";

export interface PageBytes {
  html: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  other: number;
  /** Requests to any host but the page's own. */
  foreignRequests: string[];
}

function kind(url: string, contentType: string): keyof Omit<PageBytes, "foreignRequests"> {
  if (contentType.includes("text/html")) return "html";
  if (contentType.includes("css")) return "css";
  if (contentType.includes("javascript")) return "js";
  if (contentType.startsWith("image/")) return "images";
  if (contentType.startsWith("font/") || /\.(woff2?|ttf|otf)$/.test(url)) return "fonts";
  return "other";
}

/**
 * Loads a page the way a visitor's browser does, scrolls to each island and to the end so every
 * island that waits to be visible loads too, and adds up what it fetched, gzipped (images and fonts as sent: they
 * are compressed formats already).
 */
export async function measurePageBytes(page: Page, url: string): Promise<PageBytes> {
  const origin = new URL(url).origin;
  const bytes: PageBytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0, foreignRequests: [] };
  const pending: Promise<void>[] = [];
  const onRequest = (request: { url(): string }) => {
    const target = request.url();
    if (!target.startsWith(origin) && !target.startsWith("data:")) bytes.foreignRequests.push(target);
  };
  const onResponse = (response: import("@playwright/test").Response) => {
    if (!response.url().startsWith(origin) || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const type = kind(response.url(), response.headers()["content-type"] ?? "");
          bytes[type] += type === "images" || type === "fonts" ? body.length : gzipSync(body, { level: 9 }).length;
        })
        .catch(() => undefined),
    );
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    // Each island in turn: a jump straight to the end would pass over the ones in the middle.
    for (const island of await page.locator("astro-island > :first-child").all()) await island.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
  } finally {
    page.off("request", onRequest);
    page.off("response", onResponse);
  }
  return bytes;
}
