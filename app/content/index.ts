import { translatedLocales, type Locale } from "~/i18n/locales";
import { compareCopy, type TranslationProblem } from "./translation-check";
import * as bg from "./bg";
import * as en from "./en";
import * as ru from "./ru";
import type { Copy } from "./types";

/*
 * Every page's copy in every language, for build-time rendering only: islands import the one module
 * of their own language they need, so no page ships another language's words.
 */

export interface LocaleContent {
  readonly shared: Copy<typeof en.shared>;
  readonly home: Copy<typeof en.home>;
  readonly cdlPractice: Copy<typeof en.cdlPractice>;
  readonly checkup: typeof en.checkup;
  readonly deadlineCalendar: Copy<typeof en.deadlineCalendar>;
  readonly deadlineRules: Copy<typeof en.deadlineRules>;
  readonly form2290Due: Copy<typeof en.form2290Due>;
  readonly form2290Penalty: Copy<typeof en.form2290Penalty>;
  readonly form2290Tax: Copy<typeof en.form2290Tax>;
  readonly mcs150Month: Copy<typeof en.mcs150Month>;
  readonly openNow: Copy<typeof en.openNow>;
  readonly ucrFinder: Copy<typeof en.ucrFinder>;
  readonly weightDistance: Copy<typeof en.weightDistance>;
}

const pages: Record<Locale, LocaleContent> = { en, ru, bg };

export function contentFor(locale: Locale): LocaleContent {
  return pages[locale];
}

/** Every way a translation differs from English (app/content/translation-check.ts); the build fails on any. */
export function translationProblems(): TranslationProblem[] {
  return translatedLocales.flatMap((locale) =>
    Object.entries(pages.en).flatMap(([name, english]) =>
      compareCopy(english, pages[locale][name as keyof LocaleContent], locale, name),
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
