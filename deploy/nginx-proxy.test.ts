import { siteUrlSetting } from "../app/config/site-config";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { createServer } from "../server/app";
import { calendarFeedPath } from "../server/calendar-feed";
import { sendPath } from "../server/email-sink";
import { fakeBuild } from "../tests/fake-build";
import { sendBody } from "../tests/site-process";
import { startNginx } from "../tests/nginx";
import { freePort } from "../tests/smtp-capture";

/*
 * deploy/nginx-proxy.conf as a deployer uses it: Debian's nginx in front of the production server,
 * which trusts it as its proxy (TRUST_PROXY), while a visitor sends forged forwarding headers
 * (review of 2026-11-28, M4).
 */

const recipe = path.resolve(import.meta.dirname, "nginx-proxy.conf");
const siteUrl = siteUrlSetting({});
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The server on a port of its own, and nginx on another, with the recipe pointing at the server. */
async function behindNginx(messageRateLimit: number) {
  const build = await fakeBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "proxy-data-"));
  const dir = await mkdtemp(path.join(tmpdir(), "nginx-proxy-"));
  cleanups.push(() => rm(build, { recursive: true, force: true }));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const app = await createServer({
    root: path.join(build, "client"),
    dataDir,
    siteUrl,
    messageRateLimit,
    trustProxy: ["loopback"],
  });
  const serverPort = Number(new URL(await app.listen({ host: "127.0.0.1", port: 0 })).port);
  cleanups.push(() => app.close());

  const nginxPort = await freePort();
  const locations = (await readFile(recipe, "utf8")).replaceAll("127.0.0.1:3000", `127.0.0.1:${serverPort}`);
  const origin = `http://127.0.0.1:${nginxPort}`;
  cleanups.push(
    await startNginx(
      dir,
      { port: nginxPort, serverName: "www.example.com", recipe: locations },
      async () => (await fetch(`${origin}/nothing-here`)).status === 404,
    ),
  );
  return origin;
}

it("through nginx, a visitor's forged X-Forwarded-For does not buy a new message allowance", async () => {
  const origin = await behindNginx(2);
  const send = (forged: string) =>
    fetch(`${origin}${sendPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forged, forwarded: `for=${forged}` },
      body: JSON.stringify(sendBody),
    });
  const statuses = [];
  for (let i = 1; i <= 4; i++) statuses.push((await send(`203.0.113.${i}`)).status);
  expect(statuses).toEqual([200, 200, 429, 429]);
});

it("through nginx, a forged X-Forwarded-Host leaves the feed's links on the site", async () => {
  const origin = await behindNginx(5);
  const answers =
    "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no&trucks=1&dot=1234513";
  const feed = await fetch(`${origin}${calendarFeedPath}?${answers}&lang=en`, {
    headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
  });
  expect(feed.status).toBe(200);
  const text = await feed.text();
  expect(text).not.toContain("evil.example");
  expect(text).toContain(`Details: ${siteUrl}/`);
});

it("through nginx, the filing-deadline calendar reaches the server, filter and all", async () => {
  const origin = await behindNginx(5);
  const feed = await fetch(`${origin}/filing-deadlines.ics?lang=en&states=OR&filings=mileage-tax`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toContain("SUMMARY:Oregon weight-mile");
  expect(text).not.toContain("SUMMARY:IFTA");
});
