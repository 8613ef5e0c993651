import type { Locator, Page } from "@playwright/test";
import { pageSettled, scrollStill } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";
import { copy, splitLocale } from "./pages";

/* Accessibility beyond axe: keyboard, focus, motion (target size is checked on the walk, quality.spec.ts). The keyboard-only journey to a sent message is in contact.spec.ts, which owns the mock email API. */

const samplePages = ["/", "/contact", "/ucr-registration", "/form-2290", "/filing-deadlines", "/about"];

interface Focused {
  what: string;
  outline: boolean;
  /** Where it is on screen, unless it is in the header or fixed (the skip link over the header). */
  box: { top: number; bottom: number } | null;
}

/**
 * Tabs through the whole page once, describing each element focused, whether it shows an outline
 * of at least 2 px, and where it ends up. One pass: islands that start while focus moves (a widget
 * hydrates as Tab scrolls it into view) change what a second pass would reach. Elements are
 * remembered outside the DOM, so no island finds attributes it did not render.
 */
async function tabThrough(page: Page, limit = 250): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const tabbed = ((window as { tabbed?: WeakSet<Element> }).tabbed ??= new WeakSet());
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || tabbed.has(el)) return null;
      tabbed.add(el);
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {
        what: `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 40)}`,
        outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        box: el.closest("header") || style.position === "fixed" ? null : { top: r.top, bottom: r.bottom },
      };
    });
    if (!focused) break;
    seen.push(focused);
  }
  return seen;
}

/**
 * The focused elements the sticky header hides (WCAG 2.4.11, AA): an element may not be entirely
 * hidden, and a small one must be fully clear of it.
 */
function underHeader(reached: Focused[], headerBottom: number): string[] {
  return reached
    .filter(({ box }) => box !== null && box.bottom >= 0)
    .filter(({ box }) =>
      box!.bottom - box!.top < 100 ? box!.top < headerBottom - 1 : box!.bottom <= headerBottom + 24,
    )
    .map(({ what }) => what);
}

test("the skip link is the first thing Tab reaches, in the page's language, and moves focus to the main content", async ({
  page,
}) => {
  for (const path of [...samplePages, "/ru/", "/bg/contact"]) {
    await page.goto(path);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: copy[splitLocale(path).locale].shared.header.skipLink, exact: true });
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  }
});

/*
 * On a laptop, Tab through each sample page once: every element focused shows its outline and is
 * clear of the sticky header. Where focus scrolling ends is measured, not a frame of the smooth
 * scroll. On a phone, the header's check alone.
 */
test("every interactive element shows a visible focus indicator and is never hidden under the sticky header", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of [...samplePages, "/irp-new-registration"]) {
    await page.goto(path);
    await pageSettled(page);
    const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
    const reached = await tabThrough(page);
    expect(reached.length, path).toBeGreaterThan(10);
    expect(
      reached.filter((focused) => !focused.outline).map((focused) => focused.what),
      path,
    ).toEqual([]);
    expect(underHeader(reached, headerBottom), `${path} at 1280px`).toEqual([]);
  }
});

test("on a phone a focused element is never hidden under the sticky header", async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/irp-new-registration", "/contact", "/ucr-registration"]) {
    await page.goto(path);
    await pageSettled(page);
    const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
    expect(underHeader(await tabThrough(page, 80), headerBottom), `${path} at 390px`).toEqual([]);
  }
});

/*
 * Send with a required field empty: the browser scrolls to the first one and focuses it. Its label must
 * not end under the sticky header either, wherever the visitor was: at the end of the form, or with the
 * field just below the header and its label under it, where Chromium's smooth scroll stopped short.
 */
const { form } = copy.en.contact;
// Each in turn is the first required field left empty; the ones before it get a value.
const required = [
  { label: form.labels.name, value: "Ann Driver" },
  { label: form.labels.email, value: "ann@example.com" },
  { label: form.labels.message, value: "" },
];
const starts = ["the form's end at the bottom of the screen", "the label under the header"] as const;

for (const viewport of [
  { width: 320, height: 720 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}px, on Send with a required field empty, the field and its label are clear of the sticky header`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    const send = page.getByRole("button", { name: form.submit });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toHaveAttribute("type", "submit");
    for (const [index, { label }] of required.entries()) {
      if (index > 0) {
        const before = required[index - 1]!;
        await page.getByRole("textbox", { name: before.label, exact: true }).fill(before.value);
      }
      const field = page.getByRole("textbox", { name: label, exact: true });
      // As a visitor sees it, with the page's smooth scrolling, and with it turned off.
      for (const reducedMotion of ["no-preference", "reduce"] as const) {
        await page.emulateMedia({ reducedMotion });
        for (const start of starts) {
          await field.evaluate((el, underHeader) => {
            const header = document.querySelector("header")!.getBoundingClientRect().bottom;
            const by = underHeader
              ? el.getBoundingClientRect().top - header - 2
              : (el as HTMLInputElement).form!.getBoundingClientRect().bottom - innerHeight;
            window.scrollTo({ top: scrollY + by, behavior: "instant" });
          }, start === starts[1]);
          // As a press on Send does (focus on Send, then the submit), without scrolling to Send first as
          // a click from the test would.
          await send.evaluate((button: HTMLButtonElement) => {
            button.focus({ preventScroll: true });
            button.form!.requestSubmit(button);
          });
          await expect(field).toBeFocused();
          // Where the scrolling ends.
          await page.evaluate(scrollStill);
          const boxes = await field.evaluate((el) => ({
            header: document.querySelector("header")!.getBoundingClientRect().bottom,
            label: (el as HTMLInputElement).labels![0]!.getBoundingClientRect().top,
            field: el.getBoundingClientRect().bottom,
          }));
          const where = `${label} at ${viewport.width}px, ${reducedMotion} motion, from ${start}`;
          expect(boxes.label, where).toBeGreaterThanOrEqual(boxes.header);
          expect(boxes.field, where).toBeLessThanOrEqual(viewport.height);
        }
      }
    }
  });
}

async function transitionSeconds(locator: Locator): Promise<number> {
  return locator.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
}

test("animations and smooth scrolling are off under prefers-reduced-motion", async ({ page }) => {
  await page.goto("/");
  const tab = page.getByRole("tab", { name: "IFTA Filing" });
  expect(await transitionSeconds(tab)).toBeGreaterThan(0.05);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await transitionSeconds(tab)).toBeLessThan(0.001);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
});
