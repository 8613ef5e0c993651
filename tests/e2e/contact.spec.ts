import { loadSiteConfig } from "../../app/config/site-config";
import { messageFieldLimits } from "../../app/lib/message-limits";
import { visitorLaunch } from "./browser";
import { contactForm, failureText, recordAlerts, sample, successText, type FormValues } from "./contact-form";
import { expect, test } from "./fixtures";
import { holdReact } from "./hold-react";
import { MockEmailApi } from "./mock-email-api";
import { copy, translatedLocales } from "./pages";
import { ports } from "./ports";

/*
 * The contact form of the production build, with the real @emailjs/browser sending real HTTP: each
 * request the form makes to its email endpoint goes on to the mock email API below, which answers
 * as a test tells it to. The browser does not announce automation, as a visitor's does not (the
 * build refuses headless browsers), and a test that waits for the form to give up moves the page's
 * clock instead of waiting the build's timeout out.
 */
// One mock API in each test worker, on a port of its own: the tests run on both workers at once.
const api = new MockEmailApi();
const { emailService } = loadSiteConfig({});
const ids = emailService;
const empty: FormValues = { name: "", email: "", phone: "", service: "", message: "" };
const sendPath = "/api/v1.0/email/send";

test.describe.configure({ mode: "parallel" });
test.use({
  launchOptions: visitorLaunch,
  // The browser reports each failed answer of the mock API; those failures are the point.
  allowedConsole: [new RegExp(`Failed to load resource.* at http://127\\.0\\.0\\.1:${ports.site}${sendPath}`)],
});

test.beforeAll(() => api.start());
test.afterAll(() => api.stop());
test.beforeEach(async ({ page }) => {
  api.reset();
  await page.route(`**${sendPath}`, (route) => route.continue({ url: `http://127.0.0.1:${api.port}${sendPath}` }));
});

test("a filled form is posted to the email API with the exact body", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  await form.submit.click();
  await expect(form.status).toHaveText(successText);

  const sends = api.sends();
  expect(sends).toHaveLength(1);
  const [send] = sends;
  expect(send!.method).toBe("POST");
  expect(send!.path).toBe("/api/v1.0/email/send");
  expect(send!.contentType).toBe("application/json");
  expect(send!.body).toEqual({
    lib_version: "4.4.1",
    user_id: ids.publicKey,
    service_id: ids.serviceId,
    template_id: ids.templateId,
    template_params: sample,
  });
  expect(alerts).toEqual([successText]);
});

test("success: the alert, a cleared form and the status next to the button", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill({ ...sample, phone: "", service: "" });
  await form.fields.message.press("Tab");
  await expect(form.submit).toBeFocused();
  // The button acts once React runs (decision 0007): a keyboard user waits for it as anyone does.
  await expect(form.submit).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(form.status).toHaveText(successText);
  // The alert is what a screen reader reads out; the status beside the button stays quiet (L4).
  await expect(form.status).toHaveAttribute("aria-live", "off");
  await form.expectValues(empty);
  await expect(form.submit).toBeEnabled();
  await expect(form.submit).toHaveText(copy.en.contact.form.submit);
  expect(alerts).toEqual([successText]);
  expect((api.sends()[0]!.body as { template_params: FormValues }).template_params).toEqual({
    ...sample,
    phone: "",
    service: "",
  });
});

for (const [status, text] of [
  [400, "The service ID is invalid"],
  [403, "Forbidden"],
  [429, "Too Many Requests"],
  [451, "Unavailable For Headless Browser"],
  [500, "Internal Server Error"],
  // The production server's answer when its disk cannot take the message (server/email-sink.ts).
  [503, "The message could not be stored right now; try again later"],
] as const) {
  test(`failure ${status}: the alert, every value kept, the button enabled again`, async ({ page }) => {
    const alerts = recordAlerts(page);
    api.answer({ status, text });
    await page.goto("/contact");
    const form = contactForm(page);
    await form.fill(sample);
    await form.submit.click();
    await expect(form.status).toHaveText(failureText);
    await form.expectValues(sample);
    await expect(form.submit).toBeEnabled();
    await expect(form.submit).toHaveText(copy.en.contact.form.submit);
    expect(alerts).toEqual([failureText]);
    expect(api.sends()).toHaveLength(1);

    api.answer({ status: 200, text: "OK" });
    await form.submit.click();
    if (status === 429) {
      // After "too many requests" the page waits out its throttle before sending again.
      await expect(form.status).toHaveText(failureText);
      await expect.poll(() => alerts.length).toBe(2);
      expect(api.sends()).toHaveLength(1);
    } else {
      // Other failures do not count against the throttle: an immediate retry goes out.
      await expect(form.status).toHaveText(successText);
      expect(api.sends()).toHaveLength(2);
    }
  });
}

test("failure: nothing listens on the email port (network error)", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  await api.stop();
  try {
    await form.submit.click();
    await expect(form.status).toHaveText(failureText);
    await form.expectValues(sample);
    await expect(form.submit).toBeEnabled();
    expect(alerts).toEqual([failureText]);
  } finally {
    await api.start();
  }
});

