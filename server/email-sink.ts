import type { FastifyInstance } from "fastify";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";

/*
 * The embedded email sink: with no email service configured, the contact form posts here.
 * It answers like the email service's /api/v1.0/email/send and keeps each accepted message
 * as one JSON line in <dataDir>/messages.jsonl.
 */

const requiredFields = [
  ["user_id", "The public key is required"],
  ["service_id", "The service ID is required"],
  ["template_id", "The template ID is required"],
] as const;

const templateFields = ["name", "email", "phone", "service", "message"] as const;

export interface StoredMessage {
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: Record<(typeof templateFields)[number], string>;
}

/** Checks a request body; returns the 400 text the email service would send, or the message. */
export function parseSendRequest(body: unknown): { error: string } | { message: StoredMessage } {
  if (typeof body !== "object" || body === null) return { error: "The request body must be JSON" };
  const record = body as Record<string, unknown>;
  for (const [field, error] of requiredFields) {
    if (typeof record[field] !== "string" || record[field] === "") return { error };
  }
  const params = record.template_params;
  if (typeof params !== "object" || params === null) return { error: "The template params are required" };
  const paramRecord = params as Record<string, unknown>;
  const template_params = {} as StoredMessage["template_params"];
  for (const field of templateFields) {
    const value = paramRecord[field] ?? "";
    if (typeof value !== "string") return { error: `The template param ${field} must be a string` };
    template_params[field] = value;
  }
  return {
    message: {
      receivedAt: new Date().toISOString(),
      service_id: record.service_id as string,
      template_id: record.template_id as string,
      template_params,
    },
  };
}

/** Appends whole lines one at a time, so concurrent messages never interleave in the file. */
export function createLineWriter(file: string) {
  let queue: Promise<void> = Promise.resolve();
  let ready: Promise<unknown> | undefined;
  return (line: string): Promise<void> => {
    ready ??= mkdir(path.dirname(file), { recursive: true });
    const write = queue.then(async () => {
      await ready;
      await appendFile(file, `${line}\n`, { encoding: "utf8", flag: "a" });
    });
    queue = write.catch(() => undefined);
    return write;
  };
}

export function registerEmailSink(app: FastifyInstance, dataDir: string) {
  const writeLine = createLineWriter(path.join(dataDir, "messages.jsonl"));
  app.post("/api/v1.0/email/send", async (request, reply) => {
    const parsed = parseSendRequest(request.body);
    if ("error" in parsed) return reply.code(400).type("text/plain; charset=utf-8").send(parsed.error);
    try {
      await writeLine(JSON.stringify(parsed.message));
    } catch (error) {
      request.log.error(error, "could not store a contact message");
      return reply.code(500).type("text/plain; charset=utf-8").send("The message could not be stored");
    }
    return reply.code(200).type("text/plain; charset=utf-8").send("OK");
  });
}
