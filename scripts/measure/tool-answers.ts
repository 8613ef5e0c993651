// Content modules read the site config from a compile-time constant; outside Vite it is set first.
import "../../tests/e2e/site-global.ts";
import type { Browser, Page } from "@playwright/test";
import { contentFor, type LocaleContent } from "../../app/content/index.ts";
import { localizePath, locales, type Locale } from "../../app/i18n/locales.ts";
import { penaltyEstimatePage } from "../../app/components/tools/penalty-handoff.ts";
import { openSlowPhone } from "./island-readiness.ts";

/** Each language's words, as the build reads them. */
const content: Record<Locale, LocaleContent> = { en: contentFor("en"), ru: contentFor("ru"), bg: contentFor("bg") };

/** Issue 47, item 5: on the slow phone a tool answers within this long of the visitor's last keystroke. */
export const answerLimitMs = 1500;
/** A visitor's pace between keys. */
export const keyDelayMs = 80;
/** How many times each tool is measured in each language; the report gives the median. */
export const runsPerLanguage = 3;
/** After the last key, how long the answer may take before the run counts as unanswered. */
export const giveUpMs = 15_000;
/** The answer has settled once its text has not changed for this long, with the island hydrated. */
const quietMs = 1_500;

/** What the visitor does in one field: type text, or press keys (a select's arrows, a radio's Space). */
type Step = { field: string; type: string } | { field: string; press: readonly string[] };

export interface ToolScenario {
  /** The tool's section (ContentSections), whose controls are at `#<tool>-controls`. */
  tool: string;
  /** The page's English path. */
  path: string;
  /**
   * How the visitor reaches the controls: the "Tools on this page" link under a service page's
   * title, or, on a page without one, a scroll.
   */
  reach: "tool-link" | "scroll";
  /** The visitor's input, in order; each field a selector within the controls. */
  steps: readonly Step[];
  /** Where the answer shows, within the controls. */
  answer: string;
  /** What the answer region may say that is not an answer (an error, the words failing to load), from the content. */
  notAnswers: (copy: LocaleContent) => readonly string[];
}

/*
 * Each tool that answers typing or a choice. Left out: the checkup, which answers only once the
 * whole form is sent, not per question; the deadline calendar, which takes no input; and the CDL
 * interview practice, which is not an island and whose only control hides the translations by CSS.
 */
export const toolScenarios: readonly ToolScenario[] = [
  {
    tool: "ucr-fee-finder",
    path: "/ucr-registration",
    reach: "tool-link",
    steps: [{ field: "input", type: "3" }],
    answer: "[role=status]",
    notAnswers: (copy) => [...Object.values(copy.ucrFinder.errors), copy.ucrFinder.unavailable],
  },
  {
    tool: "form-2290-due-date",
    path: penaltyEstimatePage,
    reach: "scroll",
    // March: the select starts at "Choose a month", then January.
    steps: [{ field: "select >> nth=0", press: ["ArrowDown", "ArrowDown", "ArrowDown"] }],
    answer: "[role=status]",
    notAnswers: () => [],
  },
  {
    tool: "form-2290-tax",
    path: "/form-2290",
    reach: "tool-link",
    steps: [{ field: "input[data-field=weight]", type: "80000" }],
    answer: "[role=status]",
    notAnswers: (copy) => [...Object.values(copy.form2290Tax.errors), copy.form2290Tax.unavailable],
  },
  {
    tool: "form-2290-penalty",
    path: penaltyEstimatePage,
    reach: "scroll",
    steps: [
      { field: "input >> nth=0", type: "550" },
      { field: "input >> nth=1", type: "2" },
    ],
    answer: "[role=status]",
    notAnswers: (copy) => Object.values(copy.form2290Penalty.errors),
  },
  {
    tool: "mcs150-update",
    path: "/dot-number-registration",
    reach: "tool-link",
    steps: [{ field: "input", type: "1234513" }],
    answer: "[role=status]",
    notAnswers: () => [],
  },
  {
    tool: "weight-distance",
    path: "/state-quarterly-ky-nm-ny",
    reach: "tool-link",
    steps: [
      { field: "input[name=weight]", type: "80000" },
      { field: "input[name=miles-KY]", type: "12000" },
    ],
    answer: "[role=status]",
    notAnswers: (copy) => [copy.weightDistance.weightNeeded],
  },
  {
    tool: "road-sign-quiz",
    path: "/cdl-english-training/road-sign-practice",
    reach: "scroll",
    // The first sign's first choice, then its "Check" button: the answer is that sign's feedback.
    steps: [
      { field: "input[type=radio] >> nth=0", press: ["Space"] },
      { field: "button >> nth=0", press: ["Enter"] },
    ],
    answer: "[aria-live]",
    notAnswers: (copy) => [copy.cdlPractice.signs.choose],
  },
];

