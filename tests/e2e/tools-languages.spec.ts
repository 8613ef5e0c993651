import { readFile } from "node:fs/promises";
import { formats } from "../../app/i18n/format";
import { dueDateForFirstUse, latePenalty } from "../../app/lib/tools/form2290";
import { bracketFor } from "../../app/lib/tools/ucr";
import { parseIcs } from "../../app/lib/tools/ics.test-helpers";
import { expect, test } from "./fixtures";
import { copy } from "./pages";
import { penaltyEstimatePage } from "../../app/components/tools/penalty-handoff";

/* The tools in Russian and Bulgarian: their words, numbers and dates as each language writes them. */

/** The penalty on $550 of tax three months late, by the rule. */
const penalty = latePenalty(550, 3);
const words = (locale: "ru" | "bg") => {
  const f = formats[locale];
  const top = bracketFor(1001);
  return {
    ucr3Fee: f.usd(bracketFor(3).fee),
    ucr1001Fee: f.usd(top.fee),
    row1001: f.span(top.min, top.max),
    penalty: penalty.ok ? f.usdCents(penalty.value.penalty) : "no penalty",
  };
};
const expected = {
  ru: { ucr3: "3 транспортных средства", ...words("ru") },
  bg: { ucr3: "3 превозни средства", ...words("bg") },
} as const;

for (const locale of ["ru", "bg"] as const) {
  const words = copy[locale];
  const want = expected[locale];

  test(`${locale}: the UCR fee finder reads "1 001", marks its row and states the fee in ${locale}`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/ucr-registration`);
    const input = page.getByRole("textbox", { name: words.ucrFinder.label });
    await input.scrollIntoViewIfNeeded();
    await expect(input).toBeEnabled();
    await input.fill("3");
    const status = page.getByRole("status").filter({ hasText: /\$/ });
    await expect(status).toContainText(want.ucr3);
    await expect(status).toContainText(want.ucr3Fee);
    await input.fill("1 001");
    await expect(status).toContainText(want.ucr1001Fee);
    await expect(page.locator('tr[aria-current="true"]')).toContainText(want.row1001);
    await input.fill("abc");
    await expect(page.getByRole("status").filter({ hasText: words.ucrFinder.errors["not-a-number"] })).toBeVisible();
  });

  test(`${locale}: the Form 2290 due date and penalty estimate speak ${locale}`, async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T15:00:00Z"));
    await page.goto(`/${locale}${penaltyEstimatePage}`);
    const month = page.getByRole("combobox", { name: words.form2290Due.month, exact: true });
    await month.scrollIntoViewIfNeeded();
    await month.selectOption("4");
    // On Nov 23, 2026 the tax period runs to June 2027: an April first use is April 2027's.
    const due = formats[locale].longDate(dueDateForFirstUse(2027, 4));
    await expect(page.getByRole("status").filter({ hasText: words.form2290Due.fileBy })).toHaveText(
      `${words.form2290Due.fileBy} ${due}`,
    );
    const tax = page.getByRole("textbox", { name: words.form2290Penalty.tax });
    await tax.scrollIntoViewIfNeeded();
    await expect(tax).toBeEnabled();
    await tax.fill("550");
    await page.getByRole("textbox", { name: words.form2290Penalty.months }).fill("3");
    await expect(page.getByRole("status").filter({ hasText: words.form2290Penalty.estimate })).toContainText(
      want.penalty,
    );
  });

  test(`${locale}: the deadline calendar names its events in ${locale}, in the page and in the .ics file`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T15:00:00Z"));
    await page.goto(`/${locale}/filing-deadlines`);
    await expect(page.getByRole("status").filter({ hasText: words.deadlineCalendar.nextLabel })).toBeVisible();
    await expect(page.locator('tr[aria-current="date"]')).toContainText(words.deadlineCalendar.kindLabels.due);
    await expect(page.locator('[data-deadline="ifta-renewal-window-2027"]')).toContainText(
      words.deadlineCalendar.kindLabels.reminder,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: words.deadlineCalendar.calendarLink }).click(),
    ]);
    const calendar = parseIcs(await readFile(await download.path(), "utf8"));
    expect(calendar.events.length).toBeGreaterThan(0);
    expect(calendar.properties["X-WR-CALNAME"]?.value).toBe(words.deadlineCalendar.calendarName);
    const summaries = calendar.events.map((e) => e.properties.SUMMARY?.value ?? "");
    expect(summaries).toContain(words.deadlineCalendar.eventTitles["irp-illinois-expiry"]);
    for (const english of Object.values(copy.en.deadlineCalendar.eventTitles)) expect(summaries).not.toContain(english);
  });

  test(`${locale}: the checkup asks in ${locale} and lists filings that link within the language`, async ({ page }) => {
    await page.goto(
      `/${locale}/checkup?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=&new=no&employees=no`,
    );
    await expect(page.getByRole("heading", { name: words.checkup.result.heading })).toBeVisible();
    const usdot = page.getByRole("link", { name: words.checkup.filingNames.usdot });
    await expect(usdot).toHaveAttribute("href", `/${locale}/dot-number-registration`);
    // The IFTA license's dates link to its pages in the same language.
    const ifta = page.locator('[data-filing="/ifta-registration"] a').first();
    await expect(ifta).toHaveAttribute("href", new RegExp(`^/${locale}/ifta-`));
    await expect(page.getByRole("link", { name: words.checkup.result.send })).toHaveAttribute(
      "href",
      `/${locale}/contact`,
    );
  });
}

test("every list box shows its whole choice, in three languages, on a phone and a laptop", async ({ page }) => {
  // The pages with a <select> (the contact form, the checkup, Form 2290's tax and due date); each option in turn is
  // measured in the box's own font against the room the box leaves for text.
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/checkup", "/contact", "/form-2290", penaltyEstimatePage]) {
      for (const prefix of ["", "/ru", "/bg"]) {
        await page.goto(`${prefix}${path}`);
        // The boxes are in the built page, options and all, before any island runs.
        await page.evaluate(() => document.fonts.ready);
        const cut = await page.evaluate(() => {
          const context = document.createElement("canvas").getContext("2d")!;
          return [...document.querySelectorAll("select")].flatMap((select) => {
            const style = getComputedStyle(select);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            // The arrow sits in the right padding; the text has the content box.
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return [...select.options]
              .filter((option) => context.measureText(option.text).width > room + 1)
              .map((option) => option.text);
          });
        });
        expect(cut, `${prefix}${path} at ${width}px`).toEqual([]);
      }
    }
  }
});
