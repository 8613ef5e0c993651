import { siteUrlSetting } from "../app/config/site-config";
import type { FastifyInstance } from "fastify";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acceptedServiceValues, messageFieldLimits } from "../app/lib/message-limits";
import { fakeBuild } from "../tests/fake-build";
import { startSmtpCapture } from "../tests/smtp-capture";
import { createServer, type ServerOptions } from "./app";
import { parseSendRequest, sendPath } from "./email-sink";
import { createMessageStore } from "./message-store";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const params = {
  name: "Dana Example",
  email: "dana@example.com",
  phone: "(312) 555-0188",
  service: "IFTA Filing",
  message: "Hi",
};
const valid = { lib_version: "4.4.1", user_id: "pk", service_id: "svc", template_id: "tpl", template_params: params };

async function site(options: Partial<ServerOptions> = {}) {
  const build = await fakeBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "sink-"));
  cleanups.push(
    () => rm(build, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  const app = await createServer({
    root: path.join(build, "client"),
    dataDir,
    siteUrl: siteUrlSetting({}),
    ...options,
  });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, dataDir, store: createMessageStore(dataDir) };
}

function post(app: FastifyInstance, body: unknown) {
  return app.inject({ method: "POST", url: sendPath, payload: body as object });
}

async function files(dataDir: string) {
  try {
    return await readdir(path.join(dataDir, "messages"));
  } catch {
    return [];
  }
}

describe("parseSendRequest", () => {
  it("accepts the email service's body, with each of the spec's service values", () => {
    for (const service of acceptedServiceValues) {
      const parsed = parseSendRequest({ ...valid, template_params: { ...params, service } });
      expect("message" in parsed && parsed.message.template_params).toEqual({ ...params, service });
    }
    expect(acceptedServiceValues).toEqual([
      "",
      "IRP Registration",
      "IFTA Filing",
      "DOT Registration",
      "Company Formation",
      "Tax Filing",
      "Training",
      "Other",
    ]);
  });

  it("answers missing request fields with the service's texts", () => {
    expect(parseSendRequest({ ...valid, user_id: "" })).toEqual({ error: "The public key is required" });
    expect(parseSendRequest({ ...valid, service_id: undefined })).toEqual({ error: "The service ID is required" });
    expect(parseSendRequest({ ...valid, template_id: 3 })).toEqual({ error: "The template ID is required" });
    expect(parseSendRequest({ ...valid, template_params: null })).toEqual({
      error: "The template params are required",
    });
    expect(parseSendRequest("text")).toEqual({ error: "The request body must be JSON" });
  });

  it("gives each message a stable, time-sortable id", () => {
    const parsed = parseSendRequest(valid, "2026-11-23T10:00:00.000Z");
    expect("message" in parsed && parsed.message.id).toMatch(/^20261123T100000000Z-[0-9a-f-]{36}$/);
  });
});

const tooLong = (field: keyof typeof messageFieldLimits) => "a".repeat(messageFieldLimits[field] + 1);

const refusals: [string, Record<string, unknown>, string][] = [
  ["no name", { name: " " }, "The name is required"],
  ["no email", { email: "" }, "The email address is required"],
  ["no message", { message: "" }, "The message is required"],
  // Invisible to the office, though not empty (review of 2026-11-28, I5).
  ["a name of zero-width spaces", { name: "\u200b\u200b" }, "The name has no visible characters"],
  ["a name of a direction mark and a Hangul filler", { name: "\u200e\u3164" }, "The name has no visible characters"],
  ["a message of a blank braille pattern", { message: "\u2800 \u2800" }, "The message has no visible characters"],
  ["a long name", { name: tooLong("name") }, "The name is longer than 200 characters"],
  ["a long email", { email: `${tooLong("email")}@example.com` }, "The email address is longer than 254 characters"],
  ["a long phone", { phone: tooLong("phone") }, "The phone number is longer than 40 characters"],
  ["a long message", { message: tooLong("message") }, "The message is longer than 5000 characters"],
  ["an email without @", { email: "dana.example.com" }, "The email address is not valid"],
  ["an email without a domain", { email: "dana@localhost" }, "The email address is not valid"],
  ["an email with spaces", { email: "dana @example.com" }, "The email address is not valid"],
  ["an email holding an encoded-word", { email: "=?utf-8?q?x=0D=0A?=@example.com" }, "The email address is not valid"],
  ["a service not offered", { service: "Free trucks" }, "The service is not one of the form's choices"],
  ["a field of the wrong type", { phone: 5 }, "The template param phone must be a string"],
];

