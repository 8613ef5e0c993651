import postcss from "postcss";
import {
  applyEdits,
  attribute,
  elements,
  type Edit,
  isElement,
  type ParentNode,
  parseDocument,
  type TextNode,
} from "./html-tree.ts";
import { StepError } from "./step-report.ts";

/*
 * In an English page the build binds a form's name to its number and a two-word state's name
 * ("Form 2290", "New Mexico", `englishName`), so a line on a phone never breaks them.
 *
 * Two things it does to the text of a Russian or Bulgarian page, so content modules stay
 * plain words (../shared/reference/languages.md):
 *
 * 1. A one-letter preposition (в, к, с, о, у) is bound to the next word by a no-break space, so a
 *    line never ends on it.
 *    So is the space inside a form's name ("Form 2290") and after a place name's first part
 *    ("Ню Йорк"), and a hyphenated code or place name (MCS-150, Нью-Мексико) is kept on one line:
 *    a heading on a phone broke them as "Form / 2290" and "Нью- / Мексико".
 * 2. Every run of Latin-letter words (IFTA, Form 2290, a bracketed
 * English term, the office's name) is English, and a screen reader should say it in an English
 * voice: the build wraps each run in <span lang="en"> (issue: every English phrase left inside a
 * translated page carries lang="en"). Content modules stay plain words; this pass is the one place
 * that knows. It edits the page's source text in place, so everything else stays byte for byte.
 * Islands are left alone: React would see changed markup when it hydrates them.
 */

const skipElements = new Set([
  "script",
  "style",
  "title",
  "option",
  "textarea",
  "template",
  "svg",
  "astro-island",
  "head",
]);
/** Latin words, with what joins the parts of one (BOC-3, MCS-150, U.S., office@example.com), and the spaces between them. */
const latinRun =
  /[A-Za-z][A-Za-z0-9]*(?:['’.\-/@&][A-Za-z0-9]+)*(?:[ \u00a0]+[A-Za-z0-9]+(?:['’.\-/@&][A-Za-z0-9]+)*)*/g;
