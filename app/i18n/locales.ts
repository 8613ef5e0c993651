/*
 * The site's languages. English keeps the unprefixed URLs; every other language mirrors every page
 * under its own prefix with the same slugs (/ru/contact). The URL alone decides the language: the
 * site never redirects by browser language.
 */
export const locales = ["en", "ru", "bg"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
/** The languages a translation is checked against English for. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** `name` in the language itself, for the switcher; `englishName` for the office's editor. */
export const localeInfo = {
  en: { htmlLang: "en", ogLocale: "en_US", name: "English", englishName: "English" },
  ru: { htmlLang: "ru", ogLocale: "ru_RU", name: "Русский", englishName: "Russian" },
  bg: { htmlLang: "bg", ogLocale: "bg_BG", name: "Български", englishName: "Bulgarian" },
} as const satisfies Record<Locale, { htmlLang: string; ogLocale: string; name: string; englishName: string }>;

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? "");
}

/** "/about" in Russian is "/ru/about"; the home page "/" is "/ru". Anchors and queries are kept. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === "/" || path.startsWith("/#") || path.startsWith("/?")
    ? `/${locale}${path.slice(1)}`
    : `/${locale}${path}`;
}

/** The language of a URL path and the path without its prefix: "/ru/about" → ru, "/about". */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const [, first, ...rest] = path.split("/");
  if (first !== defaultLocale && isLocale(first)) return { locale: first, path: `/${rest.join("/")}` };
  return { locale: defaultLocale, path };
}

/** Astro's params for a page that exists in every language: `[...lang]` is absent for English. */
export function localeParams(): { params: { lang: string | undefined }; props: { locale: Locale } }[] {
  return locales.map((locale) => ({
    params: { lang: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }));
}
