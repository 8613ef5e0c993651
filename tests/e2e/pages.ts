import "./site-global";
import { contentFor } from "../../app/content/index";
import { readCopy } from "../../app/content/copy-files";
import { withFigures } from "../../app/content/figure-tokens";
import { readReferencePage, readServicePage } from "../../app/content/written-pages";
import { aboutSchema, contactSchema, filingDeadlinesSchema, insightsSchema } from "../../app/content/schemas";
import type { ReferencePageContent, ServicePageContent } from "../../app/content/types";
import { localizePath, locales, splitLocale, translatedLocales, type Locale } from "../../app/i18n/locales";
import { mainPages, publicPaths, referencePages, services } from "../../app/lib/catalog";

/** The copy of the pages whose words are data, read as the build reads them (figures written in). */
const dataCopy = (locale: Locale) => ({
  contact: readCopy("contact", contactSchema, locale),
  filingDeadlines: withFigures(readCopy("filing-deadlines", filingDeadlinesSchema, locale), locale),
});

/** Each language's page copy, as the build reads it. */
export const copy = {
  en: { ...contentFor("en"), ...dataCopy("en") },
  ru: { ...contentFor("ru"), ...dataCopy("ru") },
  bg: { ...contentFor("bg"), ...dataCopy("bg") },
} as const satisfies Record<Locale, unknown>;

/** A service page's copy as the build writes it. */
export async function serviceContentFor(path: string, locale: Locale = "en"): Promise<ServicePageContent> {
  return readServicePage(path, locale);
}

/** A reference page's copy as the build writes it. */
export async function referenceContentFor(path: string, locale: Locale = "en"): Promise<ReferencePageContent> {
  return readReferencePage(path, locale);
}

/** Every public page in every language: English paths and their /ru and /bg twins. */
export const allPaths: readonly string[] = publicPaths.flatMap((path) =>
  locales.map((locale) => localizePath(path, locale)),
);

/** Each main page's h1, read from its copy as the page shows it. */
export const mainPageHeadings: Record<(typeof mainPages)[number]["path"], string> = {
  "/": copy.en.home.hero.heading,
  "/about": readCopy("about", aboutSchema, "en").title,
  "/services": copy.en.shared.servicesPage.title,
  "/checkup": copy.en.checkup.title,
  "/trucking-insights": readCopy("insights", insightsSchema, "en").title,
  "/filing-deadlines": copy.en.filingDeadlines.title,
  "/contact": copy.en.contact.title,
};

export { localizePath, locales, mainPages, publicPaths, referencePages, services, splitLocale, translatedLocales };
