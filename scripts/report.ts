import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { officeTimeZone, siteUrlSetting } from "../app/config/site-config.ts";
import { todayIn } from "../app/lib/tools/dates.ts";
import { createServer } from "../server/app.ts";
import { axeViolations } from "./measure/axe.ts";
import { builtPages, urlPathOf } from "./measure/built-pages.ts";
import { htmlErrors } from "./measure/html-validation.ts";
import { islandReadiness, type IslandReadiness } from "./measure/island-readiness.ts";
import { runLighthouse, type LighthouseFigures } from "./measure/lighthouse.ts";
import { firstWindowKb, kb, pastFirstWindow, windowFigures, type WindowFigures } from "./measure/first-window.ts";
import { brokenLinks } from "./measure/links.ts";
import { measurePageBytes, type PageBytes } from "./measure/page-bytes.ts";
import { staleFactsSection } from "./measure/stale-facts.ts";
import { answerLimitMs, runsPerLanguage, toolAnswers, toolAnswersSection } from "./measure/tool-answers.ts";

/*
 * `npm run report`: builds the site, serves it with the production server and measures every
 * pre-rendered page. Writes reports/site-report.md and reports/site-report.json and prints the
 * median and the worst page of each figure. Lighthouse and the tool answers on a slow phone take
 * most of its time.
 */

const port = Number(process.env.REPORT_PORT ?? 4300);
const origin = `http://127.0.0.1:${port}`;
const root = "build/client";

interface PageRow {
  path: string;
  /** Absent for the not-found page: Lighthouse measures only pages that answer 200. */
  lighthouse?: LighthouseFigures;
  bytes: Omit<PageBytes, "foreignRequests">;
  /** The page's brotli bytes, and those of its start through the lead (scripts/measure/first-window.ts). */
  window: WindowFigures;
  foreignRequests: number;
  axe390: number;
  axe1280: number;
  consoleProblems: number;
  htmlErrors: number;
  brokenLinks: number;
  /** Each island's readiness after a scroll on a slow phone; empty on a page without one. */
  islands: IslandReadiness[];
}

// First, since it takes no time: `npm run report:facts` stops here.
const factsSection = staleFactsSection(todayIn(officeTimeZone, new Date()));
console.log(`${factsSection.join("\n")}\n`);
if (process.argv.includes("--facts")) process.exit(0);

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await createServer({
  root,
  siteUrl: siteUrlSetting(process.env),
  dataDir: await mkdtemp(path.join(tmpdir(), "report-data-")),
});
await server.listen({ host: "127.0.0.1", port });
const files = await builtPages(root);
// Each language's not-found page is measured as the answer to a missing page under its prefix.
const pathFor = (file: string) =>
  file.endsWith("404.html") ? `/${file.replace("404.html", "")}a-missing-page` : urlPathOf(file);
const paths = files.map(pathFor);

console.log(`Measuring ${paths.length} pages on ${origin}...`);
const validation = await htmlErrors(root, files);
const links = await brokenLinks(root, files);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const perPage = new Map<string, Omit<PageRow, "lighthouse">>();
for (const file of files) {
  const pagePath = pathFor(file);
  const context = await browser.newContext();
  const page = await context.newPage();
  let consoleProblems = 0;
  page.on("console", (m) => {
    const isExpected404 = pagePath.endsWith("/a-missing-page") && /status of 404/.test(m.text());
    if ((m.type() === "error" || m.type() === "warning") && !isExpected404) consoleProblems += 1;
  });
  page.on("pageerror", () => (consoleProblems += 1));
  const { foreignRequests, ...bytes } = await measurePageBytes(page, `${origin}${pagePath}`);
  const axeCounts: number[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
    axeCounts.push((await axeViolations(page)).reduce((sum, v) => sum + v.nodes.length, 0));
  }
  perPage.set(pagePath, {
    path: pagePath,
    bytes,
    window: await windowFigures(root, file),
    foreignRequests: foreignRequests.length,
    axe390: axeCounts[0] ?? 0,
    axe1280: axeCounts[1] ?? 0,
    consoleProblems,
    htmlErrors: validation.get(file)?.length ?? 0,
    brokenLinks: links.get(urlPathOf(file))?.length ?? 0,
    islands:
      (await page.locator("astro-island").count()) > 0 ? await islandReadiness(browser, `${origin}${pagePath}`) : [],
  });
  await context.close();
  process.stdout.write(".");
}
console.log(`\nTool answers on a slow phone, ${runsPerLanguage} runs per tool and language...`);
const tools = await toolAnswers(browser, origin);
await browser.close();
console.log("\nLighthouse (mobile, simulated throttling)...");
const lighthouse = await runLighthouse(paths.filter((p) => !p.endsWith("/a-missing-page")).map((p) => `${origin}${p}`));

console.log("Load test: 100 connections for 20 s over every page and the calendar feed...");
// The not-found page answers 404 by design; the load test asks for real pages only, and the
// calendar feed, which the server works out at each request, in each language.
const feedQuery =
  "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY,OR&new=no&employees=no&trucks=1&dot=1234513";
