import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { fakeBuild } from "../tests/fake-build";
import { sendBody, startSite, type SiteProcess } from "../tests/site-process";
import { freePort } from "../tests/smtp-capture";
import { mountSmallDisk, type SmallDisk } from "../tests/tmpfs";
import { sendPath, storeRetryAfterSeconds } from "./email-sink";
import { probeReuseMs } from "./health";

/*
 * The server as `npm start` runs it, with its message store on a small disk of the test's own
 * that fills up or turns read-only, as an office's server can. LOG is unset, as in production.
 */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function siteOnSmallDisk(): Promise<{ disk: SmallDisk; site: SiteProcess; url: string }> {
  const build = await fakeBuild();
  cleanups.push(() => rm(build, { recursive: true, force: true }));
  const disk = await mountSmallDisk();
  cleanups.push(() => disk.unmount());
  const port = await freePort();
  const site = await startSite({
    BUILD_DIR: build,
    DATA_DIR: disk.dir,
    PORT: String(port),
    EMAIL_SINK: "",
    LOG: "",
    // One message a minute: a refused one that counted would leave the visitor a 429 once the disk has room.
    MESSAGE_RATE_LIMIT: "1",
    SMTP_URL: "",
    MAIL_TO: "",
  });
  cleanups.push(() => site.killHard());
  return { disk, site, url: `http://127.0.0.1:${port}` };
}

const post = (url: string) =>
  fetch(`${url}${sendPath}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(sendBody),
  });

/** Every file in the store, temporary ones included. */
async function storeFiles(disk: SmallDisk): Promise<string[]> {
  try {
    return await readdir(path.join(disk.dir, "messages"));
  } catch {
    return [];
  }
}

const storedMessages = async (disk: SmallDisk) =>
  (await storeFiles(disk)).filter((name) => !name.startsWith(".") && !name.endsWith(".delivery.json"));

async function expectRefused(url: string, site: SiteProcess, disk: SmallDisk, code: string) {
  const before = await storedMessages(disk);
  const answer = await post(url);
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe(String(storeRetryAfterSeconds));
  const text = await answer.text();
  expect(text).toBe("The message could not be stored right now; try again later");
  // One line on the server's output naming the cause, though LOG is unset.
  await expect.poll(() => site.output()).toMatch(new RegExp(`could not store a contact message: ${code}\\b`));
  expect(site.output().match(/could not store a contact message/g)?.length).toBe(1);
  expect((await storeFiles(disk)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  expect(await storedMessages(disk)).toEqual(before);

  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(503);
  expect(health.headers.get("retry-after")).toBe(String(storeRetryAfterSeconds));
  expect(await health.text()).toBe(`Service Unavailable: the message store cannot be written (${code})\n`);
  expect((await storeFiles(disk)).filter((name) => name.startsWith("."))).toEqual([]);
}

/** Room again: the 503 did not use up the sender's one message a minute. */
async function expectRecovered(url: string, disk: SmallDisk) {
  // /healthz reuses a probe's result for a moment, so a monitor sees the room return within seconds.
  await expect.poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 10_000 }).toBe(200);
  expect((await post(url)).status).toBe(200);
  expect(await storedMessages(disk)).toHaveLength(1);
}

it("a full disk: 503 with Retry-After, one log line, no temporary file, /healthz 503; room again: /healthz 200 and the next message is taken", async () => {
  const { disk, site, url } = await siteOnSmallDisk();
  await disk.fill();
  await expectRefused(url, site, disk, "ENOSPC");
  await disk.makeRoom();
  await expectRecovered(url, disk);
}, 30_000);

it("a read-only store: the same answers, then messages again once it is writable", async () => {
  const { disk, site, url } = await siteOnSmallDisk();
  // The folder exists, as on a server that has taken messages before.
  const health = await fetch(`${url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.text()).toBe("OK: site served; message store writable; mail forwarding not set up\n");
  disk.readOnly();
  // Past the moment /healthz reuses its last probe.
  await new Promise((resolve) => setTimeout(resolve, probeReuseMs + 100));
  await expectRefused(url, site, disk, "EROFS");
  disk.writable();
  await expectRecovered(url, disk);
}, 30_000);
