import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensureFreshBuild } from "./build-stamp.ts";
import { benchRow, benchTable, floorPath, limits, serveWithFloor } from "./measure/bench.ts";
import { builtPages, urlPathOf } from "./measure/built-pages.ts";
import { brotliBytes, pastFirstWindow } from "./measure/first-window.ts";
import { runBesideFloor } from "./measure/lighthouse.ts";

/*
 * `npm run bench` (issue 45): Lighthouse, mobile preset, on the gate pages, each run right after a
 * run of the floor page (scripts/measure/bench.ts); each figure the median of BENCH_RUNS (5).
 * Besides the gate pages it measures every page whose HTML is past the first round trip: item 5
 * holds every page to 1.15× the floor, and those are the pages a template's gate page does not
 * speak for. Prints the table, writes reports/bench.md and reports/bench.json, and exits 1 when a
 * page misses a limit of item 5. BUILD_DIR (build) is built first when older than the sources, or REBUILD=1;
 * BENCH_PORT (any free one); page paths as arguments measure only those.
 * Lighthouse's simulation scales with the CPU time it observes: run it on an otherwise idle machine.
 */

/*
 * Each language's home page, contact form, checkup, longest service page and Form 2290, and in English a
 * few more page kinds (a short service page, the deadlines, the articles); in Russian, the reference
 * page that holds two tools (the Form 2290 due date and penalty estimate).
 */
const gatePages = [
  "/",
  "/contact",
  "/checkup",
  "/irp-new-registration",
  "/ucr-registration",
  "/form-2290",
  "/filing-deadlines",
  "/trucking-insights",
  "/ru",
  "/ru/contact",
  "/ru/checkup",
  "/ru/irp-new-registration",
  "/ru/form-2290",
  "/ru/form-2290/due-date-and-late-filing",
  "/bg",
  "/bg/contact",
  "/bg/checkup",
  "/bg/irp-new-registration",
  "/bg/form-2290",
];

const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const chosen = process.argv.slice(2);

await ensureFreshBuild(buildDir, { always: process.env.REBUILD === "1" });
const root = path.join(buildDir, "client");
const files = new Map((await builtPages(root)).map((file) => [urlPathOf(file), file]));
const fits = new Map<string, boolean>();
for (const [page, file] of files) fits.set(page, !pastFirstWindow(await brotliBytes(root, file)));
for (const page of chosen) if (!files.has(page)) throw new Error(`${page} is not a page of ${root}`);
const pastWindow = [...files.keys()].filter((page) => !fits.get(page) && !gatePages.includes(page));
const paths = chosen.length > 0 ? chosen : [...gatePages, ...pastWindow];

const app = await serveWithFloor(buildDir);
const origin = await app.listen({ host: "127.0.0.1", port: Number(process.env.BENCH_PORT ?? 0) });
const total = runs * paths.length * 2;
let done = 0;
console.log(`Lighthouse on ${paths.length} pages beside the floor, ${runs} runs each (${total} runs) on ${origin}...`);
const figures = await runBesideFloor(
  `${origin}${floorPath}`,
  paths.map((page) => `${origin}${page}`),
  runs,
  () => {
    done += 1;
    if (done % paths.length === 0) console.log(`  ${done} of ${total} runs`);
  },
).finally(() => app.close());

const floorFigures = figures.get(`${origin}${floorPath}`)!;
const floor = benchRow(floorPath, floorFigures, floorFigures.lcp, true, true);
const rows = paths.map((page) => benchRow(page, figures.get(`${origin}${page}`)!, floor.lcpMs, fits.get(page)!));
const missed = rows.filter((row) => row.misses.length > 0);
const table = benchTable(floor, rows);
const generated = new Date().toISOString();

const markdown = `# Bench

Generated ${generated} by \`npm run bench\`: Lighthouse 13, mobile preset, simulated throttling, on
the build in \`${buildDir}\` served by the production server, each run of a page right after a run
of a floor page (a heading and a paragraph, no CSS or JS, the same headers), in one renderer
process kept for the site (scripts/measure/lighthouse.ts says why); medians of ${runs} runs,
the floor's of all ${floor.runs}. Limits (issue 45): LCP at most ${limits.lcpRatioInWindow}× the floor's on a page whose
brotli HTML fits the first round trip, ${limits.lcpRatio}× on any page; TBT at most ${limits.tbtMs} ms.
${chosen.length > 0 ? "The pages named on the command line." : `The ${gatePages.length} gate pages, then the ${pastWindow.length} other pages whose HTML is past the first round trip.`}

${table}

${missed.length === 0 ? "Every page meets the limits." : `${missed.length} of ${rows.length} pages miss a limit.`}
`;
await mkdir("reports", { recursive: true });
await writeFile("reports/bench.md", markdown);
await writeFile(
  "reports/bench.json",
  `${JSON.stringify({ generated, buildDir, runs, limits, floor, pages: rows }, null, 2)}\n`,
);

console.log(`\n${table}\n`);
console.log("Wrote reports/bench.md and reports/bench.json");
if (missed.length > 0) {
  console.log(`\n${missed.length} of ${rows.length} pages miss a limit:`);
  for (const row of missed) console.log(`  ${row.path}: ${row.misses.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("Every page meets the limits.");
}
