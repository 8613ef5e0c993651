import { expect, test } from "./fixtures";

/*
 * Content as a visitor meets it in the browser: a checklist as it prints. Each route's required
 * facts, the corrected facts, the figures no page may give (tests/build/content.test.ts) and the
 * links between service and reference pages (tests/build/reference-pages.test.ts) are read from
 * the built HTML without a browser.
 */

test.describe("printing a checklist", () => {
  test("prints only the checklist and the office's contact lines", async ({ page }) => {
    await page.goto("/irp-addition");
    await expect(page.getByRole("button", { name: "Print this checklist" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    const checklist = page.locator(".print-checklist").first();
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to get your documents to us" })).toBeVisible();
    await expect(page.getByText(/Fax them to/)).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(checklist.getByText("Add a truck", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Print this checklist" })).toBeHidden();
    const hiddenSections = page.locator("main section:not(.print-keep):not(:has(.print-keep))");
    expect(await hiddenSections.count()).toBeGreaterThan(0);
    for (const section of await hiddenSections.all()) await expect(section).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("banner")).toBeVisible();
  });
});
