import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer as createNetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { fakeBuild } from "../tests/fake-build";
import { sendBody, startSite as startSiteProcess } from "../tests/site-process";
import { freePort, startSmtpCapture } from "../tests/smtp-capture";
import { sendPath } from "./email-sink";
import { createMessageStore } from "./message-store";

/*
 * The real server as `npm start` runs it, killed with SIGKILL while a message is stored but
 * not yet accepted by the mail server, then started again.
 */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const root = path.resolve(import.meta.dirname, "..");

async function startSite(env: Record<string, string>) {
  const site = await startSiteProcess(env);
  cleanups.push(() => site.killHard());
  return site;
}

it("a message stored just before the server was killed is delivered once after the restart", async () => {
  const build = await fakeBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "restart-"));
  cleanups.push(
    () => rm(build, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  const port = await freePort();
  const site = {
    BUILD_DIR: build,
    DATA_DIR: dataDir,
    PORT: String(port),
    MAIL_TO: "office@example.com",
    MAIL_FROM: "no-reply@example.com",
    EMAIL_SINK: "",
  };
  const store = createMessageStore(dataDir);

  // A mail server that takes the connection and never answers: delivery is under way, not done.
  const sockets: Socket[] = [];
  const silent = createNetServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => silent.close(resolve));
  });
  const silentUrl = `smtp://127.0.0.1:${(silent.address() as { port: number }).port}`;

  const first = await startSite({ ...site, SMTP_URL: silentUrl });
  const post = (message: string) =>
    fetch(`http://127.0.0.1:${port}${sendPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...sendBody, template_params: { ...sendBody.template_params, message } }),
    });
  const answer = await post("Cab card for a new truck.");
  expect(answer.status).toBe(200);
  await expect.poll(() => sockets.length).toBe(1);
  await first.killHard();

  const [stored] = await store.list();
  expect(stored?.message.template_params.message).toBe("Cab card for a new truck.");
  expect(stored?.delivery.state).toBe("pending");

  const smtp = await startSmtpCapture();
  cleanups.push(smtp.stop);
  const second = await startSite({ ...site, SMTP_URL: smtp.url });
  await expect
    .poll(async () => (await store.read(stored!.message.id))?.delivery.state, { timeout: 20_000 })
    .toBe("delivered");
  expect(smtp.mails.map((m) => m.headers["message-id"])).toEqual([`<${stored!.message.id}@example.com>`]);
  await second.killHard();

  // A third start sends the next message and nothing already delivered.
  await startSite({ ...site, SMTP_URL: smtp.url });
  expect((await post("One more question.")).status).toBe(200);
  await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(2);
  expect(smtp.mails[1]!.text).toContain("One more question.");
  expect(smtp.mails[0]!.headers["message-id"]).not.toBe(smtp.mails[1]!.headers["message-id"]);
}, 60_000);

it("killed three times while mailing twelve messages, the server loses none and mails at most one twice a kill", async () => {
  const build = await fakeBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "kills-"));
  cleanups.push(
    () => rm(build, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  // The mail server answers 50 ms after each mail arrives: the window a kill falls into.
  const smtp = await startSmtpCapture(0, { acceptDelayMs: 50 });
  cleanups.push(smtp.stop);
  const port = await freePort();
  const site = {
    BUILD_DIR: build,
    DATA_DIR: dataDir,
    PORT: String(port),
    SMTP_URL: smtp.url,
    MAIL_TO: "office@example.com",
    MAIL_FROM: "no-reply@example.com",
    EMAIL_SINK: "",
    MESSAGE_RATE_LIMIT: "100",
  };
  let server = await startSite(site);
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}${sendPath}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...sendBody, template_params: { ...sendBody.template_params, message: `Truck ${i}` } }),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  const kills = 3;
  for (let kill = 1; kill <= kills; kill++) {
    // Killed while mails are going out, each time a little further along.
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(kill * 2);
    await server.killHard();
    server = await startSite(site);
  }
  const store = createMessageStore(dataDir);
  await expect
    .poll(async () => (await store.list()).every((entry) => entry.delivery.state === "delivered"), { timeout: 20_000 })
    .toBe(true);
  const stored = await store.list();
  expect(stored).toHaveLength(12);
  const copies = new Map<string, number>();
  for (const mail of smtp.mails)
    copies.set(mail.headers["message-id"]!, (copies.get(mail.headers["message-id"]!) ?? 0) + 1);
  // Every acknowledged message arrived, under its own Message-ID...
  for (const { message } of stored)
    expect(copies.get(`<${message.id}@example.com>`), message.id).toBeGreaterThanOrEqual(1);
  // ...and a kill re-sent at most the one mail that was between the mail server and the disk.
  expect(smtp.mails.length - stored.length).toBeLessThanOrEqual(kills);
}, 60_000);

it("a malformed mail setting stops the server at start-up with a message naming it", { timeout: 30_000 }, () => {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, SMTP_URL: "mail.example.com", MAIL_TO: "office@example.com", PORT: "0" },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toBe(
    'The server settings are not valid:\n  - SMTP_URL: must look like "smtp://user:pass@mail.example.com:587" or "smtps://..."\n',
  );
});
