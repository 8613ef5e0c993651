import type { AstroIntegration } from "astro";
import { readdir, readFile, rename, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { translatedLocales } from "../app/i18n/locales.ts";
import { writeHeaderFiles } from "./headers-files.ts";
import { loadAfterFirstPaint } from "./after-paint.ts";
import { checkStaticSelectorMatching, inlineCriticalCss } from "./critical-css.ts";
import { collectIcons, spriteOf, drawFromSprite } from "./icon-sprite.ts";
import { externalHydrationScripts } from "./hydration-scripts.ts";
import { islandEntries, islandImports, islandNeedsScript, replaysPresses } from "./island-needs.ts";
import { moduleGraph } from "./module-graph.ts";
import { withoutTextSeparators } from "./text-separators.ts";
import { type Step, StepReport } from "./step-report.ts";
import { buildStamp, stampPath } from "../scripts/build-stamp.ts";

/*
 * What shapes the output once Astro has written the pages, as part of `astro build` itself
 * (decision 0010): the translated not-found pages where hosts look for them, React's
 * text separators dropped outside islands (text-separators.ts), the rules each page's markup uses
 * inlined (critical-css.ts), the icons drawn from one cached
 * sprite (icon-sprite.ts), Astro's island runtime moved to a cached file (hydration-scripts.ts),
 * every page's bundled stylesheet and scripts, that file included, loaded after its first paint
 * (after-paint.ts), the security
 * headers for each page in every host's form (headers-files.ts), and a .br and .gz twin of every
 * text file, so the server never compresses on a request. Page edits find what they change in a
 * parse5 tree and change only that (html-tree.ts). Each step counts what it changed on each page,
 * and the build stops, naming the step, where one found nothing it must (step-report.ts).
 */

const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|ics)$/;
// zlib's asynchronous calls run on libuv's threads, so the files compress on every core at once.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Shapes the pages Astro wrote in `root` (build/client), writes the headers (the nginx recipe to
 * `nginxFile`) and compresses every text file. Returns what each step changed on each page, and
 * how many files it compressed; a step that found nothing where it must stops it (step-report.ts).
 */
export async function shapeOutput({
  root,
  emailOrigin,
  nginxFile,
}: {
  root: string;
  emailOrigin: string;
  nginxFile: string;
}): Promise<{ report: StepReport; compressed: number }> {
  await checkStaticSelectorMatching();
  // Astro writes each translated not-found page as a page (ru/404/index.html); hosts look for ru/404.html.
  for (const locale of translatedLocales) {
    await rename(path.join(root, locale, "404", "index.html"), path.join(root, locale, "404.html"));
    await rmdir(path.join(root, locale, "404"));
  }

  const htmlFiles: string[] = [];
  for await (const file of walk(root)) {
    if (file.endsWith(".html")) htmlFiles.push(path.relative(root, file).split(path.sep).join("/"));
  }
  htmlFiles.sort();
  const symbols = new Map<string, string>();
  // Each page's islands, for what they need asked for at once (island-needs.ts).
  const entries = new Map<string, string[]>();
  for (const file of htmlFiles) {
    const html = await readFile(path.join(root, file), "utf8");
    collectIcons(html, file, symbols);
    entries.set(file, islandEntries(html));
  }
  const sprite = spriteOf(symbols);
  await writeFile(path.join(root, sprite.file), sprite.svg);
  const report = new StepReport();
  // Before the headers: the policies hash the pages' inline code, which includes the script loader.
  const hydration = new Map<string, string>();
  const graph = moduleGraph(root);
  const needs = await islandNeedsScript(await islandImports([...entries.values()].flat(), graph));
  for (const file of htmlFiles) {
    const target = path.join(root, file);
    const step = ({ html, changed }: { html: string; changed: number }, name: Step) => {
      report.add(file, name, changed);
      return html;
    };
    let html = await readFile(target, "utf8");
    html = step(drawFromSprite(html, file, sprite), "icon-sprite");
    html = step(withoutTextSeparators(html), "text-separators");
    html = step(await inlineCriticalCss(html, root, file), "critical-css");
    const external = externalHydrationScripts(html, file, needs);
    if (external.file) hydration.set(external.file.name, external.file.code);
    html = step(external, "hydration-scripts");
    const recordPresses = await replaysPresses(entries.get(file)!, graph);
    await writeFile(target, step(await loadAfterFirstPaint(html, file, { recordPresses }), "after-paint"));
  }
  for (const [name, code] of hydration) await writeFile(path.join(root, name), code);
  for (const [file, hashed] of await writeHeaderFiles(root, htmlFiles, emailOrigin, nginxFile))
    report.add(file, "headers-files", hashed);
  report.requireEveryStep();

  const files: string[] = [];
  for await (const file of walk(root)) if (compressible.test(file)) files.push(file);
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
      const [br, gz] = await Promise.all([brotli(data, { params }), gzipped(data, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  const compressed = files.length;
  return { report, compressed };
}

/** `emailOrigin`: where the contact form may send (the content security policy's connect-src). */
export function buildOutput({ emailOrigin }: { emailOrigin: string }): AstroIntegration {
  let projectRoot = process.cwd();
  return {
    name: "build-output",
    hooks: {
      "astro:config:done": ({ config }) => {
        projectRoot = fileURLToPath(config.root);
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { report, compressed } = await shapeOutput({
          root,
          emailOrigin,
          nginxFile: path.join(projectRoot, "deploy", "nginx.conf"),
        });
        // What the build was made from, beside its client folder, so npm start can tell a stale build.
        await writeFile(stampPath(path.dirname(root)), `${await buildStamp(projectRoot)}\n`);
        for (const line of report.summary()) logger.info(line);
        logger.info(
          `pages shaped, headers written, ${compressed} files compressed in ${path.relative(projectRoot, root)}`,
        );
      },
    },
  };
}
