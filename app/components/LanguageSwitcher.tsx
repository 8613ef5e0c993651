import { localeInfo, localizePath, locales, type Locale } from "~/i18n/locales";

/**
 * Links to the same page in each language: plain links with hreflang and lang, so they work
 * without JavaScript and screen readers say each name in its own language. The site never picks
 * a language for the visitor. `compact` shows the codes (EN, RU, BG) for the desktop header.
 */
export function LanguageSwitcher({
  locale,
  path,
  label,
  compact = false,
}: {
  locale: Locale;
  path: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <ul aria-label={label} className={`flex items-center ${compact ? "gap-0.5" : "flex-wrap gap-2"}`}>
      {locales.map((other) => {
        const current = other === locale;
        const { htmlLang, name } = localeInfo[other];
        return (
          <li key={other}>
            <a
              href={localizePath(path, other)}
              hrefLang={htmlLang}
              lang={htmlLang}
              aria-current={current ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold hover:bg-brand-50 hover:text-brand-900 ${
                current
                  ? "text-brand-900 underline decoration-accent-500 decoration-2 underline-offset-8"
                  : "text-muted"
              } ${compact ? "min-w-11 justify-center" : "px-3"}`}
            >
              {compact ? (
                <>
                  {/* The codes are Latin letters in every language: said as English. */}
                  <span lang="en">{other.toUpperCase()}</span>
                  <span className="sr-only"> {name}</span>
                </>
              ) : (
                name
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
