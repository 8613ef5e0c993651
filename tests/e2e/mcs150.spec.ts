import type { Page } from "@playwright/test";
import { formats } from "../../app/i18n/format";
import { formatMessage } from "../../app/i18n/message";
import { sentence } from "../../app/i18n/sentence";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { expect, test } from "./fixtures";
import { holdReact } from "./hold-react";
import type { Locale } from "../../app/i18n/locales";
import { copy, localizePath } from "./pages";

/*
 * "When is my MCS-150 update due?" on /dot-number-registration, in every language, in Chromium.
 * The clock is fixed at Monday, November 23, 2026 (noon in Chicago), so the dates are known.
 */

/** What each language shows for 1234579 (September, odd years: due Sep 30, 2027, window open) and 1234569 (even: Sep 30, 2028; Sep 30, 2026 passed). */
const expected = {
  en: {
    due: "Your next MCS-150 update is due by Thursday, September 30, 2027.",
    windowOpen: "You can file it now",
    evenDue: "Your next MCS-150 update is due by Saturday, September 30, 2028.",
    handoff: "USDOT number: 1234579\nNext update due by: Thursday, September 30, 2027",
  },
  ru: {
    due: "Срок следующего обновления MCS-150: четверг, 30\u00a0сентября 2027\u00a0г.",
    windowOpen: "Подать его можно уже сейчас",
    evenDue: "Срок следующего обновления MCS-150: суббота, 30\u00a0сентября 2028\u00a0г.",
    handoff: "Номер USDOT: 1234579\nСрок следующего обновления: четверг, 30\u00a0сентября 2027\u00a0г.",
  },
  bg: {
    due: "Срокът за следващата ви актуализация на MCS-150 е четвъртък, 30\u00a0септември 2027\u00a0г.",
    windowOpen: "Можете да я подадете още сега",
    evenDue: "Срокът за следващата ви актуализация на MCS-150 е събота, 30\u00a0септември 2028\u00a0г.",
    handoff: "USDOT номер: 1234579\nСрок за следващата актуализация: четвъртък, 30\u00a0септември 2027\u00a0г.",
  },
} as const;

/**
 * What the copy says, as the island words it: for 1234569, September 30, 2026 has passed and is said
 * first; updates count for September 30, 2028 from October 1, 2027. For 1234579, the hand-off's
 * last line: updates count for September 30, 2027 from October 1, 2026.
 */
function fromCopy(locale: Locale) {
  const words = copy[locale].mcs150Month;
  const f = formats[locale];
  return {
    overdue: `${sentence(formatMessage(words.overdue, { date: f.longDate({ year: 2026, month: 9, day: 30 }) }, locale))} ${words.overdueAction}`,
    windowOpens: `${sentence(formatMessage(words.windowOpens, { date: f.date({ year: 2027, month: 10, day: 1 }) }, locale))} ${words.anyTime}`,
    countsFrom: formatMessage(words.handoff.countsFrom, { date: f.date({ year: 2026, month: 10, day: 1 }) }, locale),
  };
}

const fixedNow = new Date("2026-11-23T18:00:00Z");

/** The island's answer: the live region that holds the due date. */
const answer = (page: Page) => page.locator('[role="status"]').filter({ hasText: "MCS-150" });

for (const locale of ["en", "ru", "bg"] as const) {
  const words = copy[locale].mcs150Month;
  const want = { ...expected[locale], ...fromCopy(locale) };
  const path = localizePath("/dot-number-registration", locale);

  test.describe(`${locale}: the MCS-150 update month`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(fixedNow);
    });

    test("at 320 px, with the keyboard alone: a USDOT number gives the due date and whether it can be filed now; a bad number gets its message and keeps what was typed; nothing scrolls sideways and axe finds nothing", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      const field = page.getByRole("textbox", { name: words.label, exact: true });
      // The island starts when it comes on screen; its field takes input before that.
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await page.keyboard.type("1234579");
      await expect(answer(page)).toContainText(want.due);
      await expect(answer(page)).toContainText(want.windowOpen);
      await expect(field).not.toHaveAttribute("aria-invalid");
      await expect(page.getByText(words.free)).toBeVisible();

      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("69");
      await expect(answer(page)).toContainText(want.evenDue);
      // The date just passed comes first, then the next one and when an update counts for it.
      await expect(answer(page).locator("p").first()).toHaveText(want.overdue);
      await expect(answer(page)).toContainText(want.windowOpens);
      await expect(answer(page)).not.toContainText(want.windowOpen);
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect((await axeViolations(page)).map(describeViolation)).toEqual([]);

      await field.fill("");
      await page.keyboard.type("12a45");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(words.errors["not-digits"])).toBeVisible();
      await expect(field).toHaveValue("12a45");
      await expect(answer(page)).toHaveCount(0);
      // The message and the invalid field pass axe too.
      expect((await axeViolations(page, { include: "astro-island" })).map(describeViolation)).toEqual([]);

      await field.fill("123456789");
      await expect(page.getByText(words.errors["too-long"])).toBeVisible();
      await field.fill("0");
      await expect(page.getByText(words.errors.zero)).toBeVisible();
      await field.fill("1234579");
      await expect(field).not.toHaveAttribute("aria-invalid");
      await expect(answer(page)).toContainText(want.due);
    });

    test("sends the number and the due date to the contact form, which stays editable", async ({ page }) => {
      await page.goto(path);
      const field = page.getByRole("textbox", { name: words.label, exact: true });
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await page.keyboard.type("1234579");
      await expect(answer(page)).toContainText(want.due);
      // The next stop after the field is the hand-off link.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: words.send })).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(page).toHaveURL(new RegExp(`${localizePath("/contact", locale)}$`));
      const message = page.getByRole("textbox", { name: copy[locale].contact.form.labels.message });
      await expect(message).toHaveValue(new RegExp(`^${words.handoff.intro.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expect(message).toHaveValue(new RegExp(want.handoff.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(message).toHaveValue(new RegExp(want.countsFrom.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await message.press("End");
      await message.pressSequentially(" +");
      await expect(message).toHaveValue(/ \+$/);
    });
  });
}

test("a number typed before the island runs is kept, and answered once it does", async ({ page }) => {
  await page.clock.setFixedTime(fixedNow);
  const { release } = await holdReact(page);
  await page.goto("/dot-number-registration");
  const field = page.getByRole("textbox", { name: "USDOT number", exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.fill("1234579");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
  release();
  await expect(answer(page)).toContainText(expected.en.due);
  await expect(field).toHaveValue("1234579");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the section states the rule and lists each last digit's month", async ({ page }) => {
    await page.goto("/dot-number-registration");
    await expect(page.getByRole("heading", { name: "When is your MCS-150 update due?" })).toBeVisible();
    await expect(page.getByText("The last digit gives the month")).toBeVisible();
    const table = page.getByRole("table", { name: /last digit of the USDOT number/ });
    await expect(table.getByRole("row", { name: /^0 / })).toContainText("October");
    await expect(table.getByRole("row", { name: /^9 / })).toContainText("September");
    await expect(page.getByRole("textbox", { name: "USDOT number" })).toBeHidden();
  });
});
