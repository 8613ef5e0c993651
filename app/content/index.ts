import type { Locale } from "~/i18n/locales";
import { readCopy } from "./copy-files";
import { withFigures } from "./figure-tokens";
import { homeSchema, sharedSchema, type HomeCopy, type SharedCopy } from "./schemas";
import { toolWords, type ToolWords } from "./tool-words";

/*
 * The copy several pages share, the home page's and the tools' words, in every language, for
 * build-time rendering only: an island gets its words as props or fetches them, so no page ships
 * another language's words. Every file is YAML (decision 0017), read at each call so that `astro
 * dev` shows an edit, and checked against its schema and English where the content layer loads it
 * (app/content.config.ts).
 */

export interface LocaleContent extends ToolWords {
  readonly shared: SharedCopy;
  readonly home: HomeCopy;
}

export function contentFor(locale: Locale): LocaleContent {
  return {
    ...toolWords(locale),
    shared: withFigures(readCopy("shared", sharedSchema, locale), locale),
    home: withFigures(readCopy("home", homeSchema, locale), locale),
  };
}