test("failure: a request that never answers is given up at the timeout, and a late answer changes nothing", async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  api.answer({ status: 200, text: "OK", delayMs: 3_000 });
  await page.clock.install();
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  await form.submit.click();
  await expect(form.submit).toHaveText("Sending...");
  await page.clock.fastForward(emailService.timeoutMs - 1_000);
  await expect(form.submit).toHaveText("Sending...");
  await page.clock.fastForward(1_000);
  await expect(form.status).toHaveText(failureText);
  await expect(form.submit).toBeEnabled();
  // The mock's 200 comes after the page gave up on it; once it has come, the form still holds every value.
  await expect.poll(() => api.outcomes.length, { timeout: 10_000 }).toBe(1);
  await form.expectValues(sample);
  await expect(form.status).toHaveText(failureText);
  expect(alerts).toEqual([failureText]);
});

test("failure: a request that hangs for good is given up", async ({ page }) => {
  const alerts = recordAlerts(page);
  api.answer({ hang: true });
  await page.clock.install();
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  await form.submit.click();
  await expect(form.submit).toHaveText("Sending...");
  await page.clock.fastForward(emailService.timeoutMs);
  await expect(form.status).toHaveText(failureText);
  await form.expectValues(sample);
  expect(alerts).toEqual([failureText]);
});

test("while sending the button reads 'Sending...' and is disabled; a double submit sends once", async ({ page }) => {
  const alerts = recordAlerts(page);
  api.answer({ status: 200, text: "OK", delayMs: 1_500 });
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  await form.submit.dblclick();
  await expect(form.submit).toHaveText("Sending...");
  await expect(form.submit).toBeDisabled();
  await form.fields.name.press("Enter");
  await form.fields.email.press("Enter");
  await expect(form.status).toHaveText(successText);
  expect(api.sends()).toHaveLength(1);
  expect(alerts).toEqual([successText]);
});

test("a second message within the throttle gets 429 from the library and sends nothing", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  await form.submit.click();
  await expect(form.status).toHaveText(successText);
  await form.fill({ ...sample, message: "One more thing." });
  await form.submit.click();
  await expect(form.status).toHaveText(failureText);
  await form.expectValues({ ...sample, message: "One more thing." });
  expect(api.sends()).toHaveLength(1);
  expect(alerts).toEqual([successText, failureText]);
});

test("required fields and the email type block submission before any request", async ({ page }) => {
  const alerts = recordAlerts(page);
  // The browser refuses an invalid form before its submit event, so the form's script never runs.
  let submits = 0;
  await page.exposeFunction("countSubmit", () => submits++);
  await page.addInitScript(() =>
    document.addEventListener("submit", () => (window as unknown as { countSubmit: () => void }).countSubmit(), true),
  );
  await page.goto("/contact");
  const form = contactForm(page);
  // The visitor comes to the form; it starts at their first act on the page.
  await form.fields.name.click();
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
  expect(await form.fields.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await form.fields.name.fill(sample.name);
  await form.fields.email.fill("not-an-email");
  await form.fields.message.fill(sample.message);
  await form.submit.click();
  expect(await form.fields.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await form.fields.email.fill(sample.email);
  await form.fields.message.fill("");
  await form.submit.click();
  expect(await form.fields.message.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
  await expect(form.fields.message).toHaveAttribute("rows", "5");
  await expect(form.fields.email).toHaveAttribute("type", "email");
  await expect(form.fields.phone).toHaveAttribute("type", "tel");
  await expect(form.fields.phone).toHaveAttribute("autocomplete", "tel");
  expect(submits).toBe(0);
  expect(api.requests).toHaveLength(0);
  expect(alerts).toEqual([]);
});

test("the service select offers exactly the spec's values", async ({ page }) => {
  await page.goto("/contact");
  const values = await contactForm(page)
    .fields.service.locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(values).toEqual([
    "",
    "IRP Registration",
    "IFTA Filing",
    "DOT Registration",
    "Company Formation",
    "Tax Filing",
    "Training",
    "Other",
  ]);
});

test("long, emoji, right-to-left and markup input arrives byte for byte and is never rendered as HTML", async ({
  page,
}) => {
  const alerts = recordAlerts(page);
  api.answer({ status: 500, text: "<img src=x onerror=window.__xss=1>" });
  const payload = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">`;
  const values: FormValues = {
    name: `${payload} Ш Иван 🚚 שלום`,
    email: "driver+test@example.com",
    phone: "<b>+1 312 555 0100</b>",
    service: "Other",
    // As long as the field allows.
    message: `${"🚛 مرحبا بالعالم ".repeat(250)}${payload}`.padEnd(messageFieldLimits.message, "x"),
  };
  expect(values.message.length).toBe(5_000);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(values);
  await form.submit.click();
  await expect(form.status).toHaveText(failureText);
  await form.expectValues(values);

  const [send] = api.sends();
  expect((send!.body as { template_params: FormValues }).template_params).toEqual(values);
  expect(send!.rawBody).toContain(JSON.stringify(values.message));
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(
    await page
      .locator("main script")
      .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes("__xss")).length),
  ).toBe(0);
  expect(alerts).toEqual([failureText]);
});

test("a filled honeypot is dropped silently: shown as sent, nothing posted", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/contact");
  const form = contactForm(page);
  await form.fill(sample);
  const honeypot = page.locator('input[name="website"]');
  // Out of sight, out of the accessibility tree and out of the tab order.
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  expect((await honeypot.boundingBox())!.x + 50).toBeLessThan(0);
  await honeypot.fill("http://spam.example", { force: true });
  await form.submit.click();
  await expect(form.status).toHaveText(successText);
  expect(api.requests).toHaveLength(0);
  expect(alerts).toEqual([successText]);
});