const loadPaths = [
  ...paths.filter((p) => !p.endsWith("/a-missing-page")),
  ...["en", "ru", "bg"].map((lang) => `/calendar.ics?${feedQuery}&lang=${lang}`),
];
let next = 0;
const load = await autocannon({
  url: origin,
  connections: 100,
  duration: 20,
  requests: [
    {
      setupRequest: (request) => ({ ...request, path: loadPaths[next++ % loadPaths.length] ?? "/" }),
    },
  ],
});
await server.close();

const rows: PageRow[] = paths.map((p) => ({ ...perPage.get(p)!, lighthouse: lighthouse.get(`${origin}${p}`) }));
const overWindow = rows.filter((r) => pastFirstWindow(r.window.brotli)).map((r) => `${r.path} ${kb(r.window.brotli)}`);
const leadOverWindow = rows
  .filter((r) => pastFirstWindow(r.window.throughLead))
  .map((r) => `${r.path} ${kb(r.window.throughLead)}`);

type Figure = { name: string; get: (row: PageRow) => number | undefined; worst: "max" | "min" };
const figures: Figure[] = [
  { name: "Performance", get: (r) => r.lighthouse?.performance, worst: "min" },
  { name: "Accessibility", get: (r) => r.lighthouse?.accessibility, worst: "min" },
  { name: "Best practices", get: (r) => r.lighthouse?.bestPractices, worst: "min" },
  { name: "SEO", get: (r) => r.lighthouse?.seo, worst: "min" },
  { name: "LCP (ms)", get: (r) => r.lighthouse?.lcp, worst: "max" },
  { name: "TBT (ms)", get: (r) => r.lighthouse?.tbt, worst: "max" },
  { name: "CLS", get: (r) => r.lighthouse?.cls, worst: "max" },
  { name: "Total bytes (KB, Lighthouse)", get: (r) => r.lighthouse && kb(r.lighthouse.totalBytes), worst: "max" },
  { name: "HTML (KB gz)", get: (r) => kb(r.bytes.html), worst: "max" },
  {
    name: `HTML (KB brotli; the first round trip holds ${firstWindowKb})`,
    get: (r) => kb(r.window.brotli),
    worst: "max",
  },
  { name: "HTML through the lead (KB brotli)", get: (r) => kb(r.window.throughLead), worst: "max" },
  { name: "CSS (KB gz)", get: (r) => kb(r.bytes.css), worst: "max" },
  { name: "JS (KB gz)", get: (r) => kb(r.bytes.js), worst: "max" },
  { name: "Images (KB)", get: (r) => kb(r.bytes.images), worst: "max" },
  { name: "Fonts (KB)", get: (r) => kb(r.bytes.fonts), worst: "max" },
  { name: "axe violations 390px", get: (r) => r.axe390, worst: "max" },
  { name: "axe violations 1280px", get: (r) => r.axe1280, worst: "max" },
  { name: "Console errors/warnings", get: (r) => r.consoleProblems, worst: "max" },
  { name: "HTML validation errors", get: (r) => r.htmlErrors, worst: "max" },
  { name: "Broken links/anchors", get: (r) => r.brokenLinks, worst: "max" },
  { name: "Requests to other hosts", get: (r) => r.foreignRequests, worst: "max" },
  {
    name: "Island field ready after scroll (ms, slow phone)",
    get: (r) =>
      r.islands.length > 0
        ? Math.max(...r.islands.map((i) => (Number.isNaN(i.fieldReadyMs) ? 0 : i.fieldReadyMs)))
        : undefined,
    worst: "max",
  },
  {
    name: "Island hydrated after scroll (ms, slow phone)",
    get: (r) => (r.islands.length > 0 ? Math.max(...r.islands.map((i) => i.hydratedMs)) : undefined),
    worst: "max",
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 100) / 100;
}

const summary = figures.map((f) => {
  const measured = rows.flatMap((row) => {
    const value = f.get(row);
    return value === undefined ? [] : [{ row, value }];
  });
  const sorted = measured.sort((a, b) => (f.worst === "max" ? b.value - a.value : a.value - b.value));
  const worst = sorted[0]!;
  return {
    figure: f.name,
    median: median(measured.map((m) => m.value)),
    worst: worst.value,
    worstPage: worst.row.path,
  };
});
const loadFigures = {
  connections: 100,
  durationSeconds: 20,
  requestsPerSecond: Math.round(load.requests.average),
  latencyP99Ms: load.latency.p99,
  totalRequests: load.requests.total,
  errors: load.errors,
  timeouts: load.timeouts,
  non2xx: load.non2xx,
};

const header =
  "| Page | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | HTML KB | HTML KB br | Through lead KB br | CSS KB | JS KB | Img KB | axe 390 | axe 1280 | Console | HTML err | Broken links |";
