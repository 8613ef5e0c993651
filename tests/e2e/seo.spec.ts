import { expect, test } from "@playwright/test";

/*
 * What search engines and link previews read is checked over the built files, without a browser
 * (tests/build/seo.test.ts): titles, descriptions, canonical URLs, headings, JSON-LD, the sitemap,
 * robots.txt, the icons and the social cards, and that the icon inside each page's head draws the
 * office's mark. What stays here is what only the server decides: the types it sends the images
 * with, and the policy that lets a page show its data: icon. Plain requests, no browser page.
 */
test("the server sends the social cards and the .ico icon as images, and a page's policy lets it show its data: icon", async ({
  request,
}) => {
  for (const path of ["/og-image.png", "/ru/og-image.png", "/bg/og-image.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/png");
  }
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
  // The browser applies this policy to the icon each page carries as a data: URL.
  const page = await request.get("/ru/contact");
  expect(page.headers()["content-security-policy"]).toMatch(/(^|;\s*)img-src [^;]*\bdata:/);
});
