import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import type { CheckupCopy, YesNoQuestion } from "../../app/content/checkup-words";
import { officeTimeZone, siteUrlSetting } from "../../app/config/site-config";
import { formats } from "../../app/i18n/format";
import type { Locale } from "../../app/i18n/locales";
import { feeText } from "../../app/lib/tools/checkup-text";
import { readQuery } from "../../app/lib/tools/checkup";
import { todayIn } from "../../app/lib/tools/dates";
import { buildPlan } from "../../app/lib/tools/plan";
import { eventTitle, totalText } from "../../app/lib/tools/plan-text";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { hydrateEveryIsland } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";
import { copy } from "./pages";
import { ports } from "./ports";

/*
 * The checkup as "what do I owe, and when", in a real browser against the production server, on
 * whatever day the tests run: the three personas of the visitors' review in their languages, the
 * .ics download, the subscription to GET /calendar.ics and Google Calendar's link. What the page
 * must show is worked out by the same rules for the same answers and day.
 */

const { en, ru, bg } = { en: copy.en.checkup, ru: copy.ru.checkup, bg: copy.bg.checkup };
const copies: Record<Locale, CheckupCopy> = { en, ru, bg };
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

/** The plan the page should show for a link's answers, seen from the office's today. */
function planFor(query: string) {
  const answers = readQuery(new URLSearchParams(query));
  if (!answers.ok) throw new Error(`not a checkup link: ${query}`);
  return { answers: answers.value, plan: buildPlan(answers.value, todayIn(officeTimeZone, new Date())) };
}

/** What the list shows in one of its parts, by the attribute each item carries. */
const shown = (page: Page, section: string, attribute: string) =>
  page
    .locator(`[data-section="${section}"] [${attribute}]`)
    .evaluateAll((items, name) => items.map((item) => item.getAttribute(name)), attribute);

/** Answers the questions as a visitor does, in the page's language. */
async function answer(
  page: Page,
  locale: Locale,
  yesNo: Partial<Record<YesNoQuestion, boolean>>,
  typed: Partial<Record<"weight" | "axles" | "trucks", string>> = {},
) {
  const words = copies[locale];
  for (const [question, value] of Object.entries(yesNo) as [YesNoQuestion, boolean][]) {
    await page
      .getByRole("group", { name: words.questions[question].label })
      .getByRole("radio", { name: value ? words.yes : words.no })
      .check();
  }
  for (const [field, value] of Object.entries(typed) as ["weight" | "axles" | "trucks", string][]) {
    await page.getByRole("textbox", { name: words.questions[field].label }).fill(value);
  }
}

test("(a) a Bulgarian owner-operator at 390 px sees what is late first, then his next dates with a 12-month total, and marks a filing filed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/bg/checkup");
  await hydrateEveryIsland(page);
  await answer(
    page,
    "bg",
    {
      hire: true,
      broker: false,
      truck: true,
      interstate: true,
      leaves: true,
      trailer: true,
      newBusiness: false,
      employees: false,
    },
    { weight: "80 000", axles: "5", trucks: "1" },
  );
  await page.getByRole("checkbox", { name: bg.stateNames.KY }).check();
  await page.getByRole("checkbox", { name: bg.stateNames.NY }).check();
  await page.getByRole("button", { name: bg.submit }).click();
  await expect(page.getByRole("heading", { name: bg.result.heading })).toBeFocused();

  const { plan } = planFor(new URL(page.url()).search.slice(1));
  expect(await shown(page, "late", "data-late")).toEqual(plan.late.map((item) => item.code));
  expect(await shown(page, "next", "data-next")).toEqual(plan.next.map(({ event }) => event.id));
  const [first] = plan.next;
  if (first)
    await expect(page.locator("[data-section=next] li").first()).toContainText(formats.bg.date(first.event.date));
  await expect(page.locator("[data-section=total]")).toContainText(totalText(bg, plan, "bg"));
  // The one-time filings he has are apart from the dates, under their own heading.
  expect(await shown(page, "have", "data-filing")).toEqual(plan.have.map((row) => row.path));
  await expect(page.getByRole("heading", { name: bg.plan.sections.have })).toBeVisible();

  // "I filed it": the filing leaves the list, its code joins the link, and focus stays in the late list.
  const [late] = plan.late;
  if (!late) throw new Error("a late filing is always listed: this year's UCR is late until filed");
  await page.locator(`[data-late="${late.code}"]`).getByRole("button", { name: bg.plan.late.filed }).click();
  await expect(page.locator(`[data-late="${late.code}"]`)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("filed")).toBe(late.code);
  const next = page.locator("[data-section=late] button").first();
  if (plan.late.length > 1) await expect(next).toBeFocused();
  else await expect(page.getByRole("heading", { name: bg.result.heading })).toBeFocused();
});

