import type { Locator, Page } from "@playwright/test";
import { formatMessage } from "../../app/i18n/message";
import { roadSignBoxes, roadSignIds } from "../../app/lib/tools/road-signs";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { expect, test } from "./fixtures";
import { holdReact } from "./hold-react";
import { copy, localizePath } from "./pages";

/*
 * /cdl-english-training in every language, in Chromium: the roadside English check explained with
 * its rule, and a link to each practice on a page of its own. /cdl-english-training/interview-practice:
 * the interview in English, with the translation beside it on /ru and /bg, which a checkbox hides.
 * /cdl-english-training/road-sign-practice: the road-sign practice island (keyboard, live feedback,
 * score, "Try again"), its hand-off to the contact form, axe and 320 px. Both practices without
 * JavaScript.
 */

const total = roadSignIds.length;
/** Text as a reader sees it: no-break spaces as spaces, runs of white space as one. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();
const textOf = async (locator: Locator) => plain((await locator.textContent()) ?? "");

const cards = (page: Page) => page.locator("astro-island li");
const liveRegion = (card: Locator) => card.locator("[aria-live]");
/** The sign names in the order the practice shows them, read from the images' text alternatives. */
const signOrder = (page: Page) =>
  cards(page)
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
/** Where the focused sign's right answer (value 0) or a wrong one (value 1) sits among its radio buttons. */
const placeInFocusedGroup = (page: Page, value: "0" | "1") =>
  page.evaluate(
    (wanted) =>
      [...document.activeElement!.closest("fieldset")!.querySelectorAll("input")].findIndex(
        (radio) => radio.value === wanted,
      ),
    value,
  );