/** The answer region's text as it changed, in the page's clock. */
export interface TextChange {
  at: number;
  text: string;
}

/**
 * Milliseconds from the last key to the answer region first showing the text it settled on, or
 * null when it settled on nothing, or on something that is not an answer. Counting to the settled
 * text, not the first change, means a partial answer (a 2290 tax before its due date, which needs
 * today's date) or one for a half-typed number does not count.
 */
export function answerTime(
  log: readonly TextChange[],
  lastKeyAt: number,
  notAnswers: readonly string[],
): number | null {
  const final = log.at(-1)?.text ?? "";
  if (final === "" || notAnswers.some((words) => final.includes(words))) return null;
  const lastOther = log.findLastIndex((change) => change.text !== final);
  const shownAt = log[lastOther + 1]!.at;
  return Math.max(0, Math.round(shownAt - lastKeyAt));
}

/** The middle run; an unanswered run (null) counts as the slowest. */
export function median(runs: readonly (number | null)[]): number | null {
  const sorted = [...runs].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[mid]!;
  const [low, high] = [sorted[mid - 1]!, sorted[mid]!];
  return low === null || high === null ? null : (low + high) / 2;
}

export const withinLimit = (medianMs: number | null): boolean => medianMs !== null && medianMs <= answerLimitMs;

export interface ToolRun {
  /** From the last key to the answer, or null if none came. */
  answerMs: number | null;
  /** From the last key to the island's hydration: negative when it had hydrated before. */
  hydratedAfterLastKeyMs: number | null;
  /** From navigation to the first key: how soon the field was on screen and reached. */
  firstKeyMs: number;
  /** From navigation to the island's component script being asked for, and arriving. */
  islandJsRequestedMs: number | null;
  islandJsLoadedMs: number | null;
}

export interface ToolAnswerRow {
  tool: string;
  /** The page's path in its language. */
  path: string;
  locale: Locale;
  runs: ToolRun[];
  medianMs: number | null;
  withinLimit: boolean;
}

export function toolAnswerRow(scenario: ToolScenario, locale: Locale, runs: ToolRun[]): ToolAnswerRow {
  const medianMs = median(runs.map((run) => run.answerMs));
  return {
    tool: scenario.tool,
    path: localizePath(scenario.path, locale),
    locale,
    runs,
    medianMs,
    withinLimit: withinLimit(medianMs),
  };
}

const shownMs = (ms: number | null) => (ms === null ? "none" : String(Math.round(ms)));

/** The report's section on tool answers, its heading and table included. */
export function toolAnswersSection(rows: readonly ToolAnswerRow[]): string {
  return `## Tool answers on a slow phone

Each tool that answers typing or a choice, on the same slow phone, ${runsPerLanguage} times in each language,
each in a fresh browser: the page opened, the tool reached by the link at the top of the page (or a
scroll where there is none) as soon as the page is on screen, then typed at ${keyDelayMs} ms a key. The
median time, in the page's clock, from the last key to the answer region first showing the text it
settles on; the limit is ${answerLimitMs / 1000} s (issue 47). "none": no answer within ${giveUpMs / 1000} s.
\`npm run report:tools\` measures only this, against the last build, and writes reports/tool-answers.md.

${toolAnswersTable(rows).join("\n")}
`;
}

