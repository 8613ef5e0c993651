import { expect, test } from "./fixtures";

/* With JavaScript off; what each page's HTML holds is read from the build (tests/build/headings-and-links.test.ts). */
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
