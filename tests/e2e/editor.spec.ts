import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import YAML from "yaml";
import { hoursSchema, type Schedule } from "../../app/data/schemas";
import { localeInfo, locales } from "../../app/i18n/locales";
import { scheduleLines } from "../../app/lib/format";
import { ports } from "./ports";

/*
 * The office's editor (`npm run edit`, editor/): Decap CMS in the browser, over a copy of the
 * site, with `astro dev` serving that copy. An edit of the hours and of a Russian sentence lands
 * in the files, and only there, and the pages in three languages show it; an edit the build would
 * refuse is refused when saved, with words that say which field and why.
 */

// Outside test-results/, which Vite's file watcher ignores.
const copy = path.join(tmpdir(), `editor-site-${process.pid}`);
const host = "127.0.0.1";
const editorUrl = `http://${host}:${ports.editor}/admin/`;
const siteUrl = `http://${host}:${ports.editorSite}`;
let editor: ChildProcess | undefined;
/*
 * One browser tab for the editor in every test, signed in once: Decap's 5 MB bundle then comes
 * from the tab's cache. In a new tab it took about 5 s to start, in the same tab under 2 s
 * (`npx playwright test editor.spec`, 2026-11-30: the four tests took 47 s instead of 55 s).
 */
let cms: Page;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  // The site as committed (tracked files), with this checkout's installed packages.
  for (const file of execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean))
    cpSync(file, path.join(copy, file), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
  editor = spawn(process.execPath, ["--import", "tsx", "editor/server.ts"], {
    env: {
      ...process.env,
      EDIT_ROOT: copy,
      EDIT_PORT: String(ports.editor),
      EDIT_SITE_PORT: String(ports.editorSite),
    },
    stdio: "inherit",
  });
  await expect.poll(async () => (await fetch(editorUrl).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await fetch(siteUrl).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
  cms = await browser.newPage();
  await cms.goto(editorUrl);
  // The local backend's sign-in is a button; in production it is the git host's (README, "For the office").
  await cms.getByRole("button", { name: "Login" }).click();
});

test.afterAll(() => {
  editor?.kill();
  rmSync(copy, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(copy, file), "utf8");
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return b
    .flatMap((line, i) => (line === a[i] ? [] : [line]))
    .concat(a.length === b.length ? [] : ["(lines added or removed)"]);
};
/** The office's hours as saved, and which of their periods is Saturday's. */
function savedHours() {
  const before = read("app/data/hours.json");
  const hours = hoursSchema.parse(JSON.parse(before));
  return { before, hours, saturday: hours.contact.periods.findIndex((p) => p.days.includes(6)) };
}
/** "15:00" an hour earlier, as the hours files write times. */
const hourEarlier = (time: string) => `${String(Number(time.slice(0, 2)) - 1).padStart(2, "0")}${time.slice(2)}`;

/** The editor at an entry, in the editor's tab. */
async function openEditor(entry: string) {
  // Loaded afresh: moved to within the page, Decap showed one empty column for the copy's entry.
  await cms.goto("about:blank");
  await cms.goto(`${editorUrl}#/collections/${entry}`);
  return cms;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/** A page of the edited site as `astro dev` shows it, as its text. */
async function pageText(page: Page, route: string) {
  // `astro dev` restarts when a facts file changes: until it is back, the page reads as empty.
  const response = await page.goto(`${siteUrl}${route}`).catch(() => null);
  // The pages bind short words to the next with a no-break space; the test compares words.
  return response?.ok() ? (await page.locator("main").innerText()).replaceAll("\u00a0", " ") : "";
}

test("the office changes the Saturday hours: the file changes in that line, and the contact page shows it in three languages", async ({
  page,
}) => {
  const { before, hours, saturday } = savedHours();
  const closes = hourEarlier(hours.contact.periods[saturday]!.closes);

  const edit = await openEditor("office/entries/hours");
  await edit.getByLabel("Closes", { exact: true }).nth(saturday).fill(closes);
  await publish(edit);
  await expect(edit.getByText("Entry saved")).toBeVisible();

  const after = read("app/data/hours.json");
  const saturdayLine = before
    .split("\n")
    .find((line) => line.includes(`"closes": "${hours.contact.periods[saturday]!.closes}"`))!;
  expect(changedLines(before, after)).toEqual([saturdayLine.replace(/"closes": "[^"]+"/, `"closes": "${closes}"`)]);
  const edited: Schedule = hoursSchema.parse(JSON.parse(after)).contact;
  for (const locale of locales) {
    const line = scheduleLines(edited, locale, "")[saturday]!;
    await expect
      .poll(() => pageText(page, locale === "en" ? "/contact" : `/${locale}/contact`), { timeout: 60_000 })
      .toContain(line.hours);
  }
});

test("the office changes a Russian sentence beside its English: only the Russian file changes, and the Russian page shows it", async ({
  page,
}) => {
  const files = Object.fromEntries(locales.map((l) => [l, read(`app/content/${l}/contact.yaml`)]));
  const leads = Object.fromEntries(locales.map((l) => [l, (YAML.parse(files[l]!) as { lead: string }).lead]));
  const sentence = `${leads.ru} Ответим в тот же рабочий день.`;

  const edit = await openEditor("pages/entries/contact");
  // English on the left, the translation on the right: the second "Lead" is the Russian one.
  const russian = edit.getByLabel("Lead", { exact: true }).nth(1);
  await expect(edit.getByLabel("Lead", { exact: true }).first()).toHaveValue(leads.en!);
  await expect(russian).toHaveValue(leads.ru!);
  await russian.fill(sentence);
  await publish(edit);
  await expect(edit.getByText("Entry saved")).toBeVisible();

  expect(changedLines(files.ru!, read("app/content/ru/contact.yaml"))).toEqual([`lead: ${sentence}`]);
  expect(read("app/content/en/contact.yaml")).toBe(files.en);
  expect(read("app/content/bg/contact.yaml")).toBe(files.bg);
  await expect.poll(() => pageText(page, "/ru/contact"), { timeout: 60_000 }).toContain(sentence);
  expect(await pageText(page, "/contact")).toContain(leads.en);
  expect(await pageText(page, "/bg/contact")).toContain(leads.bg);
});

test("the office posts a holiday notice in three languages, with its last day: each home page shows it until then", async ({
  page,
}) => {
  const today = new Date();
  const ends = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 30))
    .toISOString()
    .slice(0, 10);
  const words = {
    en: "Closed for the holiday on the last Friday of the month.",
    ru: "В последнюю пятницу месяца офис закрыт: праздник.",
    bg: "В последния петък на месеца офисът е затворен: празник.",
  };
  const edit = await openEditor("office/entries/notice");
  await edit.getByLabel("Last day shown", { exact: true }).fill(ends);
  for (const locale of locales)
    await edit.getByLabel(localeInfo[locale].englishName, { exact: true }).fill(words[locale]);
  await publish(edit);
  await expect(edit.getByText("Entry saved")).toBeVisible();

  expect(JSON.parse(read("app/data/notice.json"))).toEqual({ ends, ...words });
  for (const locale of locales)
    await expect
      .poll(() => pageText(page, locale === "en" ? "/" : `/${locale}`), { timeout: 60_000 })
      .toContain(words[locale]);

  // By the office's calendar: shown through the evening of its last day in Chicago (already the
  // next day in UTC), gone the next morning. The page is the same; its script decides.
  const notice = page.getByText(words.en);
  const at = async (utc: string) => {
    await page.clock.setFixedTime(new Date(utc));
    await page.goto(siteUrl);
    await page.waitForLoadState("networkidle");
  };
  const dayAfter = new Date(Date.parse(`${ends}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
  await at(`${dayAfter}T03:00:00Z`);
  await expect(notice).toBeVisible();
  await at(`${dayAfter}T12:00:00Z`);
  await expect(notice).toBeHidden();
});

test("an edit the site would refuse is refused on save, naming the field and what is wrong, and nothing is written", async () => {
  const { before, hours, saturday } = savedHours();

  const edit = await openEditor("office/entries/hours");
  // Closing an hour before opening.
  await edit
    .getByLabel("Closes", { exact: true })
    .nth(saturday)
    .fill(hourEarlier(hours.contact.periods[saturday]!.opens));
  await publish(edit);
  await expect(
    edit.getByText(
      `Not saved. Hours: The office's hours (the contact page) → Periods → item ${saturday + 1} → Closes: must be after the opening time.`,
    ),
  ).toBeVisible();
  expect(read("app/data/hours.json")).toBe(before);
});
