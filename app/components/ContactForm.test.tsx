// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prerendered } from "./prerendered.test-helpers";
import { contact } from "~/content/en/contact";
import { saveHandoff } from "~/lib/handoff";
import type { SiteConfig } from "~/lib/site";
import ContactForm from "./ContactForm";

/* The service a tool hands to the form; the message hand-off itself is tested with the checkup. */

const emailService = {
  publicKey: "key",
  serviceId: "service",
  templateId: "template",
  origin: "",
  blockHeadless: false,
  throttleMs: 0,
  timeoutMs: 1000,
} as unknown as SiteConfig["emailService"];
const form = () => <ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} />;
const service = () => screen.getByRole("combobox", { name: contact.form.labels.service });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe("ContactForm and a hand-off that names a service", () => {
  it("picks the service and starts the message, once", () => {
    saveHandoff("Please tell me the dates and fees of the course.", "Training");
    render(form());
    expect(service()).toHaveValue("Training");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Please tell me the dates and fees of the course.");
    cleanup();
    render(form());
    expect(service()).toHaveValue("");
  });

  it("leaves the service unchosen for a hand-off without one, even after one with a service", () => {
    saveHandoff("First", "Training");
    saveHandoff("Second");
    render(form());
    expect(service()).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Second");
  });

  it("ignores a stored value that is not one of the form's services", () => {
    window.sessionStorage.setItem("contact-service", "Free lunch");
    render(form());
    expect(service()).toHaveValue("");
    expect(window.sessionStorage.getItem("contact-service")).toBeNull();
  });

  it("never replaces a service the visitor chose before the page came to life", () => {
    saveHandoff("Course", "Training");
    const container = prerendered(form());
    const select = container.querySelector("select") as HTMLSelectElement;
    select.value = "Other";
    render(form(), { container, hydrate: true });
    expect(container.querySelector("select")).toHaveValue("Other");
  });
});
