import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { expect, test } from "./fixtures";
import { ports } from "./ports";

/*
 * The checkup as a compliance plan, in a real browser against the production server: this truck's
 * amounts and dates, the .ics download, and the subscription to GET /calendar.ics.
 */

const answers = "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no";
/** 1234513: the MCS-150 is due by the end of March in odd years. */
const planLink = `${answers}&trucks=2&dot=1234513`;

const row = (page: Page, path: string, state?: string) =>
  page.locator(`[data-filing="${path}"]${state ? `[data-state="${state}"]` : ""}`);

/** A calendar's events as a calendar app reads them, without the time each file was written. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents("vevent")
    .map((component) => {
      const event = new ICAL.Event(component);
      return { uid: event.uid, date: event.startDate.toString(), title: event.summary, description: event.description };
    })
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

test("answers with dot= give the USDOT row its MCS-150 month; the download holds only this truck's filings; the subscription carries the answers and the same dates", async ({
  page,
}) => {
  await page.goto(`/checkup?${planLink}`);
  await expect(row(page, "/dot-number-registration")).toContainText(/Next due: Mar 31, 20\d\d: MCS-150 update for USDOT 1234513 due/);
  await expect(row(page, "/ucr-registration")).toContainText("For your truck: $46 a year for 2 trucks (the 0-2 vehicle bracket)");
  await expect(row(page, "/form-2290")).toContainText("$550.00 for a full tax period");
  await expect(row(page, "/state-quarterly-ky-nm-ny", "KY")).toContainText("About $28.50 for every 1,000 miles in Kentucky");
  await expect(page.getByRole("textbox", { name: "Your USDOT number" })).toHaveValue("1234513");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add my dates to my calendar" }).click()]);
  expect(download.suggestedFilename()).toBe("my-filing-dates.ics");
  const downloaded = events(await readFile(await download.path(), "utf8"));
  const titles = downloaded.map((e) => e.title);
  expect(titles.some((t) => /^Kentucky weight-distance tax \(KYU\) return for Q\d \d{4} due$/.test(t))).toBe(true);
  expect(titles.some((t) => t.startsWith("UCR registration for"))).toBe(true);
  expect(titles.some((t) => t.startsWith("IFTA return for"))).toBe(true);
  // Only this truck's filings: none of the states it does not drive in.
  expect(titles.filter((t) => /Oregon|Connecticut|New Mexico/.test(t))).toEqual([]);

  const subscribe = page.getByRole("link", { name: "Subscribe in my calendar" });
  const feedPath = `/calendar.ics?${planLink}&lang=en`;
  await expect(subscribe).toHaveAttribute("href", `webcal://127.0.0.1:${ports.site}${feedPath}`);
  await expect(page.getByRole("textbox", { name: /copy this link/ })).toHaveValue(`http://127.0.0.1:${ports.site}${feedPath}`);

  // The server's feed for the same answers holds exactly the events the page gave.
  const feed = await page.request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(events(await feed.text())).toEqual(downloaded);
});

test("the subscription link follows the page's language, and so do the feed's titles", async ({ page }) => {
  await page.goto(`/bg/checkup?${planLink}`);
  const subscribe = page.getByRole("link", { name: "Абонирайте се в календара си" });
  await expect(subscribe).toHaveAttribute("href", `webcal://127.0.0.1:${ports.site}/calendar.ics?${planLink}&lang=bg`);
  const feed = await (await page.request.get(`/calendar.ics?${planLink}&lang=bg`)).text();
  expect(events(feed).some((e) => e.title.startsWith("Срок за регистрацията по UCR за"))).toBe(true);
  expect(events(feed).every((e) => e.description.includes(`Подробности: http://127.0.0.1:${ports.site}/bg/`))).toBe(true);
});

test("the optional answers are asked by keyboard and kept in the link", async ({ page }) => {
  await page.goto(`/checkup?${answers}`);
  await expect(page.getByRole("button", { name: "Show my list" })).toBeEnabled();
  const trucks = page.getByRole("textbox", { name: "How many trucks do you run?" });
  await trucks.focus();
  await page.keyboard.type("4");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234567");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: /first went on the road/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?${answers}&trucks=4&dot=1234567$`));
  await expect(row(page, "/ucr-registration")).toContainText("$138 a year for 4 trucks (the 3-5 vehicle bracket)");
  await expect(row(page, "/dot-number-registration")).toContainText("MCS-150 update for USDOT 1234567 due");
});

test("the printed list carries each filing's amount and next due date", async ({ page }) => {
  await page.goto(`/checkup?${planLink}`);
  await expect(row(page, "/form-2290")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(row(page, "/form-2290").locator("[data-amount]")).toBeVisible();
  await expect(row(page, "/form-2290").locator("[data-due]")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add my dates to my calendar" })).toBeHidden();
});

test("sending the list gives the office the amounts and dates", async ({ page }) => {
  await page.goto(`/checkup?${planLink}`);
  await page.getByRole("link", { name: "Send this list to the office" }).click();
  const message = page.getByRole("textbox", { name: /Message/ });
  await expect(message).toHaveValue(/For your truck: \$46 a year for 2 trucks/);
  await expect(message).toHaveValue(/Next due: Mar 31, 20\d\d: MCS-150 update for USDOT 1234513 due/);
});

for (const lang of ["", "/ru", "/bg"]) {
  test(`at 320 px the plan and its calendar fit and axe finds nothing (${lang || "/"})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${lang}/checkup?${planLink}`);
    await expect(row(page, "/ucr-registration")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
  });
}
