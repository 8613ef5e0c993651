/*
 * A tool's hand-off to the contact form: "Send this list to the office" (the checkup) or "Send
 * this to the office" (the calculators) leaves a message here and goes to /contact, whose form
 * takes it once, on load, into an empty message field; it never replaces what a visitor typed.
 * Session storage keeps the message out of the URL, server logs and shared links, lasts only as
 * long as the tab, and is read once so a later visit to /contact starts empty.
 */
const key = "contact-message";

/** False when the browser refuses storage; the visitor then reaches the form without the list. */
export function saveHandoff(message: string): boolean {
  try {
    window.sessionStorage.setItem(key, message);
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
