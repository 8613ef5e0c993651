import { JSDOM } from "jsdom";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { builtPages } from "./measure/built-pages.ts";

/*
 * What a visitor reads on every built page, as lines, so a change to how copy is stored (issue
 * #48: content as data) can be shown to leave every page's words as they were. Save the text
 * before the change, build after it, and compare:
 *
 *   npm run text -- save /tmp/before.json
 *   npm run build && npm run text -- compare /tmp/before.json
 *
 * Compare prints each page's lost and new lines and fails when any page differs. With `--marks`,
 * each line also shows how its words are shaped (app/i18n/shape-text.ts): ⟦English run⟧ for
 * lang="en", ⟨…⟩ for a run kept on one line, ~ for a no-break space.
 *
 *   npm run text -- save /tmp/before.json --marks
 */

/** Elements that start a line of their own: a difference shows as the line it is on. */
const blocks = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE BR BUTTON CAPTION DD DETAILS DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LABEL LEGEND LI MAIN NAV OL OPTION P SECTION SELECT SUMMARY TABLE TD TH TR UL".split(
    " ",
  ),
);
/** Words a visitor meets outside the text: alternatives, names and hints. */
const spokenAttributes = ["alt", "aria-label", "title", "placeholder"];

/**
 * The page's words in reading order: its title and description, then the body, one line per
 * block, each heading prefixed with its level ("h2 Fees"). Parsed without scripts, as the page
 * arrives: what a <noscript> holds is read as markup.
 */
export function renderedText(html: string, { marks = false } = {}): string[] {
  const { document } = new JSDOM(html).window;
  const pageLang = document.documentElement.lang;
  const lines: string[] = [];
  let line = "";
  const end = () => {
    const text = line.replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
    line = "";
  };
  const visit = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      line += marks ? node.textContent!.replaceAll("\u00a0", "~") : node.textContent;
      return;
    }
    if (!(node instanceof document.defaultView!.Element)) return;
    if (["SCRIPT", "STYLE", "TEMPLATE"].includes(node.tagName)) return;
    const block = blocks.has(node.tagName) || /^H[1-6]$/.test(node.tagName);
    if (block) end();
    if (/^H[1-6]$/.test(node.tagName)) line += `${node.tagName.toLowerCase()} `;
    for (const name of spokenAttributes) {
      const value = node.getAttribute(name);
      if (value) line += ` [${name}: ${value}] `;
    }
    const english = marks && node.hasAttribute("lang") && node.getAttribute("lang") !== pageLang;
    const whole = marks && node.classList.contains("whitespace-nowrap");
    if (english) line += "⟦";
    if (whole) line += "⟨";
    for (const child of node.childNodes) visit(child);
    if (whole) line += "⟩";
    if (english) line += "⟧";
    if (block) end();
  };
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
  lines.push(`title ${document.title}`);
  if (description) lines.push(`description ${description}`);
  visit(document.body);
  end();
  return lines;
}

/** Every built page's words, by its file under `root`. */
export async function siteText(root: string, options: { marks?: boolean } = {}): Promise<Record<string, string[]>> {
  const text: Record<string, string[]> = {};
  for (const file of await builtPages(root))
    text[file] = renderedText(await readFile(path.join(root, file), "utf8"), options);
  return text;
}

/** Each page whose words differ, with the lines only the old text has (-) and only the new one has (+). */
export function textChanges(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const report: string[] = [];
  for (const file of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const old = before[file];
    const now = after[file];
    if (!old || !now) {
      report.push(`${file}: ${old ? "gone" : "new"} page`);
      continue;
    }
    const gone = old.filter((text) => !now.includes(text));
    const added = now.filter((text) => !old.includes(text));
    const reordered = gone.length === 0 && added.length === 0 && old.join("\n") !== now.join("\n");
    if (gone.length === 0 && added.length === 0 && !reordered) continue;
    report.push(`${file}:`, ...gone.map((text) => `  - ${text}`), ...added.map((text) => `  + ${text}`));
    if (reordered) report.push("  the same lines, repeated or in another order");
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, file] = process.argv.slice(2);
  const options = { marks: process.argv.includes("--marks") };
  const root = path.join(process.env.BUILD_DIR ?? "build", "client");
  if (command === "save" && file) {
    await writeFile(file, `${JSON.stringify(await siteText(root, options), null, 1)}\n`);
    console.log(`The words of ${root}'s pages are in ${file}.`);
  } else if (command === "compare" && file) {
    const changes = textChanges(JSON.parse(await readFile(file, "utf8")), await siteText(root, options));
    console.log(changes.length === 0 ? `Every page of ${root} reads as ${file} recorded.` : changes.join("\n"));
    process.exitCode = changes.length === 0 ? 0 : 1;
  } else {
    console.error("Usage: npm run text -- save <file> [--marks] | compare <file> [--marks]");
    process.exitCode = 2;
  }
}
