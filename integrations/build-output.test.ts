import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shapeOutput } from "./build-output";
import { inlineCriticalCss } from "./critical-css";
import { applyEdits, elements, innerSource, parseDocument, span, type Element } from "./html-tree";
import { externalHydrationScripts, hydrationFile } from "./hydration-scripts";
import { islandEntries, islandImports, islandNeedsScript } from "./island-needs";
import { moduleGraph } from "./module-graph";

/*
 * The build steps on what the installed Astro, React, lucide and beasties really write. The
 * fixture site (fixture-site/: five pages, two of them with a React island started by the site's
 * client:afterpaint, three in Russian or Bulgarian) is built once by `astro build` with the
 * build-output integration, which keeps a copy of the pages as Astro wrote them. The tests then
 * run the steps over copies of those pages: as they are, to see what each step changed on every
 * page, and with what one step looks for taken out, to see that step stop the build.
 */

const project = path.resolve(import.meta.dirname, "..");
const pages = ["about/index.html", "bg/404.html", "index.html", "ru/404.html", "ru/index.html"];
let dir: string;

beforeAll(async () => {
  // In the project, where its node_modules resolve; git, the linters and the build stamp skip build-*.
  dir = await mkdtemp(path.join(project, "build-fixture-"));
  await cp(path.join(import.meta.dirname, "fixture-site", "src"), path.join(dir, "src"), { recursive: true });
  // The build as a shell runs it: a test runner's NODE_ENV and VITEST_* variables would build another site.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const config = path.relative(dir, path.join(import.meta.dirname, "fixture-site", "astro.config.ts"));
  const astro = path.join(project, "node_modules", "astro", "bin", "astro.mjs");
  const result = spawnSync(process.execPath, [astro, "build", "--root", dir, "--config", config], {
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`the fixture site did not build:\n${result.stdout}\n${result.stderr}`);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A page as Astro wrote it. */
const raw = (page: string) =>
  readFile(path.join(dir, "raw", page.replace(/^(ru|bg)\/404\.html$/, "$1/404/index.html")), "utf8");

/** The page without the elements `remove` picks, as if Astro had not written them. */
function without(html: string, remove: (el: Element) => boolean): string {
  return applyEdits(
    html,
    [...elements(parseDocument(html))].filter(remove).map((el) => ({ ...span(el), text: "" })),
  );
}

/** Astro's inline classic scripts: the client directives' code and the island runtime. */
const inlineScript = (el: Element) => el.tagName === "script" && el.attrs.length === 0;

/**
 * Runs every step over a copy of the pages Astro wrote, each page first changed by `edit`; what
 * shapeOutput returns, and the folder it shaped.
 */
async function shape({ edit = (_: string, html: string) => html } = {}) {
  const run = await mkdtemp(path.join(dir, "run-"));
  const root = path.join(run, "client");
  await cp(path.join(dir, "raw"), root, { recursive: true });
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const page = path
      .relative(root, file)
      .split(path.sep)
      .join("/")
      .replace(/^(ru|bg)\/404\/index\.html$/, "$1/404.html");
    if (entry.name.endsWith(".html")) await writeFile(file, edit(page, await readFile(file, "utf8")));
  }
  return {
    root,
    ...(await shapeOutput({ root, emailOrigin: "https://api.example.com", nginxFile: path.join(run, "nginx.conf") })),
  };
}

// Each test runs the steps over the fixture's pages, a second or two on a busy two-core machine.
describe("the fixture site, built by Astro with the build-output integration", { timeout: 30_000 }, () => {
  it("comes out as the steps shape the pages Astro wrote, each step having changed what it should on every page", async () => {
    const { root, report } = await shape();
    for (const page of pages)
      expect(await readFile(path.join(root, page), "utf8"), page).toBe(
        await readFile(path.join(dir, "client", page), "utf8"),
      );
    const changed = Object.fromEntries([...report.pages].map(([page, steps]) => [page, Object.fromEntries(steps)]));
    // Every page: the card's two icons and React's two separators ("Phone: 555-0100"), five of the
    // stylesheet's rules, its stylesheet and script moved, the loader and the inlined rules hashed.
    // A page with the island: the rule for the island's later state too, Astro's directive and
    // runtime moved into the file that also loads after first paint, Astro's island style hashed.
    const page = {
      "icon-sprite": 2,
      "text-separators": 2,
      "critical-css": 5,
      "hydration-scripts": 0,
      "after-paint": 2,
      "headers-files": 2,
    };
    const withIsland = { ...page, "critical-css": 6, "hydration-scripts": 2, "after-paint": 3, "headers-files": 3 };
    expect(changed).toEqual({
      "about/index.html": page,
      "index.html": withIsland,
      "ru/404.html": page,
      "ru/index.html": withIsland,
      "bg/404.html": page,
    });
  });

  it("moves Astro's directive and runtime, in the order Astro wrote them, into one file for every page, and changes nothing else", async () => {
    const html = await raw("index.html");
    const [directive, runtime] = [...elements(parseDocument(html))].filter(inlineScript);
    const code = `${innerSource(html, directive!).trim()}\n${innerSource(html, runtime!).trim()}`;
    const moved = externalHydrationScripts(html, "index.html");
    expect(moved.file).toEqual({ name: hydrationFile(code), code });
    expect(moved.html).toBe(
      applyEdits(html, [
        { ...span(directive!), text: `<script type="module" src="/${hydrationFile(code)}"></script>` },
        { ...span(runtime!), text: "" },
      ]),
    );
    expect(externalHydrationScripts(await raw("ru/index.html"), "ru/index.html").file?.name).toBe(moved.file?.name);
    const about = await raw("about/index.html");
    expect(externalHydrationScripts(about, "about/index.html")).toEqual({ html: about, changed: 0 });
  });

  it("opens the island runtime's file with the code that asks for the island's component and renderer and every module each imports", async () => {
    const client = path.join(dir, "client");
    const home = await readFile(path.join(client, "index.html"), "utf8");
    const entries = islandEntries(home);
    expect(entries).toHaveLength(2);
    const imports = await islandImports(entries, moduleGraph(client));
    const [component, renderer] = entries.map((entry) => imports[entry]!);
    // Both import React's shared chunk, which the graph found in the built files.
    expect(component!.filter((url) => renderer!.includes(url))).not.toEqual([]);
    const hydration = /"(\/_astro\/hydration\.[\w-]+\.js)"/.exec(home)![1]!;
    expect((await readFile(path.join(client, hydration), "utf8")).startsWith(await islandNeedsScript(imports))).toBe(
      true,
    );
  });

  it("inlines the rules a page's markup and its island's code use, a :where() with pseudo-classes inside included", async () => {
    const style = async (page: string) =>
      (await inlineCriticalCss(await raw(page), path.join(dir, "raw"), page)).html.match(/<style>(.*?)<\/style>/)?.[1];
    const used =
      ".card{border:1px solid #ccc;padding:1rem}.card:hover{border-color:#333}:where(.stack>:not(:last-child)){margin-bottom:1rem}.row{gap:.5rem;display:flex}.size-icon{width:1rem;height:1rem}";
    expect(await style("about/index.html")).toBe(used);
    expect(await style("index.html")).toBe(`${used}.count-shown{font-weight:700}`);
  });

  it("draws the icons from the sprite, drops React's separators outside the island, and loads the stylesheet and scripts after first paint", async () => {
    const home = await readFile(path.join(dir, "client", "index.html"), "utf8");
    const sprite = (await readdir(path.join(dir, "client", "_astro"))).find((name) => /^icons\..+\.svg$/.test(name));
    expect(home).toContain(
      `<p class="row"><svg class="size-icon" aria-hidden="true"><use href="/_astro/${sprite}#phone"/></svg>Phone: 555-0100</p>`,
    );
    expect(await readFile(path.join(dir, "client", "_astro", sprite!), "utf8")).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="arrow-right" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"><\/path>.*<symbol id="phone" /,
    );
    // The island's markup stays as React rendered it, to hydrate: its icon drawn, its separators kept.
    expect(home).toMatch(
      /<astro-island [^>]+><button type="button"><svg [^>]*class="lucide lucide-plus size-icon"[^>]*><path[^>]*><\/path><path[^>]*><\/path><\/svg>Clicked<!-- --> <!-- -->0<\/button>/,
    );
    expect(await readFile(path.join(dir, "client", "_astro", sprite!), "utf8")).not.toContain('id="plus"');
    const [loader] = [...elements(parseDocument(home))].filter(inlineScript);
    const stylesheet =
      /<noscript><link rel="stylesheet" href="(\/_astro\/[^"]+\.css)" media="\(hover: hover\)"><\/noscript>/.exec(
        home,
      )?.[1];
    expect(stylesheet).toBeDefined();
    expect(innerSource(home, loader!)).toMatch(
      new RegExp(
        `\\["/_astro/hydration\\.[\\w-]+\\.js","/_astro/Page\\.astro_astro_type_script_index_0_lang\\.[\\w-]+\\.js"\\].*\\["${stylesheet}"\\]`,
      ),
    );
  });
});

