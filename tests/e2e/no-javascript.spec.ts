import { expect, test } from "./fixtures";
import { mainPageHeadings, publicPaths, referenceContentFor, referencePages, serviceContentFor, services } from "./pages";

function decode(html: string): string {
  return html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The h1 and the links of a document, read from the HTML the server sends (no JavaScript). */
function readHtml(html: string) {
  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, "")).trim());
  const hrefs = new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!)));
  return { h1s, hrefs };
}

test("every pre-rendered page holds its heading and links in the HTML", async ({ request }) => {
  for (const path of publicPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const { h1s, hrefs } = readHtml(await response.text());
    expect(h1s, path).toHaveLength(1);
    const service = services.find((s) => s.path === path);
    if (service) expect(h1s[0]).toBe((await serviceContentFor(path)).title);
    else if (referencePages.some((p) => p.path === path)) expect(h1s[0]).toBe((await referenceContentFor(path)).title);
    else expect(h1s[0]).toMatch(mainPageHeadings[path as keyof typeof mainPageHeadings]);
    for (const target of ["/", "/services", "/contact", "/about", "/trucking-insights"]) expect(hrefs, path).toContain(target);
    for (const s of services) expect(hrefs, `${path} links to ${s.path}`).toContain(s.path);
  }
});

test("the home page's HTML holds the links of every tab", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const group of ["irp", "ifta", "formation", "tax", "training", "misc"]) {
    const panel = html.match(new RegExp(`<div[^>]*id="panel-${group}"[\\s\\S]*?</ul>`))?.[0] ?? "";
    const expected = services.filter((s) => s.group === group);
    for (const s of expected) expect(panel, `${group} panel`).toContain(`href="${s.path}"`);
  }
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab panel is shown and the Services menu opens without JavaScript", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const group of ["irp", "ifta", "formation", "tax", "training", "misc"]) {
      await expect(page.locator(`#panel-${group}`)).toBeVisible();
    }
    await page.getByRole("banner").getByRole("button", { name: "Services" }).click();
    await page.getByRole("link", { name: "All services with a short description" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All services");
  });

  test("on a phone the menu opens and reaches every page without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/irp-renewal");
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("button", { name: "Services" }).click();
    await page.locator("#services-menu").getByRole("link", { name: "UCR Registration Filing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/UCR/);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "Contact Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  });
});
