import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Locale } from "~/i18n/locales";

/*
 * What the build checks of every translation against English (issue: nothing English leaks):
 * the same structure (keys, list and table lengths, section kinds), the same fixed values (paths,
 * dates, flags), the same figures, the same message arguments (every string is read as ICU
 * MessageFormat, app/i18n/message.ts), and no sentence left in English. `astro dev`, `astro sync` and
 * `astro build` stop on any problem (app/content.config.ts); app/content/translation-check.test.ts
 * runs it over every copy file too.
 */

export interface TranslationProblem {
  locale: Locale;
  /** The page or module, for example "services/ucr-registration" or "shared". */
  page: string;
  /** Where in it: "sections.2.items.0". */
  at: string;
  problem: string;
}

/** Values that are identifiers or facts, never words: they must equal English's. */
const fixedKeys = new Set([
  "kind",
  "topic",
  "tool",
  "layout",
  "path",
  "reviewed",
  "openQuestions",
  "expertGuidanceBanner",
  "related",
]);
/** Plural forms a language may have beyond English's one/other. */
const extraPluralKeys = new Set(["few", "many"]);

/**
 * Latin-letter words a translated sentence may keep: acronyms, codes and the capitalised words of
 * names the reader sees in English on the documents ("Form 2290", "Articles of Organization",
 * "Illinois Department of Revenue"), with the small words inside such names.
 */
const isAllowedLatinWord = (word: string) => /^[A-Z0-9]/.test(word) || /^(of|and|the|for|on|to|a|an|in|de)$/.test(word);

/**
 * English left in a translated sentence: a run of three or more Latin words with two or more that
 * are not part of a name, outside brackets (a bracketed English term is a gloss: "(cab card)").
 */
export function untranslatedRun(text: string): string | null {
  const outsideBrackets = text.replace(/\([^()]*\)/g, " ").replace(/https?:\/\/\S+|\S+@\S+/g, " ");
  const runs = outsideBrackets.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,]+[A-Za-z][A-Za-z'’-]*)+/g) ?? [];
  for (const run of runs) {
    const words = run.split(/[\s,]+/);
    const unexplained = words.filter((word) => !isAllowedLatinWord(word));
    if (words.length >= 3 && unexplained.length >= 2) return run;
  }
  return null;
}

/** The figures in a text, as numbers: "$44,836" and "$44 836" are both 44836; "16.01.2026" is 16 and 2026. */
export function figures(text: string): number[] {
  const normalized = text
    .replace(/\b(\d{1,2})\.(\d{2})\.(\d{4})\b/g, "$1 $3")
    .replace(/(\d)[,\u00a0 ](?=\d{3}\b)/g, "$1")
    .replace(/(\d),(\d)/g, "$1.$2");
  return (normalized.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** A message read by the formatjs parser: what it needs from its caller, and the words it shows. */
export interface MessageShape {
  /** Each argument's name, and a select's options: "inclusive: yes/other". */
  readonly arguments: readonly string[];
  /** A plural's missing forms for the language, as "count: few/many". */
  readonly missingForms: readonly string[];
  /** The literal text, without the message's syntax. */
  readonly words: string;
}

/**
 * Reads a text as an ICU message, or null if it is not one. A number argument may be a plural in
 * one language and plain in another, so a plural counts as its argument's name.
 */
export function messageShape(text: string, locale: Locale): MessageShape | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text);
  } catch {
    return null;
  }
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const names = new Set<string>();
  const missingForms: string[] = [];
  const words: string[] = [];
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal) words.push(element.value);
      if (element.type === TYPE.argument || element.type === TYPE.plural) names.add(element.value);
      if (element.type === TYPE.select) names.add(`${element.value}: ${Object.keys(element.options).sort().join("/")}`);
      if (element.type === TYPE.plural) {
        const missing = categories.filter(
          (category) => category !== "other" && !(category in element.options) && !(`=${category}` in element.options),
        );
        if (missing.length > 0) missingForms.push(`${element.value}: ${missing.join("/")}`);
      }
      if (element.type === TYPE.select || element.type === TYPE.plural)
        Object.values(element.options).forEach((option) => visit(option.value));
    }
  };
  visit(elements);
  return { arguments: [...names].sort(), missingForms, words: words.join(" ") };
}

