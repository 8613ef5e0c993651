import { serviceValues, type ServiceValue } from "./message-limits";

/*
 * A tool's hand-off to the contact form: "Send this list to the office" (the checkup), "Send
 * this to the office" (the calculators) or "Ask about the course" (the CDL English practice)
 * leaves a message here, and may name the form's service, and goes to /contact, whose script
 * (app/scripts/contact-handoff.ts) puts them once, on load, into an empty message field and an
 * unchosen service; it never replaces what a visitor typed or chose. Session storage keeps the message out of the URL, server logs and
 * shared links, lasts only as long as the tab, and is read once so a later visit to /contact
 * starts empty.
 */
const key = "contact-message";
const serviceKey = "contact-service";

/** False when the browser refuses storage; the visitor then reaches the form without the list. */
export function saveHandoff(message: string, service?: ServiceValue): boolean {
  try {
    window.sessionStorage.setItem(key, message);
    if (service) window.sessionStorage.setItem(serviceKey, service);
    else window.sessionStorage.removeItem(serviceKey);
    return true;
  } catch {
    return false;
  }
}

/** The waiting list, removed as it is read; null when there is none or storage is blocked. */
export function takeHandoff(): string | null {
  try {
    const message = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    return message;
  } catch {
    return null;
  }
}

/** The service the hand-off named, removed as it is read; null when none, or not one of the form's. */
export function takeHandoffService(): ServiceValue | null {
  try {
    const service = window.sessionStorage.getItem(serviceKey);
    window.sessionStorage.removeItem(serviceKey);
    return serviceValues.find((value) => value === service) ?? null;
  } catch {
    return null;
  }
}