/** With focus on a sign's first radio button: chooses by arrow keys (or Space for the first), then Tab to Check and Enter. */
async function answerFocusedSign(page: Page, right: boolean) {
  const place = await placeInFocusedGroup(page, right ? "0" : "1");
  if (place === 0) await page.keyboard.press("Space");
  for (let i = 0; i < place; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
}

async function toPractice(page: Page) {
  const first = cards(page).first().getByRole("radio").first();
  await first.scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  return first;
}

for (const locale of ["en", "ru", "bg"] as const) {
  const words = copy[locale].cdlPractice;
  const english = copy.en.cdlPractice;
  const path = localizePath("/cdl-english-training", locale);
  const practicePath = localizePath("/cdl-english-training/road-sign-practice", locale);
  const interviewPath = localizePath("/cdl-english-training/interview-practice", locale);

  test.describe(`${locale}: the CDL English page`, () => {
    test("explains the check and cites the rule and its sources; each practice is a page of its own, linked from it", async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main).toContainText("49 CFR 391.11(b)(2)");
      await expect(main).toContainText("CVSA");
      await expect(main).toContainText("FMCSA");
      for (const practice of [interviewPath, practicePath])
        await expect(main.locator(`a[href="${practice}"]`)).toBeVisible();
      await expect(main.getByText(english.interview.questions[0]!.question, { exact: true })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(0);
    });

    test("the interview practice lists the questions and model answers in English", async ({ page }) => {
      await page.goto(interviewPath);
      const main = page.getByRole("main");
      // The breadcrumb and the card that leads back to the service page.
      await expect(main.locator(`a[href="${path}"]`)).toHaveCount(2);
      const questions = english.interview.questions;
      expect(questions.length).toBeGreaterThanOrEqual(20);
      for (const { question, answer } of [questions[0]!, questions.at(-1)!]) {
        const asked = main.getByText(question, { exact: true });
        await expect(asked).toBeVisible();
        await expect(main.getByText(answer, { exact: true })).toBeVisible();
        // English on a translated page is marked so a screen reader reads it in an English voice.
        if (locale !== "en") await expect(asked).toHaveAttribute("lang", "en");
      }
      if (locale !== "en")
        await expect(main.getByText(words.interview.questions[0]!.question, { exact: true })).toBeVisible();
    });

    test("the road-sign practice at 320 px: each sign an image named in the page's language; used with the keyboard alone (answer, feedback, score, try again); nothing scrolls sideways and axe finds nothing with the score showing; Check with no choice asks for one; Ask about the course opens the contact form with a message and the service Training", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(practicePath);
      const scales: number[] = [];
      for (const id of roadSignIds) {
        const image = page.getByRole("img", { name: words.signs.signs[id].alt, exact: true });
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute("src", `/road-signs/${id}.svg`);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        // Every sign drawn at one scale: one with a plaque stands taller, not smaller.
        const box = (await image.boundingBox())!;
        const { width, height } = roadSignBoxes[id];
        scales.push(box.width / width, box.height / height);
      }
      // Within the rounding of a pixel.
      expect(Math.max(...scales) - Math.min(...scales)).toBeLessThan(0.02);

      const first = await toPractice(page);
      await first.focus();
      const before = await signOrder(page);
      // Right on every sign but the second.
      for (let index = 0; index < total; index++) {
        const card = cards(page).nth(index);
        await expect(card.getByRole("radio").first()).toBeFocused();
        await answerFocusedSign(page, index !== 1);
        const sign = roadSignIds.find((id) => words.signs.signs[id].alt === before[index])!;
        const signWords = words.signs.signs[sign];
        const expected =
          index === 1 ? formatMessage(words.signs.wrong, { answer: signWords.answer }, locale) : words.signs.right;
        await expect.poll(() => textOf(liveRegion(card))).toBe(plain(`${expected} ${signWords.explanation}`));
        const next = card.getByRole("button", {
          name: index === total - 1 ? words.signs.finish : words.signs.next,
          exact: true,
        });
        await expect(next).toBeFocused();
        await page.keyboard.press("Enter");
      }

      const score = page
        .getByRole("status")
        .filter({ hasText: plain(formatMessage(words.signs.score, { right: total - 1, total }, locale)) });
      await expect(score).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
      await score.focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: words.signs.tryAgain })).toBeFocused();
      await page.keyboard.press("Enter");

      await expect(cards(page).first().getByRole("radio").first()).toBeFocused();
      const after = await signOrder(page);
      expect(after).not.toEqual(before);
      expect([...after].sort()).toEqual([...before].sort());
      await expect(page.locator("astro-island input:checked")).toHaveCount(0);
      await expect(page.getByRole("button", { name: words.signs.tryAgain })).toHaveCount(0);
      await expect(liveRegion(cards(page).first())).toHaveText("");

      const card = cards(page).nth(2);
      await card.getByRole("button", { name: words.signs.check, exact: true }).click();
      await expect.poll(() => textOf(liveRegion(card))).toBe(plain(words.signs.choose));

      const ask = page.getByRole("link", { name: words.signs.ask });
      await ask.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localizePath("/contact", locale)}$`));
      const form = copy[locale].contact.form;
      const message = page.getByRole("textbox", { name: form.labels.message });
      // On a phone the form is below the fold: it takes the hand-off when it is scrolled to.
      await message.scrollIntoViewIfNeeded();
      await expect(message).toHaveValue(words.signs.handoff);
      const service = page.getByRole("combobox", { name: form.labels.service });
      await expect(service).toHaveValue("Training");
      await expect(service.locator("option:checked")).toHaveText(form.serviceOptions.Training);
    });
  });
}

for (const locale of ["ru", "bg"] as const) {
  const words = copy[locale].cdlPractice.interview;
  const path = localizePath("/cdl-english-training/interview-practice", locale);

  test(`${locale}: the translations beside the interview hide and show again, by keyboard`, async ({ page }) => {
    await page.goto(path);
    const toggle = page.getByRole("checkbox", { name: words.hideTranslations });
    const translation = page.getByText(words.questions[0]!.answer, { exact: true });
    const english = page.getByText(copy.en.cdlPractice.interview.questions[0]!.answer, { exact: true });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).not.toBeChecked();
    await expect(translation).toBeVisible();
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();
    await expect(translation).toBeHidden();
    await expect(page.getByText(words.questions[0]!.question, { exact: true })).toBeHidden();
    await expect(english).toBeVisible();
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect(translation).toBeVisible();
  });
}

test("a choice made before the island runs is kept, and checked once it does", async ({ page }) => {
  const { release } = await holdReact(page);
  await page.goto("/cdl-english-training/road-sign-practice");
  const card = cards(page).nth(1);
  await card.scrollIntoViewIfNeeded();
  await card.locator('input[value="0"]').check();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
  await expect(card.getByRole("button", { name: copy.en.cdlPractice.signs.check, exact: true })).toBeDisabled();
  release();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await card.getByRole("button", { name: copy.en.cdlPractice.signs.check, exact: true }).click();
  await expect(liveRegion(card)).toHaveText(
    `${copy.en.cdlPractice.signs.right} ${copy.en.cdlPractice.signs.signs.yield.explanation}`,
  );
});

test("a choice checked before the island runs, by keyboard, is answered once it does", async ({ page }) => {
  const { release } = await holdReact(page);
  await page.goto("/cdl-english-training/road-sign-practice");
  const card = cards(page).nth(1);
  await card.scrollIntoViewIfNeeded();
  await card.locator('input[value="0"]').check();
  const check = card.getByRole("button", { name: copy.en.cdlPractice.signs.check, exact: true });
  await check.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
  await expect(liveRegion(card)).toBeEmpty();
  release();
  await expect(liveRegion(card)).toHaveText(
    `${copy.en.cdlPractice.signs.right} ${copy.en.cdlPractice.signs.signs.yield.explanation}`,
  );
  await expect(card.getByRole("button", { name: copy.en.cdlPractice.signs.next, exact: true })).toBeVisible();
  await expect(liveRegion(cards(page).nth(0))).toBeEmpty();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["en", "ru", "bg"] as const) {
    const words = copy[locale].cdlPractice;

    test(`${locale}: the interview and the signs read as lists, each sign with its right answer marked`, async ({
      page,
    }) => {
      await page.goto(localizePath("/cdl-english-training/interview-practice", locale));
      const interview = copy.en.cdlPractice.interview.questions;
      for (const { question, answer } of interview) {
        await expect(page.getByText(question, { exact: true })).toBeVisible();
        await expect(page.getByText(answer, { exact: true })).toBeVisible();
      }
      if (locale !== "en") {
        // The checkbox is CSS alone, so it works here too.
        const translation = page.getByText(words.interview.questions[0]!.question, { exact: true });
        await expect(translation).toBeVisible();
        await page.getByRole("checkbox", { name: words.interview.hideTranslations }).check();
        await expect(translation).toBeHidden();
      }
      await page.goto(localizePath("/cdl-english-training/road-sign-practice", locale));
      await expect(cards(page)).toHaveCount(total);
      for (const [index, id] of roadSignIds.entries()) {
        const card = cards(page).nth(index);
        await expect(card.getByRole("img", { name: words.signs.signs[id].alt, exact: true })).toBeVisible();
        await expect(card.locator("label").filter({ hasText: words.signs.rightAnswer })).toContainText(
          plain(words.signs.signs[id].answer),
        );
      }
      await expect(page.getByRole("button", { name: words.signs.check, exact: true })).toHaveCount(0);
    });
  }
});
