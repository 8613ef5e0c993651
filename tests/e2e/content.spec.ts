import { expect, test } from "./fixtures";
import { localizePath, locales, referenceContentFor, referencePages } from "./pages";

/*
 * Content as a visitor meets it in the browser: a checklist as it prints, and the reference pages
 * reached by clicking through from their service page and back. Each route's required facts, the
 * corrected facts and the figures no page may give are read from the built HTML without a browser,
 * in tests/build/content.test.ts.
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

/*
 * Reference pages (issue #26): a service page's long tables moved to a page of their own, linked from
 * where they were, in every language; the page shows every row and leads back to the service.
 */
for (const reference of referencePages) {
  for (const locale of locales) {
    test(`${locale}: ${reference.parent} links to ${reference.path}, which shows its tables and leads back`, async ({
      page,
    }) => {
      const content = await referenceContentFor(reference.path, locale);
      const captions = content.sections.flatMap((section) => (section.kind === "table" ? [section.caption] : []));
      const parent = localizePath(reference.parent, locale);
      await page.goto(parent);
      for (const caption of captions)
        await expect(page.locator("main caption", { hasText: caption }), caption).toHaveCount(0);
      const link = page
        .getByRole("main")
        .locator(`a[href="${localizePath(reference.path, locale)}"]`)
        .first();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      await expect(page.locator("main caption")).toHaveText(captions);
      for (const section of content.sections) {
        if (section.kind === "table")
          await expect(page.locator("main table", { hasText: section.caption }).locator("tbody tr")).toHaveCount(
            section.rows.length,
          );
      }
      await expect(
        page
          .getByRole("main")
          .locator(`a[href="${localizePath("/contact", locale)}"]`)
          .last(),
      ).toBeVisible();
      // The breadcrumb and the card under the tables both lead back; the card is the last.
      await page.getByRole("main").locator(`a[href="${parent}"]`).last().click();
      await expect(page).toHaveURL(new RegExp(`${parent}$`));
    });
  }
}
