// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prerendered } from "./prerendered.test-helpers";
import { readCopy } from "~/content/copy-files";
import { contactSchema } from "~/content/schemas";
import { saveHandoff } from "~/lib/handoff";
import type { SiteConfig } from "~/lib/site";
import { fillFromHandoff } from "~/scripts/contact-handoff";
import ContactForm from "./ContactForm";

/*
 * A tool's hand-off reaches the contact form through the page's script (app/scripts/contact-handoff.ts),
 * which runs on the form's HTML before React does; React then keeps what the fields hold.
 */

const emailService = {
  publicKey: "key",
  serviceId: "service",
  templateId: "template",
  origin: "",
  blockHeadless: false,
  throttleMs: 0,
  timeoutMs: 1000,
} as unknown as SiteConfig["emailService"];
const contact = readCopy("contact", contactSchema, "en");
const form = () => <ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} locale="en" />;
const service = () => screen.getByRole("combobox", { name: contact.form.labels.service });
const message = () => screen.getByRole("textbox", { name: new RegExp(contact.form.labels.message) });

/** The contact page as a visitor reaches it: the build's form, then the page's script, then React; `before` is what they did before the script ran. */
function arrive(before: (container: HTMLElement) => void = () => {}) {
  const container = prerendered(form());
  before(container);
  fillFromHandoff(container.querySelector("[data-handoff]")!);
  render(form(), { container, hydrate: true });
}

beforeEach(() => window.sessionStorage.clear());

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe("the contact form and a tool's hand-off", () => {
  it("starts the message and picks the service, once; the visitor can go on writing", async () => {
    const user = userEvent.setup({ delay: null });
    saveHandoff("Required:\n- USDOT number", "Training");
    arrive();
    expect(service()).toHaveValue("Training");
    expect(message()).toHaveValue("Required:\n- USDOT number");
    await user.type(message(), "\nI have two trucks.");
    expect(message()).toHaveValue("Required:\n- USDOT number\nI have two trucks.");
    expect(window.sessionStorage.getItem("contact-message")).toBeNull();
    cleanup();
    document.body.replaceChildren();
    arrive();
    expect(service()).toHaveValue("");
    expect(message()).toHaveValue("");
  });

  it("leaves the service unchosen for a hand-off without one, even after one with a service", () => {
    saveHandoff("First", "Training");
    saveHandoff("Second");
    arrive();
    expect(service()).toHaveValue("");
    expect(message()).toHaveValue("Second");
  });

  it("ignores a stored value that is not one of the form's services", () => {
    window.sessionStorage.setItem("contact-service", "Free lunch");
    arrive();
    expect(service()).toHaveValue("");
    expect(window.sessionStorage.getItem("contact-service")).toBeNull();
  });

  it("never replaces what the visitor typed or chose before the page's script ran", () => {
    saveHandoff("Required:\n- USDOT number", "Training");
    arrive((container) => {
      container.querySelector("select")!.value = "Other";
      container.querySelector("textarea")!.value = "My own words";
    });
    expect(service()).toHaveValue("Other");
    expect(message()).toHaveValue("My own words");
  });

  it("starts empty without a hand-off", () => {
    arrive();
    expect(message()).toHaveValue("");
    expect(service()).toHaveValue("");
  });
});
