import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startSmtpCapture, type SmtpCapture } from "../tests/smtp-capture";
import { createDeliverer, defaultRetrySchedule, retryDelay, type Deliverer } from "./delivery";
import { createSmtpSender } from "./mail";
import { createMessageStore, newMessageId, type StoredMessage } from "./message-store";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempStore() {
  const dir = await mkdtemp(path.join(tmpdir(), "delivery-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return createMessageStore(dir);
}

async function smtp(port?: number): Promise<SmtpCapture> {
  const server = await startSmtpCapture(port);
  cleanups.push(server.stop);
  return server;
}

function track(deliverer: Deliverer) {
  cleanups.push(() => deliverer.close());
  return deliverer;
}

const mailTo = { to: ["office@example.com"], from: "no-reply@example.com" };

function sample(receivedAt = new Date().toISOString()): StoredMessage {
  return {
    id: newMessageId(receivedAt),
    receivedAt,
    service_id: "local_service",
    template_id: "contact_form",
    template_params: {
      name: "Dana Example",
      email: "dana@example.com",
      phone: "(312) 555-0188",
      service: "IFTA Filing",
      message: "I need my Q3 IFTA return filed for two trucks.\nBoth are based in Joliet.",
    },
  };
}

describe("the retry schedule", () => {
  it("retries first within 30 s, then at most every 10 minutes, for at least 3 days", () => {
    const s = defaultRetrySchedule;
    expect(retryDelay(s, 1)).toBeLessThanOrEqual(30_000);
    expect(retryDelay(s, 2)).toBeGreaterThan(retryDelay(s, 1));
    for (let n = 1; n < 2_000; n++) expect(retryDelay(s, n)).toBeLessThanOrEqual(10 * 60_000);
    expect(s.giveUpAfterMs).toBeGreaterThanOrEqual(3 * 24 * 60 * 60_000);
  });
});

describe("delivery by SMTP", () => {
  it("sends one plain-text mail with the office's headers and every field", async () => {
    const server = await smtp();
    const store = await tempStore();
    const message = sample("2026-11-23T16:05:00.000Z");
    await store.add(message);
    const deliverer = track(createDeliverer({ store, send: createSmtpSender({ url: server.url, ...mailTo }) }));
    deliverer.deliver(message.id);
    await expect.poll(async () => (await store.read(message.id))?.delivery.state).toBe("delivered");

    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    expect(mail!.from).toBe("no-reply@example.com");
    expect(mail!.to).toEqual(["office@example.com"]);
    expect(mail!.headers.subject).toBe("Website message: IFTA Filing, from Dana Example");
    expect(mail!.headers["reply-to"]).toBe("Dana Example <dana@example.com>");
    expect(mail!.headers["message-id"]).toBe(`<${message.id}@example.com>`);
    expect(mail!.headers["content-type"]).toMatch(/^text\/plain/);
    expect(mail!.raw).not.toMatch(/text\/html/);
    for (const line of [
      "Name:     Dana Example",
      "Email:    dana@example.com",
      "Phone:    (312) 555-0188",
      "Service:  IFTA Filing",
      "Received: 2026-11-23 10:05 CST",
      "I need my Q3 IFTA return filed for two trucks.\nBoth are based in Joliet.",
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect((await store.read(message.id))?.delivery).toMatchObject({ state: "delivered", attempts: 1 });
  });

  it("keeps visitor text out of the headers' structure", async () => {
    const server = await smtp();
    const store = await tempStore();
    const message = sample();
    message.template_params.name = "Eve\r\nBcc: victim@example.com";
    await store.add(message);
    const deliverer = track(createDeliverer({ store, send: createSmtpSender({ url: server.url, ...mailTo }) }));
    deliverer.deliver(message.id);
    await expect.poll(() => server.mails.length).toBe(1);
    expect(server.mails[0]!.to).toEqual(["office@example.com"]);
    expect(server.mails[0]!.headers).not.toHaveProperty("bcc");
    expect(server.mails[0]!.text).not.toMatch(/^Bcc:/m);
  });

  it("sends an encoded-word typed as a name as text, never as one a mail client would decode", async () => {
    const server = await smtp();
    const store = await tempStore();
    const message = sample();
    message.template_params.name = "=?utf-8?q?Evil=0D=0ABcc=3A_encq=40attacker.example?=";
    await store.add(message);
    const deliverer = track(createDeliverer({ store, send: createSmtpSender({ url: server.url, ...mailTo }) }));
    deliverer.deliver(message.id);
    await expect.poll(() => server.mails.length).toBe(1);
    const headers = server.mails[0]!.raw.split("\r\n\r\n")[0]!;
    expect(headers).not.toMatch(/=\?[^?\s]+\?[QqBb]\?/);
    expect(server.mails[0]!.headers.subject).toContain("from = ?utf-8?q?Evil");
  });

  it("with the SMTP server down at first, the first retry delivers once it is up", async () => {
    const port = await freePort();
    const store = await tempStore();
    const message = sample();
    await store.add(message);
    const schedule = { ...defaultRetrySchedule, firstRetryMs: 1_000 };
    const send = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, ...mailTo });
    const deliverer = track(createDeliverer({ store, send, schedule }));
    deliverer.deliver(message.id);
    await expect.poll(async () => (await store.read(message.id))?.delivery.attempts).toBe(1);
    const failed = (await store.read(message.id))!.delivery;
    expect(failed.state).toBe("pending");
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(failed.nextAttemptAt!) - Date.parse(failed.lastAttemptAt!)).toBe(1_000);

    const server = await smtp(port);
    await expect
      .poll(async () => (await store.read(message.id))?.delivery.state, { timeout: 10_000 })
      .toBe("delivered");
    expect((await store.read(message.id))!.delivery.attempts).toBe(2);
    expect(server.mails).toHaveLength(1);
  });

  it("tries again when the disk refused to record a failed try, and records the delivery once it has room", async () => {
    const port = await freePort();
    const store = await tempStore();
    const message = sample();
    await store.add(message);
    // The disk is full when the failed try is recorded (review of 2026-11-28, M2).
    let full = true;
    const refusing = {
      ...store,
      setDelivery: async (...args: Parameters<typeof store.setDelivery>) => {
        if (full) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
        return store.setDelivery(...args);
      },
    };
    const logged: string[] = [];
    const schedule = { ...defaultRetrySchedule, firstRetryMs: 1_000 };
    const send = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, ...mailTo });
    const deliverer = track(
      createDeliverer({ store: refusing, send, schedule, log: (_error, text) => void logged.push(text) }),
    );
    deliverer.deliver(message.id);
    await expect.poll(() => logged.some((line) => line.startsWith("could not record the delivery"))).toBe(true);
    expect((await store.read(message.id))!.delivery).toMatchObject({ state: "pending", attempts: 0 });
    full = false;
    const server = await smtp(port);
    await expect
      .poll(async () => (await store.read(message.id))?.delivery.state, { timeout: 10_000 })
      .toBe("delivered");
    expect(server.mails).toHaveLength(1);
  });

  it("marks a message failed after the retry window and keeps it on disk", async () => {
    const port = await freePort();
    const store = await tempStore();
    const message = sample(new Date(Date.now() - 4 * 24 * 60 * 60_000).toISOString());
    await store.add(message);
    const deliverer = track(
      createDeliverer({ store, send: createSmtpSender({ url: `smtp://127.0.0.1:${port}`, ...mailTo }) }),
    );
    deliverer.deliver(message.id);
    await expect.poll(async () => (await store.read(message.id))?.delivery.state).toBe("failed");
    expect((await store.read(message.id))!.message).toEqual(message);
  });

  it("at start, forwards what was stored while no server ran, and only what is pending", async () => {
    const server = await smtp();
    const store = await tempStore();
    const waiting = sample();
    const done = sample();
    await store.add(waiting);
    await store.add(done);
    await store.setDelivery(done.id, { state: "delivered", attempts: 1 });
    const deliverer = track(createDeliverer({ store, send: createSmtpSender({ url: server.url, ...mailTo }) }));
    await deliverer.start();
    deliverer.deliver(waiting.id);
    await expect.poll(async () => (await store.read(waiting.id))?.delivery.state).toBe("delivered");
    expect(server.mails.map((m) => m.headers["message-id"])).toEqual([`<${waiting.id}@example.com>`]);
  });
});