test("keyboard only: from the home page to a sent contact message", async ({ page }) => {
  const alerts = recordAlerts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  let onContactLink = false;
  for (let i = 0; i < 12 && !onContactLink; i++) {
    await page.keyboard.press("Tab");
    onContactLink = await page.evaluate(
      (label) =>
        document.activeElement?.getAttribute("href") === "/contact" && document.activeElement.textContent === label,
      copy.en.shared.catalog.pages["/contact"],
    );
  }
  expect(onContactLink).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  const form = contactForm(page);
  let onName = false;
  for (let i = 0; i < 30 && !onName; i++) {
    await page.keyboard.press("Tab");
    onName = await form.fields.name.evaluate((el) => el === document.activeElement);
  }
  expect(onName).toBe(true);
  await page.keyboard.type(sample.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(sample.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(sample.phone);
  await page.keyboard.press("Tab");
  await expect(form.fields.service).toBeFocused();
  await form.fields.service.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type(sample.message);
  await page.keyboard.press("Tab");
  await expect(form.submit).toBeFocused();
  await expect(form.submit).toBeEnabled();
  await page.keyboard.press("Enter");
  await expect(form.status).toHaveText(successText);
  expect(alerts).toEqual([successText]);
  const sent = api.sends()[0]!.body as { template_params: FormValues };
  expect(sent.template_params.name).toBe(sample.name);
  expect(sent.template_params.message).toBe(sample.message);
  expect(sent.template_params.service).not.toBe("");
});

test("what a visitor types before the page hydrates is kept and sent", async ({ page }) => {
  const alerts = recordAlerts(page);
  // Hold back the form's island (React) so the visitor types into the pre-rendered form.
  const { release } = await holdReact(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const form = contactForm(page);
  await form.fields.name.fill(sample.name);
  await form.fields.email.fill(sample.email);
  await form.fields.message.fill(sample.message);
  // The button is in the tab order already, announced as unavailable. Enter on it does nothing
  // yet: every required field is filled, so a native submission would leave for /contact?name=...
  await form.fields.message.press("Tab");
  await expect(form.submit).toBeFocused();
  await expect(form.submit).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(form.fields.message).toHaveValue(sample.message);
  expect(api.sends()).toEqual([]);
  release();
  await page.waitForLoadState("networkidle");
  await form.fields.phone.fill(sample.phone);
  await expect(form.fields.name).toHaveValue(sample.name);
  await expect(form.fields.message).toHaveValue(sample.message);
  await form.submit.click();
  await expect(form.status).toHaveText(successText);
  const sent = api.sends()[0]!.body as { template_params: FormValues };
  expect(sent.template_params).toEqual({ ...sample, service: "" });
  expect(alerts).toEqual([successText]);
});

for (const locale of translatedLocales) {
  const words = copy[locale].contact.form;

  test(`${locale}: the form sends the spec's exact request, English service value included, and says thank you in ${locale}`, async ({
    page,
  }) => {
    const alerts = recordAlerts(page);
    await page.goto(`/${locale}/contact`);
    const form = contactForm(page, words);
    await expect(
      form.fields.service.locator("option", { hasText: words.serviceOptions["IFTA Filing"] }),
    ).toHaveAttribute("value", "IFTA Filing");
    await form.fill(sample);
    await form.submit.click();
    await expect(form.status).toHaveText(words.success);
    expect(api.sends()[0]!.body).toEqual({
      lib_version: "4.4.1",
      user_id: ids.publicKey,
      service_id: ids.serviceId,
      template_id: ids.templateId,
      template_params: sample,
    });
    await form.expectValues(empty);
    expect(alerts).toEqual([words.success]);
    expect(words.success).not.toBe(successText);
  });

  test(`${locale}: a failed send shows the ${locale} failure message and keeps every value`, async ({ page }) => {
    const alerts = recordAlerts(page);
    api.answer({ status: 500, text: "Internal Server Error" });
    await page.goto(`/${locale}/contact`);
    const form = contactForm(page, words);
    await form.fill(sample);
    await form.submit.click();
    await expect(form.status).toHaveText(words.failure);
    await form.expectValues(sample);
    await expect(form.submit).toHaveText(words.submit);
    expect(alerts).toEqual([words.failure]);
    expect(words.failure).not.toBe(failureText);
  });
}