type Json = unknown;

function kindOf(value: Json): string {
  if (Array.isArray(value)) return "array";
  if (value === null) return "null";
  return typeof value;
}

/** Compares one translated value with English, recursively, and returns the problems found. */
export function compareCopy(english: Json, translated: Json, locale: Locale, page: string): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const englishFigures = new Set<number>();
  const translatedFigures = new Set<number>();
  const report = (at: string, problem: string) => problems.push({ locale, page, at, problem });

  function walk(en: Json, tr: Json, at: string, key: string) {
    if (kindOf(en) !== kindOf(tr)) return report(at, `is a ${kindOf(tr)} where English has a ${kindOf(en)}`);
    // An identifier or flag, never a sentence (shared.reviewed.openQuestions is a sentence).
    if (
      fixedKeys.has(key) &&
      (typeof en !== "object" || Array.isArray(en)) &&
      !(typeof en === "string" && en.includes(" "))
    ) {
      if (JSON.stringify(en) !== JSON.stringify(tr)) report(at, `must equal English's ${JSON.stringify(en)}`);
      return;
    }
    if (typeof en === "string" && typeof tr === "string") {
      figures(en).forEach((n) => englishFigures.add(n));
      figures(tr).forEach((n) => translatedFigures.add(n));
      if (tr.trim() === "") return report(at, "is empty");
      const enMessage = messageShape(en, "en");
      const trMessage = messageShape(tr, locale);
      if (!enMessage) return report(at, "is not a valid message in English");
      if (!trMessage) return report(at, "is not a valid message");
      if (enMessage.arguments.join() !== trMessage.arguments.join())
        report(
          at,
          `takes ${trMessage.arguments.join(", ") || "no arguments"} where English takes ${enMessage.arguments.join(", ") || "none"}`,
        );
      if (trMessage.missingForms.length > 0) report(at, `lacks plural forms: ${trMessage.missingForms.join("; ")}`);
      const leftover = untranslatedRun(trMessage.words);
      if (leftover) report(at, `leaves English: "${leftover}"`);
      return;
    }
    if (Array.isArray(en) && Array.isArray(tr)) {
      if (en.length !== tr.length) report(at, `has ${tr.length} entries where English has ${en.length}`);
      en.forEach((item, i) => i < tr.length && walk(item, tr[i], `${at}.${i}`, key));
      return;
    }
    if (typeof en === "object" && en !== null && typeof tr === "object" && tr !== null) {
      const enKeys = Object.keys(en);
      const trKeys = Object.keys(tr);
      const plural = enKeys.includes("one") && enKeys.includes("other");
      for (const k of enKeys) if (!trKeys.includes(k)) report(`${at}.${k}`, "is missing");
      for (const k of trKeys)
        if (!enKeys.includes(k) && !(plural && extraPluralKeys.has(k))) report(`${at}.${k}`, "is not in English");
      for (const k of enKeys)
        if (trKeys.includes(k)) walk((en as Record<string, Json>)[k], (tr as Record<string, Json>)[k], `${at}.${k}`, k);
    }
  }

  walk(english, translated, "", "");
  // Zero is often a word in a translation ("нулевым"), not a figure.
  const missing = [...englishFigures].filter((n) => n !== 0 && !translatedFigures.has(n));
  const extra = [...translatedFigures].filter((n) => !englishFigures.has(n));
  if (missing.length > 0) report("", `lacks English's figures ${missing.join(", ")}`);
  if (extra.length > 0) report("", `has figures English lacks: ${extra.join(", ")}`);
  return problems.map((p) => ({ ...p, at: p.at.replace(/^\./, "") }));
}
