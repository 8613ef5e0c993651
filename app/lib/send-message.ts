import { EmailJSResponseStatus, init, send, type StorageProvider } from "@emailjs/browser";
import type { SiteConfig } from "~/config/site-config";

export type EmailServiceSettings = SiteConfig["emailService"];

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

/** Every outcome of a send, success or not, in the shape the email service itself uses. */
export interface SendResult {
  ok: boolean;
  status: number;
  text: string;
}

const rateLimitId = "contact-form";

/** localStorage for the library's rate limiter, tolerant of storage being blocked or full. */
export const browserStorage: StorageProvider = {
  async get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  async set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* Without storage the limiter cannot count; sending still works. */
    }
  },
  async remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* Nothing stored, nothing to remove. */
    }
  },
};

/** Maps whatever the library rejects with to one result: it rejects with statuses, TypeErrors and strings. */
export function toSendResult(reason: unknown): SendResult {
  if (reason instanceof EmailJSResponseStatus) return { ok: false, status: reason.status, text: reason.text };
  if (typeof reason === "string") return { ok: false, status: 0, text: reason };
  return { ok: false, status: 0, text: "Network Error" };
}

/**
 * Sends one contact message through @emailjs/browser and always settles with a SendResult.
 * The library's fetch has no time limit, so a request that never answers is given up after
 * `timeoutMs`; its late answer, if any, is ignored.
 */
export async function sendContactMessage(
  message: ContactMessage,
  settings: EmailServiceSettings,
  storage: StorageProvider = browserStorage,
): Promise<SendResult> {
  // The origin is read only by init(); an origin passed to send() is ignored by the library.
  init(
    {
      publicKey: settings.publicKey,
      blockHeadless: settings.blockHeadless,
      limitRate: { id: rateLimitId, throttle: settings.throttleMs },
      // Without an explicit provider, init() leaves the limiter with no storage and it never fires.
      storageProvider: storage,
    },
    settings.origin || window.location.origin,
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, status: 0, text: "Request Timeout" }), settings.timeoutMs);
  });
  const request = send(settings.serviceId, settings.templateId, { ...message }).then(
    (response): SendResult => ({ ok: true, status: response.status, text: response.text }),
    toSendResult,
  );

  const result = await Promise.race([request, timeout]);
  clearTimeout(timer);
  if (!result.ok && result.status !== 429) {
    // A failed attempt should not count against the visitor's retry.
    await storage.remove(rateLimitId);
  }
  return result;
}
