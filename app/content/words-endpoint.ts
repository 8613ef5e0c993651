import type { APIRoute } from "astro";
import { localeParams, type Locale } from "~/i18n/locales";
import { contentFor, type LocaleContent } from "./index";

/**
 * An endpoint that writes, in each language, words a script or an island fetches once it runs
 * rather than every page carrying them (decision 0007): `/open-now.json`, `/ru/open-now.json`.
 * A file under app/pages/[...lang]/ exports `getStaticPaths` and `GET` from it, naming the words.
 */
export function wordsEndpoint(words: (content: LocaleContent, locale: Locale) => unknown) {
  const GET: APIRoute = ({ props }) => {
    const { locale } = props as { locale: Locale };
    return Response.json(words(contentFor(locale), locale));
  };
  return { getStaticPaths: localeParams, GET };
}
