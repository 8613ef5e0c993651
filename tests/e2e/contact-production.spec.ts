import "./site-global";
import { chromium, type Browser } from "@playwright/test";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { loadSiteConfig } from "../../app/config/site-config";
import { copy } from "./pages";
import { scheduleLines } from "../../app/lib/format";
import { messageFieldLimits } from "../../app/lib/message-limits";
import { startSmtpCapture, type SmtpCapture } from "../smtp-capture";
import { visitorLaunch } from "./browser";
import { contactForm, failureText, recordAlerts, sample, successText } from "./contact-form";
import { expect, test } from "./fixtures";
import { ports } from "./ports";

/*
 * The production build as `npm start` serves it: the form posts to the server's own embedded
 * endpoint (blockHeadless is on), which stores each message and forwards it to the SMTP server
 * started here (playwright.config.ts points the server at it). The server's rate limit is the
 * default, 5 accepted messages a minute per address, and every request here comes from 127.0.0.1.
 */
const messagesDir = "test-results/data-site/messages";

interface Stored {
  id: string;
  template_params: typeof sample;
  service_id: string;
  receivedAt: string;
}

async function storedMessages(): Promise<Stored[]> {
  let names: string[];
  try {
    names = await readdir(messagesDir);
  } catch {
    return [];
  }
  const files = names.filter((n) => !n.startsWith(".") && n.endsWith(".json") && !n.endsWith(".delivery.json")).sort();
  return Promise.all(files.map(async (n) => JSON.parse(await readFile(path.join(messagesDir, n), "utf8")) as Stored));
}

/** A browser that does not announce automation, as a visitor's does. */
const visitorBrowser = (): Promise<Browser> => chromium.launch(visitorLaunch);

let smtp: SmtpCapture;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  await rm(messagesDir, { recursive: true, force: true });
  smtp = await startSmtpCapture(ports.smtp);
});
test.afterAll(() => smtp.stop());

test("an automated (headless) browser gets 451 from the library and nothing is sent", async ({ page }) => {
  const alerts = recordAlerts(page);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.goto("/contact");
  expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
  const form = contactForm(page);
  await form.fill(sample);
  await form.submit.click();
  await expect(form.status).toHaveText(failureText);
  await form.expectValues(sample);
  expect(alerts).toEqual([failureText]);
  expect(posts).toEqual([]);
  expect(await storedMessages()).toEqual([]);
});

test("the fields carry the server's length limits", async ({ page }) => {
  await page.goto("/contact");
  const { fields } = contactForm(page);
  for (const name of ["name", "email", "phone", "message"] as const) {
    await expect(fields[name]).toHaveAttribute("maxlength", String(messageFieldLimits[name]));
  }
});

test("a visitor's message is stored and arrives at the office's SMTP server", async ({ baseURL }) => {
  const browser = await visitorBrowser();
  try {
    const page = await browser.newPage({ baseURL });
    const alerts = recordAlerts(page);
    await page.goto("/contact");
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    const form = contactForm(page);
    await form.fill(sample);
    await form.submit.click();
    await expect(form.status).toHaveText(successText);
    expect(alerts).toEqual([successText]);
    const stored = await storedMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.template_params).toEqual(sample);
    expect(stored[0]!.service_id).toBe("local_service");

    await expect.poll(() => smtp.mails.filter((m) => m.headers["message-id"]?.includes(stored[0]!.id)).length).toBe(1);
    const mail = smtp.mails.find((m) => m.headers["message-id"]?.includes(stored[0]!.id))!;
    expect(mail.to).toEqual(["office@example.com"]);
    expect(mail.headers.subject).toBe(`Website message: ${sample.service}, from ${sample.name}`);
    expect(mail.headers["reply-to"]).toBe(`${sample.name} <${sample.email}>`);
    expect(mail.text).toContain(sample.message);
  } finally {
    await browser.close();
  }
});

test("a refused message (400) shows the failure alert, keeps every value and stores nothing", async ({ baseURL }) => {
  const browser = await visitorBrowser();
  try {
    const page = await browser.newPage({ baseURL });
    const alerts = recordAlerts(page);
    await page.goto("/contact");
    const form = contactForm(page);
    const tooLong = { ...sample, message: "x".repeat(messageFieldLimits.message + 1) };
    // Only a page whose limits were removed can send this; the server refuses it all the same.
    await form.fields.message.evaluate((el) => el.removeAttribute("maxlength"));
    const before = (await storedMessages()).length;
    await form.fill(tooLong);
    await form.submit.click();
    await expect(form.status).toHaveText(failureText);
    await form.expectValues(tooLong);
    expect(alerts).toEqual([failureText]);
    expect(await storedMessages()).toHaveLength(before);
  } finally {
    await browser.close();
  }
});

test("past 5 messages a minute the server answers 429; the form keeps every value", async ({ baseURL, request }) => {
  const body = {
    lib_version: "4.4.1",
    user_id: "k",
    service_id: "local_service",
    template_id: "contact_form",
    template_params: sample,
  };
  // The visitor test above used one of this address's five.
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await request.post("/api/v1.0/email/send", { data: body })).status());
  expect(statuses).toEqual([200, 200, 200, 200]);
  const stored = (await storedMessages()).length;

  const browser = await visitorBrowser();
  try {
    const page = await browser.newPage({ baseURL });
    const alerts = recordAlerts(page);
    const answers: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/v1.0/email/send")) answers.push(r.status());
    });
    await page.goto("/contact");
    const form = contactForm(page);
    const values = { ...sample, message: "A sixth message in one minute." };
    await form.fill(values);
    await form.submit.click();
    await expect(form.status).toHaveText(failureText);
    await form.expectValues(values);
    expect(answers).toEqual([429]);
    expect(alerts).toEqual([failureText]);
    expect(await storedMessages()).toHaveLength(stored);
  } finally {
    await browser.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page still shows phone, fax, email and address", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ }).first()).toBeVisible();
    await expect(main.getByText("Fax:")).toBeVisible();
    await expect(main.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(main.getByText(/IL \d{5}/)).toBeVisible();
    await expect(main.getByText(/needs JavaScript/)).toBeVisible();
    // The office's hours from app/data/hours.json, as the English page writes them.
    for (const line of scheduleLines(loadSiteConfig({}).contactHours, "en", copy.en.shared.hours.closed)) {
      await expect(main.getByText(line.days, { exact: true })).toBeVisible();
      await expect(main.getByText(line.hours, { exact: true })).toBeVisible();
    }
  });
});
