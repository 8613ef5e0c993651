import Beasties, { type Options } from "beasties";
import { readFile } from "node:fs/promises";
import path from "node:path";
import postcss, { type AtRule, type Declaration, type Node } from "postcss";
import { isBundled, isBundledStylesheet } from "./after-paint.ts";
import { applyEdits, attribute, elements, innerSource, parseDocument, span } from "./html-tree.ts";
import { StepError } from "./step-report.ts";

/*
 * Astro links the site's one stylesheet from every page (`inlineStylesheets: "never"`). A page's
 * first round trip can carry about 14 KB, and the whole sheet is half of that, so each page
 * inlines every rule it can use, chosen by beasties, in a <style> before the link. The link
 * then loads after first paint (after-paint.ts) into the browser's cache, where the next page
 * finds it, and applies only where there is a mouse: all it adds to a page is Tailwind's hover
 * variants (withoutHoverVariants). Beasties keeps a rule whose selector matches the page's markup
 * once its pseudo-classes are set aside, so focus and an open popover are styled from the start.
 * An island or a script renders states the built markup does not show (a result, an error,
 * this month's deadlines, a table row a tool marks), so a rule is kept too when its class names,
 * or in a rule without classes the state attributes it asks for, all appear in their code: the
 * page reads right without the stylesheet.
 */

/** The selectors of a comma-separated list, split only at its own commas, not those inside () or []. */
function topLevelList(selectors: string): string[] {
  const list = [""];
  let depth = 0;
  let escaped = false;
  for (const char of selectors) {
    if (escaped || char === "\\") {
      escaped = !escaped;
      list[list.length - 1] += char;
      continue;
    }
    if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    if (char === "," && depth === 0) list.push("");
    else list[list.length - 1] += char;
  }
  return list;
}

/**
 * Parts only some form fields have (Tailwind's base layer styles them), each with the fields that
 * have it: a page keeps a part's rules only where such a field is. Every page with a text field
 * carried the rules for date, file, search and number fields' parts that no page of the site has
 * (/ru/form-2290: 0.15 KB of brotli), and a placeholder shows only where a field names one.
 */
const fieldParts: [RegExp, string][] = [
  [/^::placeholder$/, ":is(input,textarea)[placeholder]"],
  [/^::file-selector-button$/, "input[type=file]"],
  [/^::-webkit-search-decoration$/, "input[type=search]"],
  [
    /^::-webkit-(inner|outer)-spin-button$/,
    "input:is([type=number],[type=date],[type=time],[type=datetime-local],[type=month],[type=week])",
  ],
  [
    /^::-webkit-(datetime-edit[\w-]*|date-and-time-value|calendar-picker-indicator)$/,
    "input:is([type=date],[type=time],[type=datetime-local],[type=month],[type=week])",
  ],
  [/^:-moz-ui-invalid$/, ":is(input,textarea,select)"],
];

/** The fields that have a part, for a pseudo-element or pseudo-class only fields have. */
const fieldsWith = (part: string) => fieldParts.find(([pattern]) => pattern.test(part))?.[1];

/**
 * A selector beasties can match against the built page, matching at least every element the
 * original could match in any state. Beasties drops each pseudo-class with its parentheses, so
 * Tailwind's `:where(.space-y-4>:not(:last-child))` came out empty and the spacing was lost;
 * here `:is`, `:where` and `:has` stay with their own arguments made static the same way, and
 * every other pseudo-class or pseudo-element goes (`:not` with its argument: dropping a
 * condition widens the match). A form field's part on its own (`::placeholder`) stands for the
 * fields that have it.
 */
export function staticSelector(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length;) {
    const char = selector[i]!;
    if (char === "\\") {
      out += selector.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (char === "[") {
      // An attribute's value may hold a colon ([href^="tel:"]).
      const end = selector.indexOf("]", i) + 1 || selector.length;
      out += selector.slice(i, end);
      i = end;
      continue;
    }
    if (char !== ":") {
      out += char;
      i += 1;
      continue;
    }
    const name = /^::?([\w-]+)/.exec(selector.slice(i))!;
    i += name[0].length;
    let argument: string | undefined;
    if (selector[i] === "(") {
      let depth = 0;
      const start = i;
      do {
        if (selector[i] === "\\") i += 1;
        else if (selector[i] === "(") depth += 1;
        else if (selector[i] === ")") depth -= 1;
        i += 1;
      } while (depth > 0 && i < selector.length);
      argument = selector.slice(start + 1, i - 1);
    }
    if (argument !== undefined && ["is", "where", "has"].includes(name[1]!) && !name[0].startsWith("::")) {
      out += `:${name[1]}(${topLevelList(argument).map(staticSelector).join(",")})`;
    } else if (fieldsWith(name[0]) && /(^|[\s>+~(,])$/.test(out)) {
      out += fieldsWith(name[0]);
    }
  }
  // Where a whole compound was a pseudo-class, any element stands in for it.
  return out.replace(/([>+~(,]|^)(\s*)(?=[),]|$)/g, "$1$2*").trim();
}

/** Whether a node sits in an at-rule such as `@layer theme` or `@property`. */
function within(node: Node, test: (rule: AtRule) => boolean): boolean {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === "atrule" && test(parent as AtRule)) return true;
  return false;
}

