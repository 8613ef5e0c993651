import { takeHandoff, takeHandoffService } from "~/lib/handoff";

/**
 * A tool's hand-off (app/lib/handoff.ts) starts the contact form's message and picks its service,
 * unless the visitor got there first. This is the page's script, not the form's island: the
 * island waits for the visitor's first act before React starts (app/scripts/client-afterpaint.ts),
 * and what a visitor sent from a tool must be in the form when they arrive. The fields are the
 * form's own HTML, which React keeps when it hydrates.
 */
export function fillFromHandoff(form: Element): void {
  const message = takeHandoff();
  const field = form.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  if (message && field && field.value.trim() === "") field.value = message;
  const service = takeHandoffService();
  const select = form.querySelector<HTMLSelectElement>('select[name="service"]');
  if (service && select && select.value === "") select.value = service;
}

for (const form of document.querySelectorAll("[data-handoff]")) fillFromHandoff(form);
