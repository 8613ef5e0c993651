import { siteUrlSetting } from "../app/config/site-config";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBuild } from "../tests/fake-build";
import { freePort, startSmtpCapture } from "../tests/smtp-capture";
import { createServer, type ServerOptions } from "./app";
import { sendPath } from "./email-sink";
import { healthPath } from "./health";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const secret = "s3cret-password";
const messageText = "Private: my cab card number is 12345";
const valid = {
  lib_version: "4.4.1",
  user_id: "pk",
  service_id: "svc",
  template_id: "tpl",
  template_params: {
    name: "Dana Example",
    email: "dana@example.com",
    phone: "",
    service: "IFTA Filing",
    message: messageText,
  },
};

async function site(options: Partial<ServerOptions> = {}, prepare?: (dataDir: string) => Promise<void>) {
  const build = await fakeBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "health-"));
  cleanups.push(
    () => rm(build, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  await prepare?.(dataDir);
  const app = await createServer({
    root: path.join(build, "client"),
    dataDir,
    siteUrl: siteUrlSetting({}),
    ...options,
  });
  cleanups.push(() => app.close());
  await app.ready();
  return { app, dataDir, build };
}

const health = async (app: Awaited<ReturnType<typeof site>>["app"]) => {
  const response = await app.inject({ method: "GET", url: healthPath });
  return { status: response.statusCode, text: response.body, headers: response.headers };
};

describe("GET /healthz", () => {
  it("answers 200 in one line, never cached, and leaves nothing in the store", async () => {
    const { app, dataDir } = await site();
    const answer = await health(app);
    expect(answer).toMatchObject({
      status: 200,
      text: "OK: site served; message store writable; mail forwarding not set up\n",
    });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await readdir(path.join(dataDir, "messages"))).toEqual([]);
    expect((await app.inject({ method: "HEAD", url: healthPath })).statusCode).toBe(200);
  });

  it("with the message store off, checks only that the site is served", async () => {
    const { app } = await site({ dataDir: null });
    expect(await health(app)).toMatchObject({
      status: 200,
      text: "OK: site served; message store off; mail forwarding not set up\n",
    });
  });

  it("answers 503 when the site's files are gone", async () => {
    const { app, build } = await site();
    await rm(path.join(build, "client", "index.html"));
    const answer = await health(app);
    expect(answer.status).toBe(503);
    expect(answer.text).toBe("Service Unavailable: the site's files are missing (ENOENT)\n");
  });

  it("reports a failed mail attempt without failing the check, and names no secret and no message", async () => {
    const closedPort = await freePort();
    const { app } = await site({
      mail: {
        url: `smtp://office:${secret}@127.0.0.1:${closedPort}`,
        to: ["office@example.com"],
        from: "no-reply@example.com",
      },
    });
    expect((await health(app)).text).toBe(
      "OK: site served; message store writable; no mail forwarded since start-up\n",
    );
    expect((await app.inject({ method: "POST", url: sendPath, payload: valid })).statusCode).toBe(200);
    await expect
      .poll(async () => (await health(app)).text, { timeout: 10_000 })
      .toMatch(/last mail attempt failed at \d{4}-\d\d-\d\dT/);
    const answer = await health(app);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(
      /^OK: site served; message store writable; last mail attempt failed at \S+; messages wait on disk and are retried\n$/,
    );
    expect(answer.text).not.toContain(secret);
    expect(answer.text).not.toContain("Dana");
  });

  it("reports the last mail the mail server accepted", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(smtp.stop);
    const { app } = await site({ mail: { url: smtp.url, to: ["office@example.com"], from: "no-reply@example.com" } });
    await app.inject({ method: "POST", url: sendPath, payload: valid });
    await expect
      .poll(async () => (await health(app)).text, { timeout: 10_000 })
      .toMatch(/^OK: site served; message store writable; last mail forwarded at \S+\n$/);
  });
});

describe("start-up", () => {
  it("removes the temporary files a crash left in the store, and keeps every message", async () => {
    const { dataDir } = await site({}, async (dir) => {
      const messages = path.join(dir, "messages");
      await mkdir(messages, { recursive: true });
      await writeFile(path.join(messages, ".20261126T120000000Z-a.json.0b6c.tmp"), '{"half":');
      await writeFile(path.join(messages, ".probe-0b6c"), "probe");
      await writeFile(
        path.join(messages, "20261126T120000000Z-b.json"),
        JSON.stringify({ id: "20261126T120000000Z-b" }),
      );
    });
    expect(await readdir(path.join(dataDir, "messages"))).toEqual(["20261126T120000000Z-b.json"]);
  });
});
