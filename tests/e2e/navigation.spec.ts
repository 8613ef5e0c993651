import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { copy, localizePath, locales, mainPages, serviceContentFor, services } from "./pages";
import { serviceGroups, type MainPath, type ServicePath } from "../../app/lib/catalog";
import { catalogFor } from "../../app/lib/localized-catalog";

const words = copy.en.shared.catalog;

test.describe("header", () => {
  test("the Services dropdown shows the six groups with their links", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const trigger = header.getByRole("button", { name: "Services" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    for (const group of serviceGroups) {
      const list = panel.getByRole("list", { name: words.groups[group.id].title });
      await expect(list).toBeVisible();
      const expected = services.filter((s) => s.group === group.id);
      await expect(list.getByRole("link")).toHaveCount(expected.length);
      for (const service of expected) {
        await expect(
          list.getByRole("link", { name: words.services[service.path as ServicePath].label, exact: true }),
        ).toHaveAttribute("href", service.path);
      }
    }

    await panel.getByRole("link", { name: "UCR Registration Filing" }).click();
    await expect(page).toHaveURL(/\/ucr-registration$/);
    await expect(panel).toBeHidden();
  });

  test("the dropdown closes on Escape, returning focus, and on a click outside", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("banner").getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "IRP NEW Registration" }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "IRP Addition" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(20, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu closes when keyboard focus leaves it, at 1280, 1366 and 1440 px in every language", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localizePath("/about", locale));
      for (const width of [1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        // The header's menu at this width: the Services panel, or the whole menu where the bar does not fit.
        const invoker = page.locator("header [popovertarget]").filter({ visible: true }).first();
        await expect(invoker).toHaveAttribute("aria-expanded", "false");
        const menu = page.locator(`#${await invoker.getAttribute("popovertarget")}`);
        await invoker.focus();
        await page.keyboard.press("Enter");
        await expect(menu).toBeVisible();
        // Tab through everything the menu holds, checking only at its last one: a check after each
        // of a hundred presses doubled the test's time.
        const focusable = menu.locator("a[href], button");
        const links = await focusable.count();
        expect(links, `${locale} ${width}px: the menu's links`).toBeGreaterThan(2);
        for (let press = 0; press < links; press += 1) await page.keyboard.press("Tab");
        await expect(focusable.last(), `${locale} ${width}px`).toBeFocused();
        await expect(menu, `${locale} ${width}px: open on its last link`).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(menu, `${locale} ${width}px`).toBeHidden();
        await expect(invoker).toHaveAttribute("aria-expanded", "false");
      }
    }
  });

  test("the whole bar shows at 1280, 1366 and 1440 px in every language, each item on screen and apart", async ({
    page,
  }) => {
    // Home and Services first, then the other main pages in the footer's order.
    const order: MainPath[] = ["/", "/services"];
    order.push(...mainPages.map((p) => p.path).filter((path) => !order.includes(path)));
    for (const locale of locales) {
      const { header, catalog } = copy[locale].shared;
      await page.goto(localizePath("/filing-deadlines", locale));
      const banner = page.getByRole("banner");
      // The phone menu is a navigation of the same name, hidden while it is closed.
      const bar = banner.getByRole("navigation", { name: header.mainNavigation });
      for (const width of [1280, 1366, 1440]) {
        const where = `${locale} ${width}px`;
        await page.setViewportSize({ width, height: 800 });
        await expect(bar, where).toBeVisible();
        await expect(banner.getByRole("button", { name: header.menu }), where).toBeHidden();
        await expect(bar.getByRole("listitem"), where).toHaveText(order.map((path) => catalog.pages[path]));
        for (const path of order.filter((p) => p !== "/services")) {
          await expect(bar.getByRole("link", { name: catalog.pages[path], exact: true }), where).toHaveAttribute(
            "href",
            localizePath(path, locale),
          );
        }

        // Every control of the header's row: the name, the bar's items and the language links.
        const row = await banner.evaluate((el) => ({
          bottom: el.getBoundingClientRect().bottom,
          controls: [...el.firstElementChild!.querySelectorAll("a, button")]
            .filter((control) => control.checkVisibility())
            .map((control) => ({
              text: control.textContent!,
              box: control.getBoundingClientRect().toJSON() as DOMRect,
              spills: control.scrollWidth > control.clientWidth || control.scrollHeight > control.clientHeight,
            })),
          scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
        }));
        expect(row.scrollsSideways, where).toBe(false);
        expect(row.controls.length, where).toBe(1 + order.length + locales.length);
        for (const [i, { text, box, spills }] of row.controls.entries()) {
          expect(spills, `${where}: ${text} spills out of its box`).toBe(false);
          expect(box.left, `${where}: ${text}`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${where}: ${text}`).toBeLessThanOrEqual(width);
          expect(box.top, `${where}: ${text}`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `${where}: ${text}`).toBeLessThanOrEqual(row.bottom);
          for (const other of row.controls.slice(i + 1)) {
            const apart =
              box.right <= other.box.left + 0.5 ||
              other.box.right <= box.left + 0.5 ||
              box.bottom <= other.box.top + 0.5 ||
              other.box.bottom <= box.top + 0.5;
            expect(apart, `${where}: ${text} overlaps ${other.text}`).toBe(true);
          }
        }
      }

      // Just below, the menu button stands in for the bar: some navigation shows at every width.
      await page.setViewportSize({ width: 1279, height: 800 });
      await expect(bar, locale).toBeHidden();
      await expect(banner.getByRole("button", { name: header.menu }), locale).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), locale).toBe(false);
    }
  });

  test("the header stays at the top while the page scrolls", async ({ page }) => {
    await page.goto("/irp-new-registration");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("mobile menu at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, shows the services, and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(page.getByRole("banner").getByRole("button", { name: "Services" })).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();

    // The Services item opens the header's one list of services over the menu, which stays open beneath it.
    const servicesItem = menu.getByRole("button", { name: "Services" });
    const servicesList = page.locator("#services-menu");
    await servicesItem.click();
    await expect(servicesList).toBeVisible();
    await expect(servicesItem).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(servicesList.getByRole("list", { name: "Tax Filing" })).toBeVisible();
    await expect(servicesList.getByRole("link", { name: "All services with a short description" })).toHaveAttribute(
      "href",
      "/services",
    );
    // Every other main page is one item of the menu itself.
    for (const main of mainPages.filter((p) => p.path !== "/services")) {
      await expect(menu.locator(":scope > ul > li > a", { hasText: words.pages[main.path] })).toHaveAttribute(
        "href",
        main.path,
      );
    }
    await servicesList.getByRole("link", { name: "BOC-3 Filing" }).click();
    await expect(page).toHaveURL(/\/boc-3$/);
    await expect(menu).toBeHidden();
    await expect(servicesList).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(servicesList).toBeHidden();
    await menu.getByRole("link", { name: copy.en.shared.catalog.pages["/trucking-insights"] }).click();
    await expect(page).toHaveURL(/\/trucking-insights$/);
    await expect(menu).toBeHidden();
  });

  /** Opens the phone menu, then its services list by keyboard, and tabs to the list's first link. */
  async function openServicesByKeyboard(page: Page) {
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const servicesItem = page.locator("#mobile-menu").getByRole("button", { name: "Services" });
    await servicesItem.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator("#services-menu").getByRole("link", { name: "IRP NEW Registration" })).toBeFocused();
    return { toggle, servicesItem };
  }

  test("the services list closes on Escape, back to the menu's Services item", async ({ page }) => {
    await page.goto("/contact");
    // Set by the page's script (app/scripts/popover-state.ts), which returns focus here.
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    const { servicesItem } = await openServicesByKeyboard(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("#services-menu")).toBeHidden();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(servicesItem).toBeFocused();
  });

  test("a services list opened before the page's script ran still closes back to the menu's Services item", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/PageLayout\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const { toggle, servicesItem } = await openServicesByKeyboard(page);
    await expect(toggle).not.toHaveAttribute("aria-expanded");
    release();
    await expect(servicesItem).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(page.locator("#services-menu")).toBeHidden();
    await expect(servicesItem).toBeFocused();
  });

  test("closes on Escape and returns focus to the toggle", async ({ page }) => {
    await page.goto("/contact");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("home page", () => {
  test("hero links go to the contact page and to the services section", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/contact");
    const view = page.getByRole("link", { name: "View Our Services" });
    await expect(view).toHaveAttribute("href", "#services");
    await view.click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole("heading", { name: "Our Professional Services" })).toBeInViewport();
    for (const figure of ["7+", "500+", "100%", "24/7"]) {
      await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await page.getByRole("link", { name: "Get Free Consultation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("service tabs default to irp and switch by click and by keyboard", async ({ page }) => {
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: "Service groups" }).getByRole("tab");
    await expect(tabs).toHaveCount(6);
    const irp = page.getByRole("tab", { name: "IRP Registration" });
    await expect(irp).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "panel-irp");
    await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(7);

    // The tabs script loads after the first paint (decision 0007) and marks the block when it responds.
    await expect(page.locator("[data-tabs]")).toHaveAttribute("data-enhanced", "");
    await page.getByRole("tab", { name: "Tax Filing" }).click();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "panel-tax");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: /UCR Registration Filing/ })).toHaveAttribute(
      "href",
      "/ucr-registration",
    );

    await page.getByRole("tab", { name: "Tax Filing" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Training" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Training" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "panel-training");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Miscellaneous" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(irp).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Miscellaneous" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(irp).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAttribute("id", "panel-irp");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });
});

test("the footer has contact links, quick links, the service groups and the 2025 copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }).first()).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  const fax = footer.getByText("Fax:").locator("a");
  await expect(fax).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  await expect(quick.getByRole("link")).toHaveText(mainPages.map((p) => words.pages[p.path]));
  for (const page of mainPages)
    await expect(quick.getByRole("link", { name: words.pages[page.path] })).toHaveAttribute("href", page.path);
  const list = footer.getByRole("navigation", { name: "Our services" });
  await expect(list.getByRole("link")).toHaveCount(serviceGroups.length);
  await expect(footer).toContainText("© 2025");
  await quick.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All services");
});

test("the footer's service groups each lead to their part of the services page, in a few lines on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of locales) {
    const shared = copy[locale].shared;
    const catalog = catalogFor(locale, shared);
    await page.goto(localizePath("/", locale));
    const list = page.getByRole("contentinfo").getByRole("navigation", { name: shared.footer.services });
    const groups = catalog.groups();
    await expect(list.getByRole("link")).toHaveText(groups.map((group) => group.tabTitle));
    expect(await list.evaluate((nav) => nav.getBoundingClientRect().height)).toBeLessThan(400);
    const last = groups.at(-1)!;
    await list.getByRole("link", { name: last.tabTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/services#${last.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: last.title })).toBeInViewport();
  }
});

test.describe("not found", () => {
  test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });

  test("an unknown path answers 404 with a page that leads back", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "See all services" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: "Contact the office" })).toHaveAttribute("href", "/contact");
    await main.getByRole("link", { name: "See all services" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All services");
  });
});

test("following links between service pages, and going back, shows each page's own content", async ({ page }) => {
  await page.goto("/services");
  await page
    .getByRole("main")
    .getByRole("link", { name: /IFTA Quarterly Tax Return Filings/ })
    .click();
  const ifta = await serviceContentFor("/ifta-quarterly");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ifta.title);
  await page.getByRole("banner").getByRole("button", { name: "Services" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Notary Public" }).click();
  const notary = await serviceContentFor("/notary-public");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notary.title);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ifta.title);
});
