import type { Locale } from "~/i18n/locales";
import { Text, TextShape } from "./Text";

/** The first link on every page: it takes keyboard and screen-reader users past the header to the page's content. */
export function SkipLink({ label, locale }: { label: string; locale: Locale }) {
  return (
    <TextShape locale={locale}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Text>{label}</Text>
      </a>
    </TextShape>
  );
}