const table = [
  header,
  `|${"---|".repeat(header.split("|").length - 2)}`,
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.lighthouse?.performance ?? "n/a"} | ${r.lighthouse?.accessibility ?? "n/a"} | ${r.lighthouse?.bestPractices ?? "n/a"} | ${r.lighthouse?.seo ?? "n/a"} | ${r.lighthouse?.lcp ?? "n/a"} | ${r.lighthouse?.tbt ?? "n/a"} | ${r.lighthouse?.cls ?? "n/a"} | ${kb(r.bytes.html)} | ${kb(r.window.brotli)}${pastFirstWindow(r.window.brotli) ? " (over)" : ""} | ${kb(r.window.throughLead)} | ${kb(r.bytes.css)} | ${kb(r.bytes.js)} | ${kb(r.bytes.images)} | ${r.axe390} | ${r.axe1280} | ${r.consoleProblems} | ${r.htmlErrors} | ${r.brokenLinks} |`,
  ),
];
const summaryTable = [
  "| Figure | Median | Worst | Worst page |",
  "|---|---|---|---|",
  ...summary.map((s) => `| ${s.figure} | ${s.median} | ${s.worst} | ${s.worstPage} |`),
];
const islandRows = rows.flatMap((r) => r.islands.map((i) => ({ path: r.path, ...i })));
const ms = (value: number) => (Number.isNaN(value) ? "no field" : String(value));
const islandTable = [
  "| Page | Island | Field ready ms | Hydrated ms |",
  "|---|---|---|---|",
  ...islandRows.map((i) => `| ${i.path} | ${i.island} | ${ms(i.fieldReadyMs)} | ${ms(i.hydratedMs)} |`),
];
const generated = new Date().toISOString();
const markdown = `# Site report

Generated ${generated} by \`npm run report\`: the production build served by the production server on
loopback; Lighthouse 13 mobile preset with simulated throttling (every page but the not-found
page, which answers 404); bytes gzipped as loaded by Chromium
(images and fonts as sent); axe-core with WCAG 2.2 A/AA and best-practice rules; html-validate
(HTML standard rules); internal links and #fragments checked against the built pages.

## Summary

${summaryTable.join("\n")}

## Facts to check again

${factsSection.join("\n")}

## The first round trip

${overWindow.length} of ${rows.length} pages send more than ${firstWindowKb} KB of brotli HTML, the part of the first
answer a page's own bytes can fill: ${overWindow.join(", ") || "none"}.

${leadOverWindow.length} of ${rows.length} pages need more than ${firstWindowKb} KB to reach the end of their lead (the CSS, the
header, the title and the paragraph after it): ${leadOverWindow.join(", ") || "none"}.

## Load test

autocannon, ${loadFigures.connections} connections for ${loadFigures.durationSeconds} s over every page:
${loadFigures.requestsPerSecond} requests/s, p99 latency ${loadFigures.latencyP99Ms} ms, ${loadFigures.totalRequests}
requests, ${loadFigures.errors} errors, ${loadFigures.timeouts} timeouts, ${loadFigures.non2xx} non-2xx answers.

## Islands: ready when the visitor reaches them

Each island page loaded on a slow phone (1.6 Mbps, 150 ms round trip, CPU slowed 4x, 390 px wide),
left 1.5 s after its load event, then each island scrolled into view: the time until its first
field is on screen and takes input (the limit is 150 ms, decision 0007), and until React has
hydrated it.

${islandTable.join("\n")}

${toolAnswersSection(tools)}
## Every page

${table.join("\n")}
`;

await mkdir("reports", { recursive: true });
await writeFile("reports/site-report.md", markdown);
await writeFile(
  "reports/site-report.json",
  `${JSON.stringify({ generated, summary, load: loadFigures, toolAnswers: tools, pages: rows }, null, 2)}\n`,
);

console.log("\nIslands after a scroll on a slow phone (field ready / hydrated, ms):");
for (const i of islandRows) console.log(`${i.path} ${i.island}: ${ms(i.fieldReadyMs)} / ${ms(i.hydratedMs)}`);
const slowTools = tools.filter((t) => !t.withinLimit).map((t) => `${t.tool} (${t.locale})`);
console.log(`\nTool answers over ${answerLimitMs / 1000} s on a slow phone: ${slowTools.join(", ") || "none"}`);
console.log(
  `\nPages over the first round trip (${firstWindowKb} KB brotli HTML): ${overWindow.length} of ${rows.length}`,
);
console.log(`Pages whose lead ends past it: ${leadOverWindow.length} of ${rows.length}`);
console.log("\nFigure | median | worst (page)");
for (const s of summary) console.log(`${s.figure}: ${s.median} | ${s.worst} (${s.worstPage})`);
console.log(
  `Load: ${loadFigures.requestsPerSecond} req/s, p99 ${loadFigures.latencyP99Ms} ms, ${loadFigures.errors} errors, ${loadFigures.non2xx} non-2xx`,
);
console.log("Wrote reports/site-report.md and reports/site-report.json");
