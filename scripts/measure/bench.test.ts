import { siteUrlSetting } from "../../app/config/site-config";
import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "../../server/app";
import { fakeBuild } from "../../tests/fake-build";
import { benchRow, benchTable, floorHtml, floorPath, serveWithFloor } from "./bench";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const figures = (lcp: number, tbt = 0) => ({ performance: 99, lcp, tbt, cls: 0, totalBytes: 0, runs: 5 });

describe("benchRow", () => {
  it("gives the ratio to the floor to two decimals", () => {
    expect(benchRow("/a", figures(913), 800, true).ratio).toBe(1.14);
  });

  it("allows 1.05× the floor to a page that fits the first round trip, counted in whole milliseconds", () => {
    expect(benchRow("/a", figures(840), 800, true).misses).toEqual([]);
    expect(benchRow("/a", figures(841), 800, true).misses).toEqual([
      "LCP 841 ms, over 1.05× the floor's 800 ms (840 ms)",
    ]);
    // 777 × 1.05 = 815.85: 816 ms would print as 1.05 and still be over it.
    expect(benchRow("/a", figures(816), 777, true).misses).toHaveLength(1);
  });

  it("allows 1.15× to a page past the first round trip", () => {
    expect(benchRow("/a", figures(920), 800, false).misses).toEqual([]);
    expect(benchRow("/a", figures(921), 800, false).misses).toEqual([
      "LCP 921 ms, over 1.15× the floor's 800 ms (920 ms), past the first round trip",
    ]);
  });

  it("allows 150 ms of TBT to every page, and names each limit a page misses", () => {
    expect(benchRow("/a", figures(800, 150), 800, true).misses).toEqual([]);
    expect(benchRow("/a", figures(900, 151), 800, true).misses).toEqual([
      "LCP 900 ms, over 1.05× the floor's 800 ms (840 ms)",
      "TBT 151 ms, over 150 ms",
    ]);
  });

  it("puts the floor first in the table, judged on TBT alone", () => {
    const floor = benchRow(floorPath, figures(800, 150), 800, true, true);
    expect(floor.misses).toEqual([]);
    expect(
      benchTable(floor, [benchRow("/ru", figures(900), 800, false)])
        .split("\n")
        .slice(2),
    ).toEqual([
      "| floor (/bench-floor) | 800 | 1.00 | 150 | 99 | yes | — |",
      "| /ru | 900 | 1.13 | 0 | 99 | no | ok |",
    ]);
  });

  it("says so when the floor itself is over the TBT limit", () => {
    const floor = benchRow(floorPath, figures(800, 167), 800, true, true);
    expect(floor.misses).toEqual([
      "the floor itself has 167 ms of TBT, over 150 ms: on this machine the TBT limit is within the noise",
    ]);
    expect(benchTable(floor, []).split("\n")[2]).toContain("| yes | the floor itself has 167 ms of TBT");
  });
});

describe("the floor page", () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-abc'";

  /** A fake build whose home page is sent as the server sends a built page: brotli, its own policy. */
  async function build() {
    const dir = await fakeBuild();
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const home = path.join(dir, "client", "index.html");
    await writeFile(`${home}.br`, brotliCompressSync("<!doctype html><title>Home</title>"));
    await writeFile(path.join(dir, "page-policies.json"), JSON.stringify({ "index.html": policy }));
    return dir;
  }
  const get = (app: Awaited<ReturnType<typeof serveWithFloor>>, url: string) =>
    app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
  /** What differs from answer to answer with the body. */
  const headersOf = ({ headers }: { headers: Record<string, unknown> }) => {
    const { date, etag, "content-length": length, ...rest } = headers;
    return rest;
  };

  it("is served with the same headers as a page of the site", async () => {
    const app = await serveWithFloor(await build());
    cleanups.push(() => app.close());
    const [home, floor] = [await get(app, "/"), await get(app, floorPath)];
    expect(floor.statusCode).toBe(200);
    expect(headersOf(floor)).toEqual(headersOf(home));
    expect(floor.headers).toMatchObject({
      "content-encoding": "br",
      "content-security-policy": policy,
      "cross-origin-opener-policy": "same-origin",
    });
    expect(brotliDecompressSync(floor.rawPayload).toString()).toBe(floorHtml);
  });

  it("is a few hundred bytes with no stylesheet or script", () => {
    expect(Buffer.byteLength(floorHtml)).toBeGreaterThan(200);
    expect(Buffer.byteLength(floorHtml)).toBeLessThan(600);
    expect(floorHtml).not.toMatch(/<(style|script|link)\b|style=/);
  });

  it("is in neither the build nor the production server", async () => {
    const dir = await build();
    const bench = await serveWithFloor(dir);
    await bench.close();
    expect(existsSync(path.join(dir, "client", "bench-floor"))).toBe(false);
    const app = await createServer({
      root: path.join(dir, "client"),
      dataDir: null,
      siteUrl: siteUrlSetting({}),
    });
    cleanups.push(() => app.close());
    expect((await app.inject(floorPath)).statusCode).toBe(404);
  });
});
