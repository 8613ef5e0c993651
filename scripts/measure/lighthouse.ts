import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/*
 * Lighthouse and its Chrome launcher come from their own install, scripts/lighthouse/, which
 * `npm run bench` and `npm run report` make first (`npm run lighthouse:install`): no test uses
 * them, and they were 11,600 of the 44,000 files every root install unpacks. A root install into
 * an empty node_modules took 41.5 s with them and 30.2 s without (`npm install --ignore-scripts`,
 * npm's cache warm, 2026-11-30). So they are imported where they are used, typed by what this
 * file reads of them.
 */
const lighthouseHome = path.resolve(import.meta.dirname, "../lighthouse");

interface Chrome {
  port: number;
  kill(): void;
}
interface Tools {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<Chrome>;
  lighthouse(url: string, flags: Record<string, unknown>): Promise<{ lhr: Lhr } | undefined>;
}

async function tools(): Promise<Tools> {
  const installed = createRequire(path.join(lighthouseHome, "package.json"));
  const load = async (name: string) => {
    try {
      return (await import(pathToFileURL(installed.resolve(name)).href)) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${name} did not load: npm run lighthouse:install installs it`, { cause: error });
    }
  };
  const [{ launch }, { default: lighthouse }] = await Promise.all([load("chrome-launcher"), load("lighthouse")]);
  return { launch, lighthouse } as Tools;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  totalBytes: number;
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Lighthouse with its mobile preset and default simulated throttling, in Debian's Chromium: one
 * run of each URL, every category scored (the report's use). One browser serves every URL; each
 * run gets a fresh page. No run takes the full-page screenshot, which only the HTML report shows:
 * about 2 s a run (2026-11-27).
 */
export async function runLighthouse(urls: readonly string[]): Promise<Map<string, LighthouseFigures>> {
  const { launch, lighthouse } = await tools();
  const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags });
  const results = new Map<string, LighthouseFigures>();
  try {
    for (const url of urls)
      results.set(url, await measureOnce(lighthouse, url, chrome.port, { onlyCategories: allCategories }));
  } finally {
    chrome.kill();
  }
  return results;
}

/** The figures a run that asks only for the performance audits gives, and how many runs they are the median of. */
export type SpeedFigures = Omit<LighthouseFigures, "accessibility" | "bestPractices" | "seo"> & { runs: number };

/**
 * Each URL measured `runs` times, each run right after one of `floor`, in rounds over the list:
 * whatever else the machine does at the time slows the floor as much as the pages beside it, so
 * their ratio to it holds where their milliseconds do not. Only the performance audits run.
 */
export async function runBesideFloor(
  floor: string,
  urls: readonly string[],
  runs: number,
  onRun?: () => void,
): Promise<Map<string, SpeedFigures>> {
  /*
   * A fresh renderer process costs a run 100-300 ms of simulated blocking time on this machine (a
   * V8 context, the fonts' setup at the first layout), the floor's runs too, and varies more than
   * a page's own script. TBT, unlike LCP, is not judged against the floor, so one process per
   * site, kept by a tab left on the floor, pays that once and the runs measure the page's own
   * work. Lighthouse still empties the caches before each run: every request is made as before.
   */
  const { launch, lighthouse } = await tools();
  const chrome = await launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: [...chromeFlags, "--process-per-site"],
  });
  try {
    await fetch(`http://127.0.0.1:${chrome.port}/json/new?${floor}`, { method: "PUT" });
    const measure = async (url: string) => {
      const figures = await measureOnce(lighthouse, url, chrome.port, { onlyAudits: figureAudits });
      onRun?.();
      return figures;
    };
    return await medianBesideFloor(measure, floor, urls, runs);
  } finally {
    chrome.kill();
  }
}

/** The order of runBesideFloor's runs, and the median figures of each URL: the floor's first, over all of its runs. */
export async function medianBesideFloor(
  measure: (url: string) => Promise<LighthouseFigures>,
  floor: string,
  urls: readonly string[],
  runs: number,
): Promise<Map<string, SpeedFigures>> {
  const measured = new Map<string, LighthouseFigures[]>([floor, ...urls].map((url) => [url, []]));
  for (let round = 0; round < runs; round++) {
    for (const url of urls) {
      measured.get(floor)!.push(await measure(floor));
      measured.get(url)!.push(await measure(url));
    }
  }
  return new Map(
    [...measured].map(([url, figures]) => {
      const { accessibility, bestPractices, seo, ...speed } = medianOf(figures);
      return [url, { ...speed, runs: figures.length }];
    }),
  );
}

function medianOf(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (key: keyof LighthouseFigures) => {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(key)])) as unknown as LighthouseFigures;
}

const allCategories = ["performance", "accessibility", "best-practices", "seo"];

/** The performance score's weighted metrics, and the page weight the report shows. */
const figureAudits = [
  "first-contentful-paint",
  "speed-index",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "total-byte-weight",
];

/** One run; a category left out scores 0. */
async function measureOnce(
  lighthouse: Tools["lighthouse"],
  url: string,
  port: number,
  only: { onlyCategories: string[] } | { onlyAudits: string[] },
): Promise<LighthouseFigures> {
  const run = async () => {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
      ...only,
    });
    return result ? figuresOf(result.lhr) : { failure: "no result" };
  };
  // A run can fail on a busy machine: a protocol timeout, or a trace in which no paint is seen,
  // so that the metric audits error and carry no value (CI on 060d743, /ru/contact). Two retries.
  let outcome = await run();
  for (let retry = 0; retry < 2 && "failure" in outcome; retry++) outcome = await run();
  if ("failure" in outcome) throw new Error(`Lighthouse failed for ${url}: ${outcome.failure}`);
  return outcome.figures;
}

/** What this file reads of a Lighthouse result (its `Result`: lighthouse/types/lhr/lhr.d.ts). */
interface Lhr {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
}

/** The figures of one run, or why it has none: an error of the run or of one of the figure audits. */
export function figuresOf(lhr: Lhr): { figures: LighthouseFigures } | { failure: string } {
  if (lhr.runtimeError) return { failure: lhr.runtimeError.message };
  const { categories, audits } = lhr;
  const missing = figureAudits.filter((id) => typeof audits[id]?.numericValue !== "number");
  if (missing.length > 0) {
    return { failure: missing.map((id) => `${id}: ${audits[id]?.errorMessage ?? "no value"}`).join("; ") };
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]!.numericValue!;
  return {
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: Math.round(numeric("largest-contentful-paint")),
      tbt: Math.round(numeric("total-blocking-time")),
      cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
      totalBytes: Math.round(numeric("total-byte-weight")),
    },
  };
}
