import { translatedLocales, type Locale } from "~/i18n/locales";
import { compareCopy, type TranslationProblem } from "./translation-check";
import * as bg from "./bg";
import * as en from "./en";
import * as ru from "./ru";
import { readCopy } from "./copy-files";
import { withFigures } from "./figure-tokens";
import { homeSchema, sharedSchema, type HomeCopy, type SharedCopy } from "./schemas";
import { toolWords, type ToolWords } from "./tool-words";

/*
 * The copy several pages share, the home page's and the tools' words, in every language, for
 * build-time rendering only: an island gets its words as props or fetches them, so no page ships
 * another language's words. The shared, home and tools' words are YAML (decision 0017), read at
 * each call so that `astro dev` shows an edit; the checkup's words are still TypeScript modules.
 */

export interface LocaleContent extends ToolWords {
  readonly shared: SharedCopy;
  readonly home: HomeCopy;
  readonly checkup: typeof en.checkup;
}

/** The words still in TypeScript modules: the checkup's. */
type ModuleWords = Omit<LocaleContent, "shared" | "home" | keyof ToolWords>;
const modules: Record<Locale, ModuleWords> = { en, ru, bg };

export function contentFor(locale: Locale): LocaleContent {
  return {
    ...modules[locale],
    ...toolWords(locale),
    shared: withFigures(readCopy("shared", sharedSchema, locale), locale),
    home: withFigures(readCopy("home", homeSchema, locale), locale),
  };
}

/** Every way a translation differs from English (app/content/translation-check.ts); the build fails on any. */
export function translationProblems(): TranslationProblem[] {
  return translatedLocales.flatMap((locale) =>
    Object.entries(modules.en).flatMap(([name, english]) =>
      compareCopy(english, modules[locale][name as keyof ModuleWords], locale, name),
    ),
  );
}

/** Throws with every problem listed, so a missing or incomplete translation stops the build. */
export function assertTranslationsComplete(): void {
  const problems = translationProblems();
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  - app/content/${p.locale}/${p.page}${p.at ? ` at ${p.at}` : ""}: ${p.problem}`);
  throw new Error(`The translations differ from English (app/content/translation-check.ts):\n${lines.join("\n")}`);
}
