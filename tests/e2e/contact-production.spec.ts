import { chromium } from "@playwright/test";
import { readFile, rm } from "node:fs/promises";
import { contactForm, failureText, recordAlerts, sample, successText } from "./contact-form";
import { expect, test } from "./fixtures";

/*
 * The production build as `npm start` serves it: the form posts to the server's own
 * embedded email endpoint, and blockHeadless is on.
 */
const messagesFile = "test-results/data-site/messages.jsonl";

async function storedLines(): Promise<string[]> {
  try {
    return (await readFile(messagesFile, "utf8")).split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

test.describe.configure({ mode: "serial" });
test.beforeAll(() => rm(messagesFile, { force: true }));

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
  expect(await storedLines()).toEqual([]);
});

test("a visitor's message lands as one JSON line in the local message file", async ({ baseURL }) => {
  // A browser that does not announce automation, as a visitor's does.
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-blink-features=AutomationControlled"],
  });
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
    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    const stored = JSON.parse(lines[0]!);
    expect(stored.template_params).toEqual(sample);
    expect(stored.service_id).toBe("local_service");
    expect(Date.parse(stored.receivedAt)).not.toBeNaN();
  } finally {
    await browser.close();
  }
});

test("the embedded endpoint answers like the email service and keeps 50 concurrent messages whole", async ({ request }) => {
  const before = (await storedLines()).length;
  const missing = await request.post("/api/v1.0/email/send", {
    data: { lib_version: "4.4.1", user_id: "k", template_id: "t", template_params: sample },
  });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toBe("The service ID is required");

  const bodies = Array.from({ length: 50 }, (_, i) => ({
    lib_version: "4.4.1",
    user_id: "local-public-key",
    service_id: "local_service",
    template_id: "contact_form",
    template_params: { ...sample, message: `message ${i} ${"long line ".repeat(2000 + i)}` },
  }));
  const responses = await Promise.all(bodies.map((data) => request.post("/api/v1.0/email/send", { data })));
  for (const response of responses) {
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");
  }
  const lines = (await storedLines()).slice(before);
  expect(lines).toHaveLength(50);
  const messages = lines.map((line) => JSON.parse(line).template_params.message as string).sort();
  expect(messages).toEqual(bodies.map((b) => b.template_params.message).sort());
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
    for (const text of ["Mon-Fri", "8:00 AM-6:00 PM", "Sat", "9:00 AM-4:00 PM", "Sun", "closed"]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
  });
});
