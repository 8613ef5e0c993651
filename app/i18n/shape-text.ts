import type { Locale } from "./locales";

/*
 * How a text is shaped for its page's language, while it renders (app/components/Text.tsx), so a
 * copy file stays plain words (shared/reference/languages.md):
 *
 * - In English a form's name stays with its number and a two-word state's name stays whole
 *   ("Form 2290", "New Mexico"): a heading on a phone broke them as "Form / 2290".
 * - In Russian and Bulgarian a one-letter preposition (в, к, с, о, у) is bound to the next word,
 *   so a line never ends on it; every run of Latin-letter words (IFTA, Form 2290, the office's
 *   name) is English, and a screen reader should say it in an English voice, so it is a piece of
 *   its own marked lang="en"; a short hyphenated code (MCS-150), a place name (Нью-Мексико,
 *   "Ню Йорк") and a word after a short hyphenated prefix ("най-бързо", "по-английски") are kept
 *   on one line.
 *
 * In a table cell (`inTable`) names and codes may break: a phone's narrow column needs the break.
 */

/** A run of text: plain, or one that needs an element of its own (an English run, a line that must not break). */
export type Piece = string | { text: string; lang?: "en"; nowrap?: true };

/** Latin words, with what joins the parts of one (BOC-3, MCS-150, U.S., office@example.com), and the spaces between them. */
const latinRun =
  /[A-Za-z][A-Za-z0-9]*(?:['’.\-/@&][A-Za-z0-9]+)*(?:[ \u00a0]+[A-Za-z0-9]+(?:['’.\-/@&][A-Za-z0-9]+)*)*/g;
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
/**
 * A word whose short first part ends in a hyphen: Bulgarian's "най-бързо", "по-малко", Russian's
 * "по-английски". A phone broke "най- / бързо" at the hyphen, leaving a fragment at a line's end.
 */
const prefixedWord = /(^|[^А-Яа-яЁё])((?:[Нн]ай|[Пп]о)-[А-Яа-яЁё]+)/g;
/** In English: the space inside a form's name and number, or inside a two-word state's name. */
const englishName =
  /\b(Form|Schedule|New|North|South|West|Rhode) (?=\d|(?:MCS|Mexico|York|Jersey|Hampshire|Carolina|Dakota|Virginia|Island)\b)/g;

/** Adds a piece to the list, joining plain text to plain text before it, so no two strings sit side by side. */
function push(pieces: Piece[], piece: Piece) {
  if (piece === "") return;
  const last = pieces.length - 1;
  if (typeof piece === "string" && typeof pieces[last] === "string") pieces[last] += piece;
  else pieces.push(piece);
}

/** Plain Cyrillic text with its prefixed words kept whole, each a piece that does not break. */
function pushPrefixedWords(pieces: Piece[], text: string) {
  let at = 0;
  for (const match of text.matchAll(prefixedWord)) {
    const [whole, before = "", word = ""] = match;
    push(pieces, text.slice(at, match.index) + before);
    push(pieces, { text: word, nowrap: true });
    at = match.index + whole.length;
  }
  push(pieces, text.slice(at));
}

/**
 * Plain Cyrillic text with its place names kept whole ("Ню Йорк" bound, Нью-Мексико a piece that
 * does not break), and its prefixed words.
 */
function pushPlaceNames(pieces: Piece[], text: string, inTable: boolean) {
  if (inTable) return push(pieces, text);
  let at = 0;
  for (const match of text.matchAll(placeName)) {
    const [whole, before = "", first = "", joint, rest = ""] = match;
    pushPrefixedWords(pieces, text.slice(at, match.index) + before);
    push(pieces, joint === " " ? `${first}\u00a0${rest}` : { text: `${first}-${rest}`, nowrap: true });
    at = match.index + whole.length;
  }
  pushPrefixedWords(pieces, text.slice(at));
}

/** The text shaped for `locale` as pieces in reading order; joined, their texts are the text with some spaces made no-break. */
export function shapeText(text: string, locale: Locale, { inTable = false }: { inTable?: boolean } = {}): Piece[] {
  if (locale === "en") return text === "" ? [] : [inTable ? text : text.replace(englishName, "$1\u00a0")];
  const bound = text.replace(preposition, "$1$2\u00a0");
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of bound.matchAll(latinRun)) {
    const run = match[0];
    pushPlaceNames(pieces, bound.slice(at, match.index), inTable);
    const english = inTable ? run : run.replace(spaceBeforeNumber, "\u00a0");
    push(
      pieces,
      !inTable && hyphenatedCode(run) ? { text: english, lang: "en", nowrap: true } : { text: english, lang: "en" },
    );
    at = match.index + run.length;
  }
  pushPlaceNames(pieces, bound.slice(at), inTable);
  return pieces;
}