describe("a step that finds nothing where it must stops the build, naming the step", { timeout: 30_000 }, () => {
  it("hydration-scripts, when a page's islands have no runtime or no directive", async () => {
    const noRuntime = (page: string, html: string) =>
      page === "index.html"
        ? without(html, (el) => inlineScript(el) && innerSource(html, el).includes("astro-island"))
        : html;
    await expect(shape({ edit: noRuntime })).rejects.toThrow(
      /^hydration-scripts: index\.html has islands but no inline <astro-island> runtime/,
    );
    const noDirective = (page: string, html: string) =>
      page === "index.html"
        ? without(html, (el) => inlineScript(el) && innerSource(html, el).includes("astro:afterpaint"))
        : html;
    await expect(shape({ edit: noDirective })).rejects.toThrow(
      /^hydration-scripts: index\.html has client:afterpaint islands but that directive's inline script was not found/,
    );
  });

  it("critical-css, when beasties inlines no rule into a page with the stylesheet", async () => {
    const noClasses = (page: string, html: string) =>
      page === "about/index.html" ? html.replace(/ class="[^"]*"/g, "") : html;
    await expect(shape({ edit: noClasses })).rejects.toThrow(
      /^critical-css: inlined no rule from \/_astro\/.+\.css into about\/index\.html/,
    );
  });

  it("after-paint, when a page loads a script of its own in a tag it does not move", async () => {
    const classic = (page: string, html: string) =>
      page === "about/index.html" ? html.replace('<script type="module" src=', "<script src=") : html;
    await expect(shape({ edit: classic })).rejects.toThrow(
      /^after-paint: about\/index\.html would still load \/_astro\/.+\.js before its first paint/,
    );
  });

  it("icon-sprite, when an icon has no lucide name, or no page has an icon", async () => {
    const unnamed = (page: string, html: string) =>
      page === "about/index.html" ? html.replaceAll(" lucide-phone", "") : html;
    await expect(shape({ edit: unnamed })).rejects.toThrow(
      /^icon-sprite: an icon in about\/index\.html has no lucide-<name> class/,
    );
    await expect(shape({ edit: (_, html) => without(html, (el) => el.tagName === "svg") })).rejects.toThrow(
      /^icon-sprite: changed nothing on any of the 5 pages/,
    );
  });

  it("text-separators, when no page has one", async () => {
    await expect(shape({ edit: (_, html) => html.replaceAll("<!-- -->", "") })).rejects.toThrow(
      /^text-separators: changed nothing on any of the 5 pages/,
    );
  });

  it("critical-css, when beasties no longer matches selectors through the method the step overrides", async () => {
    const original = Beasties.prototype.process;
    // As if an upgrade had renamed normalizeCssSelector: beasties' own version answers under the old name.
    const renamed = vi.spyOn(Beasties.prototype, "process").mockImplementation(function (this: Beasties, html: string) {
      Object.defineProperty(this, "normalizeCssSelector", {
        value: Reflect.get(Beasties.prototype, "normalizeCssSelector"),
      });
      return original.call(this, html);
    });
    try {
      await expect(shape()).rejects.toThrow(
        /^critical-css: beasties inlined nothing for :where\(\.list>:not\(:last-child\)\)/,
      );
    } finally {
      renamed.mockRestore();
    }
  });
});
