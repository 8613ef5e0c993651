import { isLocale, translatedLocales, type Locale } from "~/i18n/locales";
import { referencePages, services, type ReferencePath, type ServicePath } from "~/lib/catalog";
import { compareCopy, type TranslationProblem } from "./translation-check";
import * as bg from "./bg";
import * as en from "./en";
import * as ru from "./ru";
import type { Copy, ReferencePageContent, ServicePageContent } from "./types";

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

/*
 * Service pages and reference pages: one module per page per language, at <locale>/services/<route>.ts
 * and <locale>/reference/<path>.ts. The content tests check that every language has one for every
 * catalog entry, shaped like the English one.
 */
const serviceModules = import.meta.glob<{ default: ServicePageContent }>("./*/services/*.ts", { eager: true });
const referenceModules = import.meta.glob<{ default: ReferencePageContent }>("./*/reference/**/*.ts", { eager: true });

/** Each language's modules by the page path their file names: "./ru/services/boc-3.ts" → "/boc-3". */
function byLocale<T>(modules: Record<string, { default: T }>): Readonly<Record<Locale, ReadonlyMap<string, T>>> {
  const found = { en: new Map(), ru: new Map(), bg: new Map() } satisfies Record<Locale, Map<string, T>>;
  for (const [file, module] of Object.entries(modules)) {
    const [, locale, route] = /^\.\/(\w+)\/(?:services|reference)\/(.*)\.ts$/.exec(file) ?? [];
    if (route && isLocale(locale)) found[locale].set(`/${route}`, module.default);
  }
  return found;
}

export const serviceContent = byLocale(serviceModules);
export const referenceContent = byLocale(referenceModules);

export function contentFor(locale: Locale): LocaleContent {
  return pages[locale];
}

export function getServiceContent(locale: Locale, path: ServicePath | string): ServicePageContent | undefined {
  return serviceContent[locale].get(path);
}

export function getReferenceContent(locale: Locale, path: ReferencePath | string): ReferencePageContent | undefined {
  return referenceContent[locale].get(path);
}

/** Every way a translation differs from English (app/content/translation-check.ts); the build fails on any. */
export function translationProblems(): TranslationProblem[] {
  return translatedLocales.flatMap((locale) => [
    ...Object.entries(pages.en).flatMap(([name, english]) =>
      compareCopy(english, pages[locale][name as keyof LocaleContent], locale, name),
    ),
    ...services.flatMap(({ path }) => {
      const translated = serviceContent[locale].get(path);
      if (!translated) return [{ locale, page: `services${path}`, at: "", problem: "is missing" }];
      return compareCopy(serviceContent.en.get(path), translated, locale, `services${path}`);
    }),
    ...referencePages.flatMap(({ path }) => {
      const translated = referenceContent[locale].get(path);
      if (!translated) return [{ locale, page: `reference${path}`, at: "", problem: "is missing" }];
      return compareCopy(referenceContent.en.get(path), translated, locale, `reference${path}`);
    }),
  ]);
}

/** Throws with every problem listed, so a missing or incomplete translation stops the build. */
export function assertTranslationsComplete(): void {
  const problems = translationProblems();
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  - app/content/${p.locale}/${p.page}${p.at ? ` at ${p.at}` : ""}: ${p.problem}`);
  throw new Error(`The translations differ from English (app/content/translation-check.ts):\n${lines.join("\n")}`);
}
