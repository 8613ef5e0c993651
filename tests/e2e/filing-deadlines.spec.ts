import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { todayIn } from "../../app/lib/tools/dates";
import { expect, test } from "./fixtures";
import { copy } from "./pages";
import { formatMessage } from "../../app/i18n/message";

const words = copy.en.deadlineCalendar;

/*
 * /filing-deadlines answers "what is next for me" (issue 47): the next dates on a phone's first
 * screen, past ones folded, a filter kept in the link that filters the list and its calendar file.
 * The browser's clock is fixed so the dates are known; the server's is the real one.
 */

const locales = ["en", "ru", "bg"] as const;
const pathFor = (locale: (typeof locales)[number]) => (locale === "en" ? "" : `/${locale}`) + "/filing-deadlines";

/** The list of the next 12 months: the table whose caption starts with the upcoming caption's words. */
const upcomingTable = (page: import("@playwright/test").Page, locale: (typeof locales)[number] = "en") =>
  page.getByRole("table", { name: copy[locale].deadlineCalendar.upcomingCaption.split("{")[0]!.trim() });

/** A calendar file read back as a calendar app reads it. */
function calendarEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
}

for (const locale of locales) {
  test(`${locale}: on a 390 px phone the next date is on the first screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(new Date("2026-11-28T15:00:00Z"));
    await page.goto(pathFor(locale));
    const first = upcomingTable(page, locale).locator("tbody tr").first();
    await expect(first).toHaveAttribute("data-deadline", "oregon-q3-return-2026");
    const box = await first.boundingBox();
    expect(box?.y, "the first upcoming date's top").toBeLessThan(844);
    await expect(
      page.getByRole("status").filter({ hasText: copy[locale].deadlineCalendar.nextLabel }),
    ).toBeInViewport();
  });
}

test("goes by Chicago's date: at 11:30 pm on December 31 the year's last deadlines are still due today", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2027-01-01T05:30:00Z"));
  await page.goto("/filing-deadlines");
  const next = page.getByRole("status").filter({ hasText: words.nextLabel });
  await expect(next).toContainText("Illinois IFTA renewal for 2027 due (a license not renewed is suspended Jan 1)");
  await expect(next).toContainText("Thursday, December 31, 2026. Due today.");
  await expect(upcomingTable(page).locator("tbody tr").first()).toHaveAttribute(
    "data-deadline",
    "ifta-renewal-deadline-2026",
  );
});

test("after a deadline has passed, it is folded away and the next one comes first; rows say what they are", async ({
  page,
}) => {
  // 8 am on December 1, 2026 in Chicago: Oregon's Q3 report was due November 30.
  await page.clock.setFixedTime(new Date("2026-12-01T14:00:00Z"));
  await page.goto("/filing-deadlines");
  const upcoming = upcomingTable(page);
  await expect(upcoming).toBeVisible();
  const rows = upcoming.locator("tbody tr");
  await expect(rows.first()).toHaveAttribute("data-deadline", "ifta-renewal-deadline-2026");
  await expect(rows.first()).toHaveAttribute("aria-current", "date");
  await expect(upcoming.locator('[data-deadline="oregon-q3-return-2026"]')).toHaveCount(0);
  const next = page.getByRole("status").filter({ hasText: words.nextLabel });
  await expect(next).toContainText("Illinois IFTA renewal for 2027 due (a license not renewed is suspended Jan 1)");
  await expect(next).toContainText("Thursday, December 31, 2026. 30 days left.");

  const past = page.locator("details").filter({ has: page.getByText(/^Past dates \(\d+\)$/) });
  const oregon = past.locator('[data-deadline="oregon-q3-return-2026"]');
  await expect(oregon).toBeHidden();
  await past.getByText(/^Past dates/).click();
  await expect(oregon).toBeVisible();

  // Only a deadline is called one: the renewal window's opening and the office's advice say what they are.
  const opens = upcoming.locator('[data-deadline="ifta-renewal-opens-2027"]');
  await expect(opens).toContainText("Opens");
  await expect(opens).not.toContainText("Deadline");
  await expect(upcoming.locator('[data-deadline="ifta-renewal-window-2027"]')).toContainText("Reminder");
  await expect(rows.first()).toContainText("Deadline");
});

test("?states=IL keeps Illinois's and every carrier's dates, and the download carries the choice", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-28T15:00:00Z"));
  await page.goto("/filing-deadlines?states=IL");
  const upcoming = upcomingTable(page);
  await expect(upcoming.locator('[data-deadline="irp-illinois-expiry-2027"]')).toBeVisible();
  await expect(upcoming.locator('[data-deadline="ifta-renewal-deadline-2026"]')).toBeVisible();
  await expect(upcoming.locator('[data-deadline="ifta-q4-return-2027"]')).toBeVisible();
  await expect(upcoming.locator('[data-deadline="ucr-registration-2026"]')).toBeVisible();
  await expect(upcoming.locator('[data-deadline^="oregon-"]')).toHaveCount(0);
  await expect(upcoming.locator('[data-deadline^="ky-nm-ny-ct-"]')).toHaveCount(0);
  // Oregon's report was next for everyone; for Illinois the IFTA renewal is.
  await expect(page.getByRole("status")).toContainText("Illinois IFTA renewal for 2027 due");
  const download = page.getByRole("link", { name: words.calendarLink });
  await expect(download).toHaveAttribute("href", "/filing-deadlines.ics?lang=en&states=IL");

  // Ticking a state and a filing keeps the choice in the link, for a bookmark, and in the download.
  await page.getByText(formatMessage(words.filterSummary, { choice: words.stateNames.IL }, "en")).click();
  await page.getByRole("checkbox", { name: "Oregon" }).check();
  await page.getByRole("checkbox", { name: "State mileage taxes" }).check();
  await expect(page).toHaveURL(/\/filing-deadlines\?states=IL,OR&filings=mileage-tax$/);
  await expect(download).toHaveAttribute("href", "/filing-deadlines.ics?lang=en&states=IL,OR&filings=mileage-tax");
  await expect(upcoming.locator("tbody tr")).toHaveCount(4);
  await expect(upcoming.locator('[data-deadline^="oregon-"]')).toHaveCount(4);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Oregon", includeHidden: true })).toBeChecked();
  await expect(upcomingTable(page).locator("tbody tr")).toHaveCount(4);
});

test("the calendar file the link downloads holds no past date and only the chosen states", async ({ page }) => {
  await page.goto("/filing-deadlines?states=IL");
  const link = page.getByRole("link", { name: words.calendarLink });
  await expect(link).toHaveAttribute("href", /states=IL/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("filing-deadlines.ics");
  const events = calendarEvents(await readFile(await download.path(), "utf8"));
  expect(events.length).toBeGreaterThan(0);
  // The server's clock is the real one: nothing before its day in Chicago.
  const today = todayIn("America/Chicago", new Date());
  const todayText = `${today.year}-${String(today.month).padStart(2, "0")}-${String(today.day).padStart(2, "0")}`;
  for (const event of events) {
    expect(event.startDate.toString() >= todayText, event.summary).toBe(true);
    expect(event.summary).not.toMatch(/Oregon|KY, NM, NY/);
  }
  expect(events.map((e) => e.summary)).toContain("Illinois IRP registration expires (renew before this date)");
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("every year's dates are there in month order, with the rules and a calendar file", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/filing-deadlines");
    const yearly = page.getByRole("table", { name: "Every year's dates" });
    const first = yearly.locator("tbody tr").first();
    await expect(first).toContainText("Jan 31");
    await expect(first).toContainText("IFTA Q4 return due");
    expect((await first.boundingBox())?.y).toBeLessThan(844);
    await expect(yearly.locator('[data-deadline="ifta-renewal-opens"]')).toContainText("Opens");
    await expect(page.getByText(formatMessage(words.filterSummary, { choice: words.everything }, "en"))).toBeHidden();
    await expect(page.getByRole("link", { name: words.calendarLink })).toHaveAttribute(
      "href",
      "/filing-deadlines.ics?lang=en",
    );
    await expect(page.getByText("Oregon weight-mile reports", { exact: true })).toBeVisible();
  });
});