/** The report's table: one row per tool and language. */
export function toolAnswersTable(rows: readonly ToolAnswerRow[]): string[] {
  return [
    `| Tool | Page | Language | Median ms | Runs ms | Within ${answerLimitMs / 1000} s | Hydrated, ms after the last key (median) |`,
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.tool} | ${r.path} | ${r.locale} | ${shownMs(r.medianMs)} | ${r.runs.map((run) => shownMs(run.answerMs)).join(", ")} | ${r.withinLimit ? "yes" : "no"} | ${shownMs(median(r.runs.map((run) => run.hydratedAfterLastKeyMs)))} |`,
    ),
  ];
}

/*
 * Runs in the page, as text: the tsx loader would wrap named functions in a helper the page lacks.
 * Installed before the page's own scripts, so the first key and every hydration are seen.
 */
const recorder = `
  window.__toolAnswers = { firstKeyAt: NaN, lastKeyAt: NaN, hydrated: {}, log: [] };
  addEventListener("keydown", () => {
    const record = window.__toolAnswers;
    record.lastKeyAt = performance.now();
    if (Number.isNaN(record.firstKeyAt)) record.firstKeyAt = record.lastKeyAt;
  }, true);
  new MutationObserver((changes) => {
    for (const { target } of changes)
      if (target.localName === "astro-island" && !target.hasAttribute("ssr"))
        window.__toolAnswers.hydrated[target.getAttribute("component-url")] ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
`;

/* Logs each change of the answer region's text; the whole controls are watched, since React may replace the region. */
const watchAnswer = (controls: string, answer: string) => `(() => {
  const root = document.querySelector(${JSON.stringify(controls)});
  const text = () => (root.querySelector(${JSON.stringify(answer)})?.textContent ?? "").replace(/\\s+/g, " ").trim();
  const log = window.__toolAnswers.log;
  log.push({ at: performance.now(), text: text() });
  new MutationObserver(() => {
    const current = text();
    if (current !== log.at(-1).text) log.push({ at: performance.now(), text: current });
  }).observe(root, { subtree: true, childList: true, characterData: true });
})()`;

/* Resolves once the island has hydrated and the answer has been still for a while, or the run gives up. */
const settled = (controls: string) => `new Promise((resolve) => {
  const record = window.__toolAnswers;
  const island = document.querySelector(${JSON.stringify(controls)} + " astro-island");
  const url = island?.getAttribute("component-url") ?? "";
  const check = () => {
    const now = performance.now();
    const hydratedAt = record.hydrated[url] ?? (island && !island.hasAttribute("ssr") ? 0 : NaN);
    const still = now - Math.max(record.log.at(-1).at, record.lastKeyAt, hydratedAt) >= ${quietMs};
    if ((still && !Number.isNaN(hydratedAt)) || now - record.lastKeyAt > ${giveUpMs}) {
      const js = performance.getEntriesByName(new URL(url, location.href).href)[0];
      resolve({ ...record, hydratedAt: Number.isNaN(hydratedAt) ? null : hydratedAt,
        jsRequestedAt: js?.startTime ?? null, jsLoadedAt: js?.responseEnd ?? null });
    } else setTimeout(check, 100);
  };
  check();
})`;

interface PageRecord {
  firstKeyAt: number;
  lastKeyAt: number;
  log: TextChange[];
  hydratedAt: number | null;
  jsRequestedAt: number | null;
  jsLoadedAt: number | null;
}

/**
 * Opens the page as a visitor would, follows the tool's link or scrolls to its first field as soon
 * as the page is on screen, and types at a human pace; then reads, in the page's clock, when the
 * answer region first showed the text it settled on.
 */
async function runOnce(page: Page, origin: string, scenario: ToolScenario, locale: Locale): Promise<ToolRun> {
  const controls = `#${scenario.tool}-controls`;
  const field = (step: Step) => page.locator(controls).locator(step.field);
  await page.addInitScript(recorder);
  await page.goto(`${origin}${localizePath(scenario.path, locale)}`, { waitUntil: "commit" });
  const first = field(scenario.steps[0]!);
  await first.waitFor({ state: "attached" });
  // A function, not a string: the site's CSP forbids the eval a polled string needs.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  if (scenario.reach === "tool-link") await page.locator(`a[href="${controls}"]`).click();
  else await first.scrollIntoViewIfNeeded();
  await page.evaluate(watchAnswer(controls, scenario.answer));
  for (const step of scenario.steps) {
    await field(step).focus();
    if ("type" in step) await page.keyboard.type(step.type, { delay: keyDelayMs });
    else
      for (const key of step.press) {
        await page.keyboard.press(key);
        await page.waitForTimeout(keyDelayMs);
      }
  }
  const record = (await page.evaluate(settled(controls))) as PageRecord;
  const since = (at: number | null) => (at === null ? null : Math.round(at));
  return {
    answerMs: answerTime(record.log, record.lastKeyAt, scenario.notAnswers(content[locale])),
    hydratedAfterLastKeyMs: record.hydratedAt === null ? null : Math.round(record.hydratedAt - record.lastKeyAt),
    firstKeyMs: Math.round(record.firstKeyAt),
    islandJsRequestedMs: since(record.jsRequestedAt),
    islandJsLoadedMs: since(record.jsLoadedAt),
  };
}

/** Each tool in every language, `runsPerLanguage` times each in a fresh context on the slow phone. */
export async function toolAnswers(
  browser: Browser,
  origin: string,
  {
    scenarios = toolScenarios,
    onRow = () => {},
  }: { scenarios?: readonly ToolScenario[]; onRow?: (row: ToolAnswerRow) => void } = {},
): Promise<ToolAnswerRow[]> {
  const rows: ToolAnswerRow[] = [];
  for (const scenario of scenarios)
    for (const locale of locales) {
      const runs: ToolRun[] = [];
      for (let i = 0; i < runsPerLanguage; i++) {
        const { context, page } = await openSlowPhone(browser);
        try {
          runs.push(await runOnce(page, origin, scenario, locale));
        } finally {
          await context.close();
        }
      }
      const row = toolAnswerRow(scenario, locale, runs);
      rows.push(row);
      onRow(row);
    }
  return rows;
}

/*
 * `npm run report:tools [tool...]`: only this measurement, of the named tools or all of them,
 * against the last build (npm run build first), served by the production server as
 * `npm run report` serves it; prints the table and writes reports/tool-answers.md.
 */
if (import.meta.main) {
  const named = process.argv.slice(2);
  const unknown = named.filter((tool) => !toolScenarios.some((s) => s.tool === tool));
  if (unknown.length > 0) throw new Error(`No scenario for ${unknown.join(", ")}`);
  const { chromium } = await import("@playwright/test");
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { siteUrlSetting } = await import("../../app/config/site-config.ts");
  const { createServer } = await import("../../server/app.ts");
  const port = Number(process.env.REPORT_PORT ?? 4300);
  const server = await createServer({
    root: "build/client",
    siteUrl: siteUrlSetting(process.env),
    dataDir: await mkdtemp(path.join(tmpdir(), "report-data-")),
  });
  await server.listen({ host: "127.0.0.1", port });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const rows = await toolAnswers(browser, `http://127.0.0.1:${port}`, {
      scenarios: named.length > 0 ? toolScenarios.filter((s) => named.includes(s.tool)) : toolScenarios,
      onRow: (row) => console.log(toolAnswersTable([row]).at(-1)),
    });
    const { writeFile } = await import("node:fs/promises");
    await writeFile(
      "reports/tool-answers.md",
      `# Tool answers\n\nGenerated ${new Date().toISOString()} by \`npm run report:tools\` on the build in build/client.\n\n${toolAnswersSection(rows)}`,
    );
    console.log(`\n${toolAnswersTable(rows).join("\n")}\n\nWritten to reports/tool-answers.md`);
  } finally {
    await browser.close();
    await server.close();
  }
}
