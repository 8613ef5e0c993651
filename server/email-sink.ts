import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply } from "fastify";
import { acceptedServiceValues, messageFieldLimits } from "../app/lib/message-limits.ts";
import type { Deliverer } from "./delivery.ts";
import { logProblem } from "./log.ts";
import {
  contactFields,
  newMessageId,
  type ContactFields,
  type MessageStore,
  type StoredMessage,
} from "./message-store.ts";

/*
 * The embedded email endpoint: with no email service configured, the contact form posts here.
 * It answers like the email service's /api/v1.0/email/send, stores each accepted message
 * durably, and only then answers 200; forwarding by mail happens afterwards (decision 0006).
 */

export const sendPath = "/api/v1.0/email/send";
export const bodyLimitBytes = 32 * 1024;
/** How long a client is asked to wait when the store cannot write: long enough for someone to free the disk. */
export const storeRetryAfterSeconds = 120;

const requiredFields = [
  ["user_id", "The public key is required"],
  ["service_id", "The service ID is required"],
  ["template_id", "The template ID is required"],
] as const;

const fieldLabels: Record<keyof ContactFields, string> = {
  name: "The name",
  email: "The email address",
  phone: "The phone number",
  service: "The service",
  message: "The message",
};

const requiredParams = ["name", "email", "message"] as const;

/**
 * A character a reader sees: not a space, a control or format character (zero-width spaces and
 * joiners, direction marks), or one of the blank letters (Hangul fillers, the blank braille
 * pattern). A name of only those looks filled in to a program and empty to the office.
 */
const visibleCharacter = /[^\p{White_Space}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

// The shape a browser's type="email" accepts, plus a dot in the domain: a deliverable-looking address.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Checks a request body; returns a one-line reason for a 400, or the message to store. */
export function parseSendRequest(
  body: unknown,
  receivedAt = new Date().toISOString(),
): { error: string } | { message: StoredMessage } {
  if (typeof body !== "object" || body === null) return { error: "The request body must be JSON" };
  const record = body as Record<string, unknown>;
  for (const [field, error] of requiredFields) {
    if (typeof record[field] !== "string" || record[field] === "") return { error };
  }
  const params = record.template_params;
  if (typeof params !== "object" || params === null) return { error: "The template params are required" };
  const paramRecord = params as Record<string, unknown>;
  const template_params = {} as ContactFields;
  for (const field of contactFields) {
    const value = paramRecord[field] ?? "";
    if (typeof value !== "string") return { error: `The template param ${field} must be a string` };
    template_params[field] = value;
  }
  for (const field of requiredParams) {
    if (template_params[field].trim() === "") return { error: `${fieldLabels[field]} is required` };
    if (!visibleCharacter.test(template_params[field]))
      return { error: `${fieldLabels[field]} has no visible characters` };
  }
  for (const [field, limit] of Object.entries(messageFieldLimits) as [keyof typeof messageFieldLimits, number][]) {
    if (template_params[field].length > limit)
      return { error: `${fieldLabels[field]} is longer than ${limit} characters` };
  }
  // "=?" would read as the start of an encoded-word in the Reply-To header (review of 2026-11-28, L2).
  if (!emailPattern.test(template_params.email) || template_params.email.includes("=?"))
    return { error: "The email address is not valid" };
  if (!acceptedServiceValues.includes(template_params.service))
    return { error: "The service is not one of the form's choices" };
  return {
    message: {
      id: newMessageId(receivedAt),
      receivedAt,
      service_id: record.service_id as string,
      template_id: record.template_id as string,
      template_params,
    },
  };
}

function sendText(reply: FastifyReply, status: number, text: string) {
  return reply.code(status).type("text/plain; charset=utf-8").send(text);
}

export interface EmailSinkOptions {
  store: MessageStore;
  /** Null when no mail server is set up: messages are only stored. */
  deliverer: Deliverer | null;
  /** Accepted messages per minute per client address. */
  rateLimit: number;
}

export async function registerEmailSink(app: FastifyInstance, { store, deliverer, rateLimit: max }: EmailSinkOptions) {
  await app.register(rateLimit, { global: false });
  // Only a stored message counts: one refused (400) or not stored (503) never uses up a visitor's
  // allowance, so a full disk does not lock out whoever tried while it lasted. Two messages sent
  // at the same instant can both pass the check before either is counted.
  const limit = app.createRateLimit({ max, timeWindow: 60_000 });

  app.route<{ Body: unknown }>({
    method: "POST",
    url: sendPath,
    bodyLimit: bodyLimitBytes,
    preValidation: async (request, reply) => {
      const parsed = parseSendRequest(request.body);
      if ("error" in parsed) return sendText(reply, 400, parsed.error);
      request.storedMessage = parsed.message;
    },
    handler: async (request, reply) => {
      const allowance = await limit(request, { increment: false });
      if (!allowance.isAllowed && allowance.remaining <= 0) {
        reply.header("Retry-After", String(Math.max(1, allowance.ttlInSeconds)));
        return sendText(reply, 429, "Too Many Requests");
      }
      const message = request.storedMessage!;
      try {
        await store.add(message);
      } catch (error) {
        // A full disk, a read-only file system, lost permissions: nothing the visitor did, and the
        // form keeps what they typed, so they can send it again later.
        logProblem("could not store a contact message", error);
        request.problemLogged = true;
        reply.header("Retry-After", String(storeRetryAfterSeconds));
        return sendText(reply, 503, "The message could not be stored right now; try again later");
      }
      await limit(request);
      deliverer?.deliver(message.id);
      return sendText(reply, 200, "OK");
    },
    errorHandler: (error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 413) return sendText(reply, 413, `The request body is larger than ${bodyLimitBytes / 1024} KB`);
      if (status === 400 || status === 415) return sendText(reply, 400, "The request body must be JSON");
      request.failure = error instanceof Error ? error : new Error(String(error));
      return sendText(reply, 500, "Internal Server Error");
    },
  });
}

declare module "fastify" {
  interface FastifyRequest {
    storedMessage?: StoredMessage;
  }
}
