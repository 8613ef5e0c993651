import type { LocaleContent } from "./index";

export type { LocaleContent };

/* The content model of service and reference pages is their schema (app/content/schemas.ts). */
export type {
  Faq,
  NoScriptNote,
  ReferencePageContent,
  Section,
  SectionTopic,
  ServicePageContent,
  Table,
  TableSection,
  ToolSection,
} from "./schemas";

/**
 * The shape of an English content module with its words left open: a translation typed with it has
 * every key, every list and table of the same length, and every function, of the English module.
 * Numbers and flags stay as English has them.
 */
export type Copy<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : { readonly [K in keyof T]: Copy<T[K]> };

/*
 * Copy as components receive it: the page shells read one language's copy (contentFor) and hand
 * each component its slices, so no component looks words up by language.
 */

/** The copy several pages share (<locale>/shared.yaml): header, footer, calls to action, catalog names. */
export type { SharedCopy } from "./schemas";
import type { SharedCopy } from "./schemas";

/** The words of the open-now line under a schedule (<locale>/tools/open-now.ts). */
export type OpenNowCopy = LocaleContent["openNow"];

/**
 * The notary notice of a translated page (5 ILCS 312/3-103): its heading and text in the page's
 * language, and the statute's English text shown beside them. English pages have none.
 */
export interface NotaryNotices {
  readonly local: SharedCopy["notaryNotice"];
  readonly english: string;
}