const entity = /(&[#\w]+;)/;

/** A one-letter preposition (Russian and Bulgarian share these letters) and the space after it. */
const preposition = /(^|[\s(«„"])([вкосуВКОСУ]) (?=\S)/g;

/** A space before a number inside an English run: "Form 2290", "Schedule 1". */
const spaceBeforeNumber = / (?=\d)/g;
/**
 * A short English run that a line break at its hyphen would split: a code with a number (MCS-150,
 * TB-HU-116, Form MCS-150). A longer run may need its breaks on a phone.
 */
const hyphenatedCode = (run: string) => run.length <= 24 && /-\S*\d/.test(run);
/** A place name whose first part (Нью-, Ню) must stay with the rest: Нью-Мексико, Ню Йорк. */
const placeName = /(^|[^А-Яа-яЁё])(Нь?ю)([- ])(?=[А-ЯЁ])([А-Яа-яЁё]+)/g;
/** In English: the space inside a form's name and number, or inside a two-word state's name. */
const englishName =
  /\b(Form|Schedule|New|North|South|West|Rhode) (?=\d|(?:MCS|Mexico|York|Jersey|Hampshire|Carolina|Dakota|Virginia|Island)\b)/g;
const nowrap = (text: string) => `<span class="whitespace-nowrap">${text}</span>`;

/**
 * The text with its prepositions bound and its English runs marked, and how many of each. In a
 * table cell (`inTable`) names and codes may still break: a phone's narrow column needs the break.
 */
function polish(raw: string, inTable: boolean): { text: string; changed: number } {
  let changed = 0;
  const text = raw
    .split(entity)
    .map((part) =>
      entity.test(part)
        ? part
        : part
            .replace(preposition, (_, before: string, letter: string) => {
              changed += 1;
              return `${before}${letter}\u00a0`;
            })
            .replace(latinRun, (run) => {
              changed += 1;
              const bound = inTable ? run : run.replace(spaceBeforeNumber, "\u00a0");
              return !inTable && hyphenatedCode(run)
                ? `<span lang="en" class="whitespace-nowrap">${bound}</span>`
                : `<span lang="en">${bound}</span>`;
            })
            .replace(placeName, (whole: string, before: string, first: string, joint: string, rest: string) => {
              if (inTable) return whole;
              changed += 1;
              return joint === " " ? `${before}${first}\u00a0${rest}` : `${before}${nowrap(`${first}-${rest}`)}`;
            }),
    )
    .join("");
  return { text, changed };
}

/** An English text with its names bound; in a table cell they may break, as in a translated page. */
function polishEnglish(raw: string, inTable: boolean): { text: string; changed: number } {
  if (inTable) return { text: raw, changed: 0 };
  let changed = 0;
  const text = raw.replace(englishName, (_, word: string) => {
    changed += 1;
    return `${word}\u00a0`;
  });
  return { text, changed };
}

/**
 * The classes that make an element a flex or grid container in the site's stylesheet, the only
 * containers in which a marked run would become a box of its own. A rule that makes some other
 * kind of selector one stops the build: the pass could not tell which texts to keep in one box.
 * So does a stylesheet with none: Tailwind would be writing its flex containers another way.
 */
export function flexContainerClasses(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkDecls("display", (decl) => {
    if (!/^(inline-)?(flex|grid)$/.test(decl.value.trim()) || decl.parent?.type !== "rule") return;
    for (const selector of (decl.parent as postcss.Rule).selectors) {
      const subject = selector
        .trim()
        .split(/\s*[\s>+~]\s*/)
        .pop()!;
      // A part of a form field holds no page text.
      if (subject.includes("::")) continue;
      const name = /^\.((?:\\.|[\w-])+)(?::[\w-]+(?:\([^)]*\))?)*$/.exec(subject)?.[1];
      if (name === undefined)
        throw new StepError("page-text", `a flex or grid container it cannot recognise by its class: ${selector}`);
      classes.add(name.replace(/\\(.)/g, "$1"));
    }
  });
  if (classes.size === 0)
    throw new StepError(
      "page-text",
      "found no flex or grid container class in the stylesheets. Did Tailwind's output change?",
    );
  return classes;
}

/**
 * The page with its text shaped for its language, and how many changes: in English its names
 * bound; in another language its prepositions and names bound and its English runs marked.
 * `html` is a whole document, `flexClasses` what flexContainerClasses found in its stylesheet.
 */
export function polishPageText(html: string, flexClasses: ReadonlySet<string>): { html: string; changed: number } {
  const document = parseDocument(html);
  const edits: Edit[] = [];
  let changed = 0;
  const root = elements(document).next().value;
  const pageLang = root ? attribute(root, "lang") : undefined;
  const shape = pageLang === "en" ? polishEnglish : polish;
  const visit = (node: ParentNode, inTable: boolean) => {
    for (const child of node.childNodes) {
      if (child.nodeName === "#text") {
        const location = (child as TextNode).sourceCodeLocation;
        if (!location) continue;
        const raw = html.slice(location.startOffset, location.endOffset);
        const { text, changed: polished } = shape(raw, inTable);
        changed += polished;
        // A text with marked runs stays one box in a flex or grid container (a footer link, a
        // card), where each span would otherwise become an item of its own, which neither wraps
        // nor keeps its spaces. Anywhere else the runs sit in the line as they are.
        const mixed = text.includes("<span") && text.replace(/<span[^>]*>[^<]*<\/span>/g, "").trim() !== "";
        const parentClass = "tagName" in node ? attribute(node, "class") : undefined;
        const flexParent = (parentClass ?? "").split(/\s+/).some((name) => flexClasses.has(name));
        const wrapped = mixed && flexParent ? `<span>${text}</span>` : text;
        if (text !== raw) edits.push({ start: location.startOffset, end: location.endOffset, text: wrapped });
      } else if (isElement(child)) {
        // An element in another language (the English notice, the switcher's links) is already marked.
        const lang = attribute(child, "lang");
        if (skipElements.has(child.tagName) || (lang !== undefined && lang !== pageLang)) continue;
        visit(child, inTable || child.tagName === "td" || child.tagName === "th");
      }
    }
  };
  visit(document, false);
  return { html: applyEdits(html, edits), changed };
}
