import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";

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

/** Runs added where the median figures so far are not what `want` accepts; the median is then taken over all of them. */
export interface MoreRuns {
  runs: number;
  want: (figures: LighthouseFigures) => boolean;
}

export interface LighthouseRuns {
  /** Runs of each URL; each performance figure is the median of them. */
  runs: number;
  /** The further runs a URL may get, and when (a floor can differ by URL). */
  more?: (url: string) => MoreRuns;
}

/**
 * Lighthouse with its mobile preset and default simulated throttling, in Debian's Chromium.
 * One browser serves every URL; each run gets a fresh page. With `runs` above 1 each URL is
 * measured that many times and each performance figure is the median of its runs (medianRuns).
 * Accessibility, best practices and SEO do not vary from run to run, so only the first run scores
 * them: that saves about 3 of a run's 12 s.
 * The later runs compute only the audits the performance score and these figures read: on
 * 2026-11-27 the gate's test took 371-377 s in CI instead of 398 s (its duration in
 * test-reports/playwright.json, CI on 55e7a6e and aca4ca2 against 1f7dedf). No run takes the
 * full-page screenshot, which only the HTML report shows: about 2 s a run (three runs each way of
 * /ru/irp-new-registration through this module's Lighthouse call, 2026-11-27), and 307 s for the
 * gate's test in CI on 0ea67f4 against 358 s on 060d743.
 */
export async function runLighthouse(urls: readonly string[], { runs, more }: LighthouseRuns = { runs: 1 }): Promise<Map<string, MeasuredFigures>> {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags });
  const results = new Map<string, MeasuredFigures>();
  try {
    for (const url of urls) {
      const measure = (i: number) => measureOnce(url, chrome.port, i === 0 ? { onlyCategories: allCategories } : { onlyAudits: figureAudits });
      results.set(url, await medianRuns(measure, { runs, more: more?.(url) }));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** A URL's figures, and how many runs they are the median of. */
export type MeasuredFigures = LighthouseFigures & { runs: number };

/**
 * The median figures of `runs` runs of `measure`, and of `more.runs` further ones where `more.want`
 * refuses that median: Lighthouse's guidance on variance takes the median of five runs, and this
 * spends the fourth and fifth only on a page near its floor. Accessibility, best practices and
 * SEO come from the first run, the only one that scores them.
 */
export async function medianRuns(
  measure: (run: number) => Promise<LighthouseFigures>,
  { runs, more }: { runs: number; more?: MoreRuns | undefined },
): Promise<MeasuredFigures> {
  const measured: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) measured.push(await measure(i));
  if (more && !more.want(medianOf(measured))) for (let i = 0; i < more.runs; i++) measured.push(await measure(measured.length));
  const { accessibility, bestPractices, seo } = measured[0]!;
  return { ...medianOf(measured), accessibility, bestPractices, seo, runs: measured.length };
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
const figureAudits = ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "total-byte-weight"];

/** One run; a category left out scores 0. */
async function measureOnce(url: string, port: number, only: { onlyCategories: string[] } | { onlyAudits: string[] }): Promise<LighthouseFigures> {
  const run = async () => {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", disableFullPageScreenshot: true, ...only });
    return result ? figuresOf(result.lhr) : { failure: "no result" };
  };
  // A run can fail on a busy machine: a protocol timeout, or a trace in which no paint is seen,
  // so that the metric audits error and carry no value (CI on 060d743, /ru/contact). Two retries.
  let outcome = await run();
  for (let retry = 0; retry < 2 && "failure" in outcome; retry++) outcome = await run();
  if ("failure" in outcome) throw new Error(`Lighthouse failed for ${url}: ${outcome.failure}`);
  return outcome.figures;
}

type Lhr = Pick<Result, "runtimeError" | "categories" | "audits">;

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
