import { readFileSync } from "node:fs";
import YAML from "yaml";
import { locales, type Locale } from "~/i18n/locales";
import { referencePages, services } from "~/lib/catalog";
import { referencePageFile, servicePageFile } from "./copy-files";
import { withFigures } from "./figure-tokens";
import { withRuleRows } from "./rule-rows";
import { referencePageSchema, servicePageSchema, type ReferencePageContent, type ServicePageContent } from "./schemas";

/** A service or reference page as the visitor reads it: the rules' rows in its tables and its figures written in. */
export function writtenPage<P extends { readonly sections: readonly object[] }>(page: P, locale: Locale): P {
  return withFigures(withRuleRows(page, locale), locale);
}

/** A service page as the build writes it, read from its file (for the tests; the shells use the content layer). */
export function readServicePage(path: string, locale: Locale): ServicePageContent {
  return writtenPage(servicePageSchema.parse(YAML.parse(readFileSync(servicePageFile(path, locale), "utf8"))), locale);
}

export function readReferencePage(path: string, locale: Locale): ReferencePageContent {
  return writtenPage(
    referencePageSchema.parse(YAML.parse(readFileSync(referencePageFile(path, locale), "utf8"))),
    locale,
  );
}

/** Every service page in one language, by path, as the build writes it. */
export const servicePagesIn = (locale: Locale): ReadonlyMap<string, ServicePageContent> =>
  new Map(services.map(({ path }) => [path, readServicePage(path, locale)]));

export const referencePagesIn = (locale: Locale): ReadonlyMap<string, ReferencePageContent> =>
  new Map(referencePages.map(({ path }) => [path, readReferencePage(path, locale)]));

/** Every language's service and reference pages by path, read on first use: for the tests. */
function byLocale<T>(read: (locale: Locale) => T): Readonly<Record<Locale, T>> {
  const cache = new Map<Locale, T>();
  return Object.defineProperties(
    {},
    Object.fromEntries(
      locales.map((locale) => [
        locale,
        { enumerable: true, get: () => cache.get(locale) ?? (cache.set(locale, read(locale)), cache.get(locale)!) },
      ]),
    ),
  ) as Record<Locale, T>;
}

export const serviceContent = byLocale(servicePagesIn);
export const referenceContent = byLocale(referencePagesIn);
