import type { FastifyInstance } from "fastify";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { siteUrlSetting } from "../../app/config/site-config.ts";
import { createServer } from "../../server/app.ts";
import type { PagePolicies } from "../../server/security-headers.ts";
import type { SpeedFigures } from "./lighthouse.ts";

/*
 * What `npm run bench` measures against: a page with nothing to wait for (a heading and a
 * paragraph, no stylesheet, no script), served beside the site by the same server with the same
 * headers. Lighthouse's simulation scales with the CPU time it observes, so a page's LCP in
 * milliseconds says as much about the machine as about the page; its ratio to the floor's does not.
 */

export const floorPath = "/bench-floor";
const floorFile = "bench-floor/index.html";

export const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
</head>
<body>
<h1>Floor</h1>
<p>The least a page can be: a heading and a paragraph in the browser's own font, with nothing to fetch, run or lay out after it arrives.</p>
</body>
</html>
`;

/**
 * The production server over a copy of `<buildDir>/client` with the floor page added, so the floor
 * goes through the server's own code path and neither the build nor the server ever holds it. The
 * floor takes the home page's policy: its headers then weigh what a page's weigh, and the first
 * round trip holds the same bytes of it. The copy goes when the server closes.
 */
export async function serveWithFloor(buildDir: string): Promise<FastifyInstance> {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-"));
  const root = path.join(dir, "client");
  await cp(path.join(buildDir, "client"), root, { recursive: true });
  const file = path.join(root, floorFile);
  await mkdir(path.dirname(file), { recursive: true });
  const data = Buffer.from(floorHtml);
  await writeFile(file, data);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const policies = JSON.parse(await readFile(path.join(buildDir, "page-policies.json"), "utf8")) as PagePolicies;
  await writeFile(
    path.join(dir, "page-policies.json"),
    JSON.stringify({ ...policies, [floorFile]: policies["index.html"] }),
  );
  const app = await createServer({ root, dataDir: null, siteUrl: siteUrlSetting(process.env) });
  app.addHook("onClose", () => rm(dir, { recursive: true, force: true }));
  return app;
}

/** Issue 45, item 5. */
export const limits = {
  /** LCP over the floor's, for a page whose HTML fits the first round trip... */
  lcpRatioInWindow: 1.05,
  /** ...and for any page. */
  lcpRatio: 1.15,
  tbtMs: 150,
};

export interface BenchRow {
  path: string;
  lcpMs: number;
  /** LCP over the floor's, to two decimals. */
  ratio: number;
  tbtMs: number;
  performance: number;
  /** Whether the page's brotli HTML fits the first round trip; the floor's always does. */
  fitsFirstRoundTrip: boolean;
  runs: number;
  /** The limits the page misses; empty when it meets them all. The floor is judged on TBT alone. */
  misses: string[];
}

export function benchRow(
  path: string,
  figures: SpeedFigures,
  floorLcpMs: number,
  fitsFirstRoundTrip: boolean,
  isFloor = false,
): BenchRow {
  const misses: string[] = [];
  const ratio = fitsFirstRoundTrip ? limits.lcpRatioInWindow : limits.lcpRatio;
  // In whole milliseconds, as LCP is: a ratio printed as 1.05 can be over 1.05. The epsilon keeps
  // 800 × 1.05 at 840, not 840.0000000000001.
  const lcpLimit = Math.floor(floorLcpMs * ratio + 1e-9);
  if (!isFloor && figures.lcp > lcpLimit) {
    misses.push(
      `LCP ${figures.lcp} ms, over ${ratio}× the floor's ${floorLcpMs} ms (${lcpLimit} ms)${fitsFirstRoundTrip ? "" : ", past the first round trip"}`,
    );
  }
  if (figures.tbt > limits.tbtMs) {
    // The floor runs no script: blocking time on it is the browser's own work and the machine's
    // noise, and a page cannot be held to a limit its floor misses. Said in the floor's row.
    misses.push(
      isFloor
        ? `the floor itself has ${figures.tbt} ms of TBT, over ${limits.tbtMs} ms: on this machine the TBT limit is within the noise`
        : `TBT ${figures.tbt} ms, over ${limits.tbtMs} ms`,
    );
  }
  return {
    path,
    lcpMs: figures.lcp,
    ratio: Math.round((figures.lcp / floorLcpMs) * 100) / 100,
    tbtMs: figures.tbt,
    performance: figures.performance,
    fitsFirstRoundTrip,
    runs: figures.runs,
    misses,
  };
}

/** The rows as a Markdown table, the floor's first. */
export function benchTable(floor: BenchRow, pages: readonly BenchRow[]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    line(["Page", "LCP ms", "× floor", "TBT ms", "Performance", "HTML in first round trip", "Verdict"]),
    line(Array(7).fill("---")),
    line([
      `floor (${floor.path})`,
      floor.lcpMs,
      floor.ratio.toFixed(2),
      floor.tbtMs,
      floor.performance,
      floor.fitsFirstRoundTrip ? "yes" : "no",
      floor.misses.length ? floor.misses.join("; ") : "—",
    ]),
    ...pages.map((r) =>
      line([
        r.path,
        r.lcpMs,
        r.ratio.toFixed(2),
        r.tbtMs,
        r.performance,
        r.fitsFirstRoundTrip ? "yes" : "no",
        r.misses.length ? r.misses.join("; ") : "ok",
      ]),
    ),
  ].join("\n");
}
