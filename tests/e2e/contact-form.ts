import { expect, type Page } from "@playwright/test";
import { copy } from "./pages";

/** What the form says once a message is sent, or could not be (tests/build/content.test.ts checks them against the spec). */
export const successText = copy.en.contact.form.success;
export const failureText = copy.en.contact.form.failure;

export interface FormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export const sample: FormValues = {
  name: "Dana Example",
  email: "dana@example.com",
  phone: "(312) 555-0188",
  service: "IFTA Filing",
  message: "I need my Q3 IFTA return filed for two trucks.",
};

/** The form's labels and button texts in one language (English unless given). */
export interface FormWords {
  labels: { name: string; email: string; phone: string; service: string; message: string };
  submit: string;
  sending: string;
}

const englishWords: FormWords = copy.en.contact.form;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function contactForm(page: Page, words: FormWords = englishWords) {
  const fields = {
    name: page.getByRole("textbox", { name: words.labels.name, exact: true }),
    email: page.getByRole("textbox", { name: words.labels.email, exact: true }),
    phone: page.getByRole("textbox", { name: words.labels.phone, exact: true }),
    service: page.getByRole("combobox", { name: words.labels.service, exact: true }),
    message: page.getByRole("textbox", { name: words.labels.message, exact: true }),
  };
  const submit = page.getByRole("button", { name: new RegExp(`^(${escape(words.submit)}|${escape(words.sending)})$`) });
  const status = page.getByRole("status").filter({ hasText: /./ });

  return {
    fields,
    submit,
    status,
    async fill(values: FormValues) {
      await fields.name.fill(values.name);
      await fields.email.fill(values.email);
      await fields.phone.fill(values.phone);
      if (values.service) await fields.service.selectOption(values.service);
      await fields.message.fill(values.message);
    },
    async expectValues(values: FormValues) {
      await expect(fields.name).toHaveValue(values.name);
      await expect(fields.email).toHaveValue(values.email);
      await expect(fields.phone).toHaveValue(values.phone);
      await expect(fields.service).toHaveValue(values.service);
      await expect(fields.message).toHaveValue(values.message);
    },
  };
}

/** Records every alert the page shows, accepting each. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}
