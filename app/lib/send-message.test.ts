// @vitest-environment jsdom
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendContactMessage, toSendResult, type EmailServiceSettings } from "./send-message";
import { EmailJSResponseStatus, type StorageProvider } from "@emailjs/browser";

/* The wrapper with the library's real code sending real HTTP to a local server. */

let server: Server;
let origin: string;
let answer: (response: ServerResponse) => void;
const hanging: ServerResponse[] = [];
const received: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (c) => (raw += c));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: JSON.parse(raw) });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const r of hanging) r.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function memoryStorage(): StorageProvider & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: async (k) => data.get(k),
    set: async (k, v) => void data.set(k, v),
    remove: async (k) => void data.delete(k),
  };
}

const message = { name: "Ana", email: "ana@example.com", phone: "", service: "Other", message: "Hello" };

function settings(overrides: Partial<EmailServiceSettings> = {}): EmailServiceSettings {
  return {
    publicKey: "pk",
    serviceId: "svc",
    templateId: "tpl",
    origin,
    blockHeadless: false,
    throttleMs: 0,
    timeoutMs: 2_000,
    ...overrides,
  };
}

beforeEach(() => {
  received.length = 0;
  answer = (response) => response.writeHead(200).end("OK");
});

describe("sendContactMessage", () => {
  it("posts the spec's body to {origin}/api/v1.0/email/send and reports success", async () => {
    const result = await sendContactMessage(message, settings(), memoryStorage());
    expect(result).toEqual({ ok: true, status: 200, text: "OK" });
    expect(received).toEqual([
      {
        path: "/api/v1.0/email/send",
        body: { lib_version: "4.4.1", user_id: "pk", service_id: "svc", template_id: "tpl", template_params: message },
      },
    ]);
  });

  it("maps HTTP failures to their status and text", async () => {
    answer = (response) => response.writeHead(400).end("The template ID is invalid");
    expect(await sendContactMessage(message, settings(), memoryStorage())).toEqual({
      ok: false,
      status: 400,
      text: "The template ID is invalid",
    });
    answer = (response) => response.writeHead(500).end("Internal Server Error");
    expect((await sendContactMessage(message, settings(), memoryStorage())).status).toBe(500);
  });

  it("maps a network failure to status 0 'Network Error'", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await sendContactMessage(message, settings({ origin: `http://127.0.0.1:${port}` }), memoryStorage());
    expect(result).toEqual({ ok: false, status: 0, text: "Network Error" });
  });

  it("gives up on a request that does not answer within the timeout", async () => {
    answer = (response) => void hanging.push(response);
    const started = Date.now();
    const result = await sendContactMessage(message, settings({ timeoutMs: 300 }), memoryStorage());
    expect(result).toEqual({ ok: false, status: 0, text: "Request Timeout" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("maps missing IDs (the library rejects with plain strings) without sending", async () => {
    for (const missing of [{ publicKey: "" }, { serviceId: "" }, { templateId: "" }]) {
      const result = await sendContactMessage(message, settings(missing), memoryStorage());
      expect(result.ok).toBe(false);
      expect(result.status).toBe(0);
      expect(result.text).toMatch(/is required/);
    }
    expect(received).toEqual([]);
  });

  it("throttles a second send with 429 before any request, and frees the throttle after a failure", async () => {
    const storage = memoryStorage();
    expect((await sendContactMessage(message, settings({ throttleMs: 60_000 }), storage)).ok).toBe(true);
    expect(await sendContactMessage(message, settings({ throttleMs: 60_000 }), storage)).toEqual({
      ok: false,
      status: 429,
      text: "Too Many Requests",
    });
    expect(received).toHaveLength(1);

    const fresh = memoryStorage();
    answer = (response) => response.writeHead(500).end("Internal Server Error");
    expect((await sendContactMessage(message, settings({ throttleMs: 60_000 }), fresh)).status).toBe(500);
    expect(fresh.data.size).toBe(0);
  });

  it("refuses a headless browser with 451 when blockHeadless is on", async () => {
    Object.defineProperty(navigator, "webdriver", { value: true, configurable: true });
    try {
      const result = await sendContactMessage(message, settings({ blockHeadless: true }), memoryStorage());
      expect(result).toEqual({ ok: false, status: 451, text: "Unavailable For Headless Browser" });
      expect(received).toEqual([]);
    } finally {
      Object.defineProperty(navigator, "webdriver", { value: false, configurable: true });
    }
  });
});

describe("toSendResult", () => {
  it("keeps the library's statuses, and maps strings and errors to status 0", () => {
    expect(toSendResult(new EmailJSResponseStatus(403, "Forbidden"))).toEqual({
      ok: false,
      status: 403,
      text: "Forbidden",
    });
    expect(toSendResult("The public key is required")).toEqual({
      ok: false,
      status: 0,
      text: "The public key is required",
    });
    expect(toSendResult(new TypeError("Failed to fetch"))).toEqual({ ok: false, status: 0, text: "Network Error" });
  });
});