test("(b) a Russian new carrier with 3 trucks at 320 px gets his first steps in order, no renewals, and is not asked for a USDOT number", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/ru/checkup");
  await hydrateEveryIsland(page);
  await answer(
    page,
    "ru",
    {
      hire: true,
      broker: false,
      truck: true,
      interstate: true,
      leaves: true,
      trailer: true,
      newBusiness: true,
      employees: false,
    },
    { weight: "80000", axles: "5", trucks: "3" },
  );
  await expect(page.getByRole("textbox", { name: ru.questions.usdot.label })).toHaveCount(0);
  await page.getByRole("button", { name: ru.submit }).click();
  await expect(page.getByRole("heading", { name: ru.plan.sections.steps })).toBeVisible();

  const { plan } = planFor(new URL(page.url()).search.slice(1));
  expect(await shown(page, "steps", "data-filing")).toEqual(plan.steps.map((step) => step.row.path));
  expect(plan.steps.map((step) => step.row.filing).slice(0, 3)).toEqual(["company", "ein", "usdot"]);
  // Nothing to renew or late: he has no registration yet.
  expect(
    (await shown(page, "next", "data-next")).filter((id) => /^(irp-expiry|ifta-renewal|ucr|mcs150)-/.test(id ?? "")),
  ).toEqual([]);
  await expect(page.locator("[data-section=late]")).toHaveCount(0);
  await expect(page.locator("[data-section=total]")).toContainText(totalText(ru, plan, "ru"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("(c) an English broker with no trucks at 390 px answers no truck questions and sees his bond as a yearly cost", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/checkup");
  await hydrateEveryIsland(page);
  await answer(page, "en", {
    hire: false,
    broker: true,
    truck: false,
    interstate: true,
    newBusiness: false,
    employees: false,
  });
  for (const question of ["weight", "axles", "trucks"] as const)
    await expect(page.getByRole("textbox", { name: en.questions[question].label })).toHaveCount(0);
  for (const question of ["leaves", "trailer"] as const)
    await expect(page.getByRole("group", { name: en.questions[question].label })).toHaveCount(0);
  await page.getByRole("button", { name: en.submit }).click();
  await expect(page).toHaveURL(/weight=0&axles=0/);

  const { plan } = planFor(new URL(page.url()).search.slice(1));
  const broker = plan.have.find((row) => row.filing === "broker");
  if (!broker?.fee) throw new Error("an existing broker has his authority");
  await expect(page.locator("[data-section=have] [data-filing='/broker-authority']")).toContainText(
    feeText(en, broker.fee, "en"),
  );
  await expect(page.locator("[data-section=total]")).toContainText(totalText(en, plan, "en"));
  await expect(page.locator("[data-filing='/form-2290'][data-status=required]")).toHaveCount(0);
  await expect(page.locator("[data-filing='/irp-new-registration'][data-status=required]")).toHaveCount(0);
});

/** A calendar's events as a calendar app reads them, without the time each file was written. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents("vevent")
    .map((component) => {
      const event = new ICAL.Event(component);
      const alarms = component
        .getAllSubcomponents("valarm")
        .map((alarm) => String(alarm.getFirstPropertyValue("trigger")));
      return {
        uid: event.uid,
        date: event.startDate.toString(),
        title: event.summary,
        description: event.description,
        alarms,
      };
    })
    .sort((a, b) => a.uid.localeCompare(b.uid));
}

/** An owner-operator in Kentucky and New York with two trucks; 1234513 files its MCS-150 in March of odd years. */
const planLink =
  "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no&trucks=2&dot=1234513";

test("the download holds this truck's dates with their own amounts and reminders, late filings on today's date; the feed holds the same; Google Calendar gets the feed's address", async ({
  page,
}) => {
  await page.goto(`/checkup?${planLink}`);
  const { plan } = planFor(planLink);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: en.plan.calendar.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("my-filing-dates.ics");
  const downloaded = events(await readFile(await download.path(), "utf8"));
  expect(downloaded).toHaveLength(plan.events.length + plan.late.length);
  const today = todayIn(officeTimeZone, new Date());
  const iso = (d: { year: number; month: number; day: number }) =>
    `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
  for (const item of plan.late) {
    const event = downloaded.find((e) => e.uid.startsWith(`${item.event.id}-late-`));
    expect(event?.date).toBe(iso(today));
    expect(event?.alarms).toEqual([]);
  }
  for (const planned of plan.events) {
    const event = downloaded.find((e) => e.uid.startsWith(`${planned.id}-`) && !e.uid.includes("-late-"));
    expect(event?.title).toBe(eventTitle(en, planned, "en"));
    expect(event?.alarms).toEqual(planned.remindDaysBefore.map((days) => `-P${days}D`));
  }
  // Only this truck's filings: none of the states it does not drive in.
  expect(downloaded.filter((e) => /Oregon|Connecticut|New Mexico/.test(e.title))).toEqual([]);

  const feedPath = `/calendar.ics?${planLink}&lang=en`;
  const webcal = `webcal://127.0.0.1:${ports.site}${feedPath}`;
  await expect(page.getByRole("link", { name: en.plan.calendar.subscribe })).toHaveAttribute("href", webcal);
  const google = new URL((await page.getByRole("link", { name: en.plan.calendar.google }).getAttribute("href")) ?? "");
  expect(`${google.origin}${google.pathname}`).toBe("https://calendar.google.com/calendar/render");
  expect(google.searchParams.get("cid")).toBe(webcal);
  await expect(page.getByRole("textbox", { name: /copy this link/ })).toHaveValue(
    `http://127.0.0.1:${ports.site}${feedPath}`,
  );

  const feed = await page.request.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(events(await feed.text())).toEqual(downloaded);
});

test("the subscription link follows the page's language, and so do the feed's titles", async ({ page }) => {
  await page.goto(`/bg/checkup?${planLink}`);
  await expect(page.getByRole("link", { name: bg.plan.calendar.subscribe })).toHaveAttribute(
    "href",
    `webcal://127.0.0.1:${ports.site}/calendar.ics?${planLink}&lang=bg`,
  );
  const feed = events(await (await page.request.get(`/calendar.ics?${planLink}&lang=bg`)).text());
  const { plan } = planFor(planLink);
  const ucr = plan.events.find((e) => e.key === "ucr");
  if (ucr) expect(feed.map((e) => e.title)).toContain(eventTitle(bg, ucr, "bg"));
  expect(
    // The feed names the site's public address, not the host it was fetched from.
    feed.every((e) => e.description.includes(`${bg.plan.calendar.details}: ${siteUrlSetting(process.env)}/bg/`)),
  ).toBe(true);
});

test("the optional answers are asked by keyboard and kept in the link", async ({ page }) => {
  const answers = planLink.replace("&trucks=2&dot=1234513", "");
  await page.goto(`/checkup?${answers}`);
  await page.getByText(en.changeAnswers).click();
  await expect(page.getByRole("button", { name: en.submit })).toBeEnabled();
  const trucks = page.getByRole("textbox", { name: en.questions.trucks.label });
  await trucks.focus();
  await page.keyboard.type("4");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234567");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: en.questions.firstUse.label })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?${answers}&trucks=4&dot=1234567$`));
  const { plan } = planFor(`${answers}&trucks=4&dot=1234567`);
  const ucr = plan.next.find(({ event }) => event.key === "ucr");
  if (ucr) await expect(page.locator(`[data-next="${ucr.event.id}"]`)).toBeVisible();
  const mcs150 = [...plan.late.map((item) => item.event), ...plan.next.map(({ event }) => event)].find(
    (e) => e.key === "mcs150",
  );
  expect(mcs150?.usdot).toBe("1234567");
});

test("an Oregon account is asked how it files, and its dates follow", async ({ page }) => {
  await page.goto(`/checkup?${planLink.replace("KY,NY", "OR")}`);
  await page.getByText(en.changeAnswers).click();
  const oregon = page.getByRole("group", { name: en.questions.oregon.label });
  await expect(oregon).toBeVisible();
  await oregon.getByRole("radio", { name: en.oregonFiling.quarterly }).check();
  await page.getByRole("button", { name: en.submit }).click();
  await expect(page).toHaveURL(/states=OR&oregon=quarterly&/);
  const { plan } = planFor(new URL(page.url()).search.slice(1));
  expect(await shown(page, "next", "data-next")).toEqual(plan.next.map(({ event }) => event.id));
  expect(plan.next.some(({ event }) => event.key === "oregon-report")).toBe(true);
  // Without Oregon, no question about it.
  await page.goto(`/checkup?${planLink}`);
  await page.getByText(en.changeAnswers).click();
  await expect(page.getByRole("group", { name: en.questions.oregon.label })).toHaveCount(0);
});

test("the printed list carries the late filings, the dates and their amounts, and no calendar buttons", async ({
  page,
}) => {
  await page.goto(`/checkup?${planLink}`);
  await expect(page.locator("[data-section=next]")).toBeVisible({ timeout: 15_000 });
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-section=next] [data-amount]").first()).toBeVisible();
  await expect(page.locator("[data-section=late] li").first()).toBeVisible();
  await expect(page.getByRole("button", { name: en.plan.late.filed }).first()).toBeHidden();
  await expect(page.getByRole("link", { name: en.plan.calendar.download })).toBeHidden();
});

test("sending the list gives the office what is late, the next dates with their amounts, and the total", async ({
  page,
}) => {
  await page.goto(`/checkup?${planLink}`);
  const { plan } = planFor(planLink);
  await page.getByRole("link", { name: en.result.send }).click();
  const message = page.getByRole("textbox", { name: /Message/ });
  await expect(message).toHaveValue(new RegExp(`^${en.handoff.greeting.replace(/[.?]/g, "\\$&")}`));
  const [late] = plan.late;
  if (late) await expect(message).toHaveValue(new RegExp(eventTitle(en, late.event, "en").replace(/[()]/g, "\\$&")));
  await expect(message).toHaveValue(new RegExp(totalText(en, plan, "en").replace(/[$().]/g, "\\$&")));
});

for (const lang of ["en", "ru", "bg"] as const) {
  test(`at 320 px the plan and its calendar fit and axe finds nothing (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${prefix(lang)}/checkup?${planLink}`);
    // The list needs the island and its words: give a loaded machine time.
    await expect(page.locator("[data-section=next]")).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
  });
}