/** Whether a declaration registers a custom property: in an `@property` rule or Tailwind's `@layer properties`. */
const registers = (node: Node) =>
  within(node, ({ name, params }) => name === "property" || (name === "layer" && params === "properties"));

/** Whether a declaration is one of Tailwind's theme variables (`--color-brand-900`). */
const themeVariable = (node: Node) => within(node, ({ name, params }) => name === "layer" && params === "theme");

const readsIn = (value: string) => [...value.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!);

/**
 * Tailwind registers every custom property its utilities may read: an `@property` rule each, and
 * a `@layer properties` fallback for browsers without `@property`. Its theme layer declares every
 * variable the site's rules read. A page needs only those its own rules read (a theme variable
 * also those the variables it keeps read); the full stylesheet brings the rest when it arrives.
 */
export function withoutUnreadProperties(css: string): string {
  const sheet = postcss.parse(css);
  const read = new Set<string>();
  const theme = new Map<string, Declaration>();
  sheet.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && themeVariable(decl)) theme.set(decl.prop, decl);
    else if (!registers(decl)) for (const name of readsIn(decl.value)) read.add(name);
  });
  for (const name of read) for (const next of readsIn(theme.get(name)?.value ?? "")) read.add(next);
  for (const [name, decl] of theme) if (!read.has(name)) decl.remove();
  sheet.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  sheet.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && registers(decl) && !read.has(decl.prop)) decl.remove();
  });
  return sheet.toString();
}

/**
 * Tailwind's hover variants, which it writes inside `@media (hover:hover)`, only answer a mouse
 * over the page; the stylesheet that follows the first paint brings them a moment later. Left
 * out of a page's inlined rules they save 0.1-0.2 KB of brotli a page, and with them go the
 * theme variables only they read.
 */
export function withoutHoverVariants(css: string): string {
  const sheet = postcss.parse(css);
  sheet.walkAtRules("media", (rule) => {
    if (rule.params.replace(/\s/g, "") === "(hover:hover)") rule.remove();
  });
  return sheet.toString();
}

/**
 * Beasties matches the page against each selector as its `normalizeCssSelector` method returns
 * it, a method its README and types leave out; this one returns staticSelector's. No documented
 * option changes how beasties matches, and matching outside beasties would take a second
 * selector engine over every page, so the override stays, guarded by checkStaticSelectorMatching.
 */
class StaticSelectors extends Beasties {
  normalizeCssSelector(selector: string): string {
    return staticSelector(selector);
  }
}

/** A CSS class name as written in a selector (`.hover\\:bg-brand-50`, `.\\32 xl\\:block`) as it is in markup. */
function unescapeClass(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6} ?|.)/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) && escaped.length > 1 ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );
}

/**
 * Whether the page's code could render what a selector asks for: its class names all appear
 * among the words of the code, whatever elements and structure it asks for, so a table an island
 * renders later has its rules too. A selector without classes (`tbody tr[aria-current=true]`,
 * the row a tool marks) is used when it asks for states (aria-* and data-* attributes) and their
 * names all appear there.
 */
function usedByCode(selector: string, words: ReadonlySet<string>): boolean {
  const classes = [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name]) =>
    unescapeClass(name!),
  );
  const names =
    classes.length > 0 ? classes : [...selector.matchAll(/\[\s*((?:aria|data)-[\w-]+)/g)].map(([, name]) => name!);
  return names.length > 0 && names.every((name) => words.has(name));
}

const sheetSelectors = new Map<string, Promise<string[]>>();

/** Every selector of the stylesheet's rules, one by one, as beasties reads them. */
function selectorsIn(file: string): Promise<string[]> {
  let selectors = sheetSelectors.get(file);
  if (!selectors) {
    selectors = readFile(file, "utf8").then((css) => {
      const list: string[] = [];
      postcss.parse(css).walkRules((rule) => {
        list.push(...rule.selectors);
      });
      return list;
    });
    sheetSelectors.set(file, selectors);
  }
  return selectors;
}

const chunkWords = new Map<string, Promise<Set<string>>>();

