import type { Locale } from "~/i18n/locales";
import { referencePages, services } from "~/lib/catalog";
import { readCopy } from "./copy-files";
import { withFigures } from "./figure-tokens";
import { withRuleRows } from "./rule-rows";
import { referencePageSchema, servicePageSchema, type ReferencePageContent, type ServicePageContent } from "./schemas";

/** A service or reference page as the visitor reads it: the rules' rows in its tables and its figures written in. */
export function writtenPage<P extends { readonly sections: readonly object[] }>(page: P, locale: Locale): P {
  return withFigures(withRuleRows(page, locale), locale);
}

/** A service page as the build writes it, read from its file (for the tests; the shells use the content layer). */
export const readServicePage = (path: string, locale: Locale): ServicePageContent =>
  writtenPage(readCopy(`services${path}`, servicePageSchema, locale), locale);

export const readReferencePage = (path: string, locale: Locale): ReferencePageContent =>
  writtenPage(readCopy(`reference${path}`, referencePageSchema, locale), locale);

/** Every catalog service page in one language, by path, as the build writes it. */
export const servicePagesIn = (locale: Locale): ReadonlyMap<string, ServicePageContent> =>
  new Map(services.map(({ path }) => [path, readServicePage(path, locale)]));

export const referencePagesIn = (locale: Locale): ReadonlyMap<string, ReferencePageContent> =>
  new Map(referencePages.map(({ path }) => [path, readReferencePage(path, locale)]));