describe("the message endpoint", () => {
  it("stores an accepted message on disk before answering 200 OK", async () => {
    const { app, store } = await site();
    const response = await post(app, valid);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    const entries = await store.list();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.message.template_params).toEqual(params);
    expect(entries[0]!.delivery.state).toBe("pending");
  });

  it.each(refusals)("refuses %s with a one-line 400 and stores nothing", async (_what, change, reason) => {
    const { app, dataDir } = await site();
    const response = await post(app, { ...valid, template_params: { ...params, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(reason);
    expect(response.body).not.toContain("\n");
    expect(await files(dataDir)).toEqual([]);
  });

  it("refuses a body over 32 KB and one that is not JSON, storing nothing", async () => {
    const { app, dataDir } = await site();
    const big = await post(app, { ...valid, padding: "x".repeat(32 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.body).toBe("The request body is larger than 32 KB");
    const broken = await app.inject({
      method: "POST",
      url: sendPath,
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toBe("The request body must be JSON");
    expect(await files(dataDir)).toEqual([]);
  });

  it("accepts 5 messages a minute from one address by default, then answers 429 and stores nothing more", async () => {
    const { app, store } = await site();
    // Refusals do not use up the allowance.
    expect((await post(app, { ...valid, template_params: { ...params, email: "x" } })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await post(app, valid)).statusCode).toBe(200);
    const limited = await post(app, valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe("Too Many Requests");
    expect(await store.list()).toHaveLength(5);
    // Another address has its own allowance.
    const other = await app.inject({ method: "POST", url: sendPath, payload: valid, remoteAddress: "192.0.2.7" });
    expect(other.statusCode).toBe(200);
  });

  it("behind a trusted proxy, counts each visitor's forwarded address, not the proxy's", async () => {
    const { app } = await site({ trustProxy: ["127.0.0.1"], messageRateLimit: 1 });
    const from = (address: string) =>
      app.inject({ method: "POST", url: sendPath, payload: valid, headers: { "x-forwarded-for": address } });
    expect((await from("198.51.100.1")).statusCode).toBe(200);
    expect((await from("198.51.100.2")).statusCode).toBe(200);
    expect((await from("198.51.100.1")).statusCode).toBe(429);
  });

  it("keeps 20 concurrent messages intact and forwards each exactly once", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(smtp.stop);
    const { app, store } = await site({
      mail: { url: smtp.url, to: ["office@example.com"], from: "no-reply@example.com" },
      messageRateLimit: 20,
    });
    const texts = Array.from({ length: 20 }, (_, i) => `message ${i} ${"long line ".repeat(400)}`);
    const responses = await Promise.all(
      texts.map((message) => post(app, { ...valid, template_params: { ...params, message } })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const entries = await store.list();
    expect(entries.map((e) => e.message.template_params.message).sort()).toEqual([...texts].sort());
    await expect
      .poll(async () => (await store.list()).filter((e) => e.delivery.state === "delivered").length, {
        timeout: 15_000,
      })
      .toBe(20);
    expect(smtp.mails).toHaveLength(20);
    expect(new Set(smtp.mails.map((m) => m.headers["message-id"])).size).toBe(20);
    expect(smtp.mails.map((m) => m.text.split("Message:\n")[1]!.split("\n\n--")[0]).sort()).toEqual([...texts].sort());
  });
});
