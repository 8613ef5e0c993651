import "./site-global";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { NoScriptNote, ReferencePageContent, ServicePageContent, ToolSection } from "../../app/content/types";
import { displayPhone, phoneHref } from "../../app/lib/format";
import { site } from "../../app/lib/site";
import { expect, test } from "./fixtures";
import { copy, localizePath, locales, referenceContentFor, referencePages, serviceContentFor, services } from "./pages";
import { templatePaths } from "./templates";

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
    await menu.getByRole("link", { name: copy.en.shared.catalog.pages["/contact"] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  });

  test.describe("icons", () => {
    test.use({
      allowedConsole: [/status of 404 \(Not Found\) at http:\/\/127\.0\.0\.1:\d+\/((ru|bg)\/)?a-missing-page/],
    });

    for (const locale of locales) {
      test(`every icon on a page of each template draws, and the menu's close button, in ${locale}`, async ({
        page,
      }) => {
        for (const path of await templatePaths()) {
          await page.goto(localizePath(path, locale));
          await expectIconsDrawn(page, path);
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(localizePath("/", locale));
        const menuButton = page.getByRole("banner").getByRole("button", { name: copy[locale].shared.header.menu });
        await menuButton.click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
        const close = menuButton.locator(".popover-open-icon");
        await expect(close).toBeVisible();
        expect(await close.locator("use").count(), "the close icon comes from the sprite").toBe(1);
        await expectIconsDrawn(page, "/ with its menu open");
      });
    }
  });

  test.describe("tools", () => {
    for (const locale of locales) {
      test(`each tool's place says what to do instead, and no sentence asks for a missing tool, in ${locale}`, async ({
        page,
        request,
      }) => {
        for (const { path, content } of await toolPages(locale)) {
          const url = localizePath(path, locale);
          await page.goto(url);
          for (const section of content.sections) {
            if (section.kind !== "tool") continue;
            const place = page.locator(`section[aria-labelledby="${section.tool}"]`);
            await expect(place, url).toBeVisible();
            await expectAllHidden(page, section.howToUse ?? [], url);
            if (section.noScript) await expectNote(place, section.noScript, url);
            else if (!worksWithoutScript.has(section.tool))
              // Where the section has no note, its table or the reference page's link answers it.
              await expect(fallback(place, section), `${url} #${section.tool}`).toBeVisible();
            await expectLinksLead(place.locator("a[href]").filter({ visible: true }), request, url);
          }
        }

        const { checkup, filingDeadlines, contact, home } = copy[locale];
        const homeUrl = localizePath("/", locale);
        await page.goto(homeUrl);
        await expectAllHidden(page, [home.services.checkupLink], homeUrl);
        const toRuleTable = page.getByRole("link", { name: home.services.checkupLinkNoScript, exact: true });
        await expect(toRuleTable).toBeVisible();
        await expectLinksLead(toRuleTable, request, homeUrl);

        const checkupUrl = localizePath("/checkup", locale);
        await page.goto(checkupUrl);
        await expectAllHidden(page, [checkup.lead], checkupUrl);
        await expect(page.getByRole("textbox")).toHaveCount(0);
        await expectNote(page.locator("main"), { text: checkup.noScript, phone: true }, checkupUrl);
        const ruleTable = page.getByRole("link", { name: checkup.ruleTableLink.link, exact: true });
        await expect(ruleTable).toBeVisible();
        await expectLinksLead(ruleTable, request, checkupUrl);

        const deadlinesUrl = localizePath("/filing-deadlines", locale);
        await page.goto(deadlinesUrl);
        // The build's list of every year's dates stands in for the dates ahead (filing-deadlines.spec.ts).
        await expectAllHidden(page, [filingDeadlines.datesLead], deadlinesUrl);
        await expect(page.getByRole("heading", { name: filingDeadlines.rulesHeading })).toBeVisible();

        const contactUrl = localizePath("/contact", locale);
        await page.goto(contactUrl);
        await expect(page.locator("form")).toBeHidden();
        await expect(page.getByText(contact.form.noScript)).toBeVisible();
      });
    }
  });
});

/** Every <use> that has a box draws its symbol: a <use> whose symbol never arrives has an empty box. */
async function expectIconsDrawn(page: Page, where: string) {
  const icons = () =>
    page.evaluate(() => {
      const shown = [...document.querySelectorAll<SVGUseElement>("svg use")].filter(
        (use) => use.ownerSVGElement!.getBoundingClientRect().width > 0,
      );
      return {
        shown: shown.length,
        blank: shown
          .filter((use) => !(use.getBBox().width > 0))
          .map((use) => use.getAttribute("href") ?? use.outerHTML),
      };
    });
  await expect.poll(icons, { message: where }).toEqual({ shown: expect.any(Number), blank: [] });
  expect((await icons()).shown, `${where}: icons from the sprite`).toBeGreaterThan(0);
}

/** None of these sentences shows, in whatever element holds it. */
async function expectAllHidden(page: Page, sentences: readonly string[], where: string) {
  for (const sentence of sentences)
    await expect(page.getByText(sentence).filter({ visible: true }), `${where}: "${sentence}"`).toHaveCount(0);
}

/** The note shows in `place`, and its phone link dials the office. */
async function expectNote(place: Locator, { text, phone }: NoScriptNote, where: string) {
  const note = place.getByText(text);
  await expect(note, where).toBeVisible();
  if (phone) {
    await expect(note.locator(`a[href="${phoneHref(site.phone)}"]`), where).toHaveText(displayPhone(site.phone));
  }
}

/** The interview practice is a checkbox and a CSS rule: it needs no script (decision 0007). */
const worksWithoutScript = new Set<ToolSection["tool"]>(["cdl-interview"]);

/** What answers a tool's question where the tool does not run: its table, or the link to its reference page. */
function fallback(place: Locator, section: ToolSection): Locator {
  if (section.table) return place.getByRole("table", { name: section.table.caption });
  if (section.reference) return place.getByRole("link", { name: section.reference.link, exact: true });
  throw new Error(`The ${section.tool} section has no note, table or reference page to stand in for its tool`);
}

/** Each link leads to a page that answers, and to an element of the id its fragment names. */
async function expectLinksLead(links: Locator, request: APIRequestContext, where: string) {
  for (const href of await links.evaluateAll((els) => els.flatMap((el) => el.getAttribute("href") ?? []))) {
    if (href.startsWith("tel:")) continue;
    const target = new URL(href, `http://site${where}`);
    const response = await request.get(target.pathname);
    expect(response.status(), `${where} → ${href}`).toBe(200);
    if (target.hash) expect(await response.text(), `${where} → ${href}`).toContain(`id="${target.hash.slice(1)}"`);
  }
}

/** Every service and reference page with a tool, with its content in that language. */
async function toolPages(locale: (typeof locales)[number]) {
  const pages: { path: string; content: ServicePageContent | ReferencePageContent }[] = [
    ...(await Promise.all(
      services.map(async ({ path }) => ({ path, content: await serviceContentFor(path, locale) })),
    )),
    ...(await Promise.all(
      referencePages.map(async ({ path }) => ({ path, content: await referenceContentFor(path, locale) })),
    )),
  ];
  return pages.filter(({ content }) => content.sections.some((section) => section.kind === "tool"));
}
