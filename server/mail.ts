import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { officeTime } from "./office-time.ts";
import type { MailSettings } from "./config.ts";
import type { StoredMessage } from "./message-store.ts";

export type SendMail = (message: StoredMessage) => Promise<void>;

/**
 * A one-line field as one line, so visitor text can never pose as another header or field. An
 * RFC 2047 encoded-word the visitor typed ("=?utf-8?q?...?=") is broken apart too: written as it
 * is, a mail client would decode it into a new line or another address (review of 2026-11-28, L2).
 */
function oneLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
      .replace(/=\?/g, "= ?")
      .trim()
  );
}

/** The mail the office receives for one message: plain text only, nothing built as HTML. */
export function composeMail(message: StoredMessage, settings: Pick<MailSettings, "to" | "from">): Mail.Options {
  const { message: text } = message.template_params;
  const [name, email, phone, service] = (["name", "email", "phone", "service"] as const).map((field) =>
    oneLine(message.template_params[field]),
  );
  const fromDomain = settings.from.split("@").pop();
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name, address: email },
    subject: `Website message: ${service || "no service chosen"}, from ${name}`,
    // The stable id makes a resend after a crash recognisable as the same mail (decision 0006).
    messageId: `<${message.id}@${fromDomain}>`,
    date: new Date(message.receivedAt),
    text: [
      "A visitor sent this message through the website's contact form.",
      "Reply to this mail to answer them.",
      "",
      `Name:     ${name}`,
      `Email:    ${email}`,
      `Phone:    ${phone || "(not given)"}`,
      `Service:  ${service || "(none chosen)"}`,
      `Received: ${officeTime(message.receivedAt)}`,
      "",
      "Message:",
      text,
      "",
      "--",
      `Message id ${message.id}; \`npm run messages\` on the site's server lists every message.`,
    ].join("\n"),
  };
}

/** Sends through the office's SMTP server; a rejection means "not accepted, try again later". */
export function createSmtpSender(settings: MailSettings): SendMail {
  const options: SMTPTransport.Options = {
    url: settings.url,
    // An unanswering server must fail the attempt, not hold it forever.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
  const transport = nodemailer.createTransport(options);
  return async (message) => {
    await transport.sendMail(composeMail(message, settings));
  };
}
