import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import type { ContactCopy } from "~/content/schemas";
import type { Locale } from "~/i18n/locales";
import { messageFieldLimits, serviceValues } from "~/lib/message-limits";
import { sendContactMessage, type ContactMessage } from "~/lib/send-message";
import type { SiteConfig } from "~/lib/site";
import { useHydrated, waitingButton } from "~/lib/use-hydrated";
import { IconMarkup } from "./IconMarkup";
import { Text, TextShape } from "./Text";

function readMessage(data: FormData): ContactMessage {
  const read = (name: keyof ContactMessage) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    phone: read("phone"),
    service: read("service"),
    message: read("message"),
  };
}

/** The form's words; the page shows its heading and the line for browsers without JavaScript. */
type ContactFormCopy = Omit<ContactCopy["form"], "heading" | "noScript">;

type Outcome = { kind: "success" | "failure"; text: string } | null;

const fieldClass = "field mt-1.5 block w-full py-2.5 raised-sm";

/**
 * The contact form, an island (client:afterpaint) on an otherwise static page: the browser checks the
 * required fields, @emailjs/browser sends the message. The email service settings arrive as
 * props from the page shell, which reads the site config at build time, and so do the form's words
 * in the page's language (`copy`, shaped for `locale`), so the island ships no other language.
 * The fields are uncontrolled, so whatever a visitor types, even before the page has hydrated,
 * stays in the field until a message is sent; a tool's hand-off is put there the same way, by the
 * page's script (app/scripts/contact-handoff.ts).
 */
export default function ContactForm({
  emailService,
  sendIcon,
  copy: form,
  locale,
}: {
  emailService: SiteConfig["emailService"];
  sendIcon: string;
  copy: ContactFormCopy;
  locale: Locale;
}) {
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A ref, not state: a second submit event can arrive before React re-renders the button.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  /*
   * On Send with a required field empty, the browser scrolls to the first invalid field and focuses it.
   * Chromium cuts the page's smooth scroll short when it focuses the field, which can leave the label
   * under the sticky header (issue #47, L4). Bringing the label and its field into view at once first
   * leaves the browser nothing to scroll.
   */
  useEffect(() => {
    const formElement = formRef.current;
    if (!formElement) return;
    const onInvalid = (event: Event) => {
      const field = event.target as HTMLElement;
      if (field !== formElement.querySelector(":invalid")) return;
      // Each field shares a box with its label.
      field.parentElement?.scrollIntoView({ block: "nearest", behavior: "instant" });
    };
    // `invalid` does not bubble: the form hears it on the way down.
    formElement.addEventListener("invalid", onInvalid, true);
    return () => formElement.removeEventListener("invalid", onInvalid, true);
  }, []);

  function finish(kind: "success" | "failure", formElement: HTMLFormElement) {
    const text = kind === "success" ? form.success : form.failure;
    if (kind === "success") formElement.reset();
    setOutcome({ kind, text });
    window.alert(text);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    setOutcome(null);
    if (data.get("website")) {
      // A filled honeypot is a bot: drop the message but show what a person would see.
      finish("success", formElement);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const result = await sendContactMessage(readMessage(data), emailService);
      finish(result.ok ? "success" : "failure", formElement);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const label = (text: string, required: boolean) => (
    <>
      <Text>{text}</Text>
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </>
  );

  return (
    <TextShape locale={locale}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        data-handoff
        className="js-only space-y-5"
        aria-describedby={`${id}-required`}
      >
        <p id={`${id}-required`} className="text-sm text-muted">
          <Text>{form.requiredNote}</Text>
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="font-semibold">
              {label(form.labels.name, true)}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              maxLength={messageFieldLimits.name}
              type="text"
              required
              autoComplete="name"
              placeholder={form.placeholders.name}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="font-semibold">
              {label(form.labels.email, true)}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              maxLength={messageFieldLimits.email}
              type="email"
              required
              autoComplete="email"
              placeholder={form.placeholders.email}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className="font-semibold">
              {label(form.labels.phone, false)}
            </label>
            <input
              id={`${id}-phone`}
              name="phone"
              maxLength={messageFieldLimits.phone}
              type="tel"
              autoComplete="tel"
              placeholder={form.placeholders.phone}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-service`} className="font-semibold">
              {label(form.labels.service, false)}
            </label>
            <select id={`${id}-service`} name="service" defaultValue="" className={fieldClass}>
              <option value="">{form.serviceEmpty}</option>
              {serviceValues.map((value) => (
                <option key={value} value={value}>
                  {form.serviceOptions[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="font-semibold">
            {label(form.labels.message, true)}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            maxLength={messageFieldLimits.message}
            required
            rows={5}
            placeholder={form.placeholders.message}
            className={fieldClass}
          />
        </div>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>
            <Text>{form.honeypotLabel}</Text>
          </label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button {...waitingButton(hydrated, "submit", sending)} className="btn-primary">
            <IconMarkup svg={sendIcon} />
            <Text box>{sending ? form.sending : form.submit}</Text>
          </button>
          {/* The alert the spec asks for is read out; a live status would read the same words again. */}
          <p
            role="status"
            aria-live="off"
            className={`min-h-6 font-semibold ${outcome?.kind === "failure" ? "text-red-800" : "text-green-800"}`}
          >
            {outcome && <Text>{outcome.text}</Text>}
          </p>
        </div>
      </form>
    </TextShape>
  );
}