/** Every word that could be a class name in the chunk and in the chunks it imports, statically or not. */
function wordsInChunk(root: string, url: string): Promise<Set<string>> {
  const file = path.join(root, url);
  let words = chunkWords.get(file);
  if (!words) {
    words = (async () => {
      const code = await readFile(file, "utf8");
      // Every word of the code, not only of its string literals: a minifier nests literals inside
      // a template's interpolation (`w-2 ${on ? `bg-green-700` : `bg-slate-500`}`).
      const found = new Set(code.split(/[\s"'`{}]|\$\{/).filter((word) => /^[\w:/.[\]()%,#-]+$/.test(word)));
      const imports = [
        ...[...code.matchAll(/(?:from|import)\s*\(?\s*"\.\/([^"]+\.js)"/g)].map(([, name]) =>
          path.posix.join(path.posix.dirname(url), name!),
        ),
        // What Vite's preload helper lists for a dynamic import: "_astro/open-now.1a2b.js".
        ...[...code.matchAll(/["`](_astro\/[^"`]+\.js)["`]/g)].map(([, name]) => `/${name}`),
      ];
      for (const imported of await Promise.all(imports.map((name) => wordsInChunk(root, name))))
        for (const word of imported) found.add(word);
      return found;
    })();
    chunkWords.set(file, words);
  }
  return words;
}

/** `allowRules` keeps each rule with a selector listed, as written, whether or not the markup matches it (beasties' README). */
const beastiesOptions = (root: string, allowRules: string[]): Options => ({
  path: root,
  publicPath: "/",
  reduceInlineStyles: false,
  keyframes: "critical",
  logLevel: "warn",
  allowRules,
});

/**
 * The rules beasties inlines into the page for the stylesheet `href`. Beasties writes its own
 * serialization of the page, with the link changed to suit its own loading; only its <style>,
 * written just before the link, is taken from it.
 */
async function inlinedRules(beasties: Beasties, html: string, href: string): Promise<string | undefined> {
  const processedHtml = await beasties.process(html);
  const processed = [...elements(parseDocument(processedHtml))];
  const style = processed[processed.findIndex((el) => el.tagName === "link" && attribute(el, "href") === href) - 1];
  return style?.tagName === "style" ? innerSource(processedHtml, style) : undefined;
}

const probeRule = ":where(.list>:not(:last-child)){margin:0}";

/**
 * StaticSelectors relies on what beasties does not document: that it passes each selector through
 * normalizeCssSelector and matches the page against what that returns. Were an upgrade to rename
 * the method or stop using its result, every page would lose its :where, :is and :has rules, the
 * site's spacing among them, without an error. So before the pages, the build has beasties inline
 * a rule that only the static selector matches (beasties' own version empties it), and stops when
 * the rule is not inlined.
 */
export async function checkStaticSelectorMatching(): Promise<void> {
  const probe = new (class extends StaticSelectors {
    override readFile(): string {
      return probeRule;
    }
  })(beastiesOptions("/", []));
  const page =
    '<!doctype html><html><head><link rel="stylesheet" href="/probe.css"></head><body><ul class="list"><li></li><li></li></ul></body></html>';
  const inlined = await inlinedRules(probe, page, "/probe.css");
  if (inlined !== probeRule) {
    throw new StepError(
      "critical-css",
      `beasties inlined ${inlined === undefined ? "nothing" : JSON.stringify(inlined)} for ${probeRule}, which its markup matches: it no longer matches selectors through normalizeCssSelector (StaticSelectors). Did beasties change?`,
    );
  }
}

/**
 * The page with the rules its markup and its code use inlined before its bundled stylesheet's
 * link, and how many rules; unchanged if it has no such link. A page with the link into which
 * beasties inlined no rule stops the build: every page uses some of the site's rules.
 */
export async function inlineCriticalCss(
  html: string,
  root: string,
  page: string,
): Promise<{ html: string; changed: number }> {
  const all = [...elements(parseDocument(html))];
  const link = all.find(isBundledStylesheet);
  const href = link && attribute(link, "href");
  if (!link || !href) return { html, changed: 0 };
  // What the islands and the page's scripts render later: a result, an error, the open-now line.
  const code = all.flatMap((el) => {
    const url =
      el.tagName === "astro-island"
        ? attribute(el, "component-url")
        : el.tagName === "script"
          ? attribute(el, "src")
          : undefined;
    return isBundled(url) ? [url] : [];
  });
  const words = new Set<string>();
  for (const found of await Promise.all(code.map((url) => wordsInChunk(root, url))))
    for (const word of found) words.add(word);
  const allowRules = (await selectorsIn(path.join(root, href))).filter((selector) => usedByCode(selector, words));
  const inlined = await inlinedRules(new StaticSelectors(beastiesOptions(root, allowRules)), html, href);
  const css = inlined === undefined ? "" : withoutUnreadProperties(withoutHoverVariants(inlined));
  let rules = 0;
  postcss.parse(css).walkRules(() => {
    rules += 1;
  });
  if (rules === 0)
    throw new StepError("critical-css", `inlined no rule from ${href} into ${page}. Did beasties' output change?`);
  const { start } = span(link);
  return { html: applyEdits(html, [{ start, end: start, text: `<style>${css}</style>` }]), changed: rules };
}
