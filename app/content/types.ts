import type { ReferencePath, RelatedPath, ServicePath } from "../lib/catalog";
import type { LocaleContent } from "./index";

export type { LocaleContent };

/*
 * The content model of a service page. Content modules hold words and numbers only:
 * no markup, no components, no environment. The page template decides how each part looks.
 */

/** What a section is about; the template picks the section's icon from it. */
export type SectionTopic =
  | "overview"
  | "who"
  | "documents"
  | "fees"
  | "deadlines"
  | "penalties"
  | "steps"
  | "help"
  | "records"
  | "benefits"
  | "warning"
  | "info"
  | "speaking"
  | "signs";

interface SectionBase {
  /** The h2 of the section: a question or an action, in plain words. */
  readonly heading: string;
  readonly topic: SectionTopic;
  /** Short paragraphs shown under the heading, before any list or table. */
  readonly paragraphs?: readonly string[];
  /** A closing remark under the list or table, for example where a figure may change. */
  readonly note?: string;
  /** Where the section's long table now is: a reference page of its own (issue #26). */
  readonly reference?: ReferenceLink;
}

/** A sentence under a section that points to the reference page holding its table, then the link. */
export interface ReferenceLink {
  readonly path: ReferencePath;
  /** The sentence before the link, ending where the link's words follow. */
  readonly text: string;
  /** The link's words. */
  readonly link: string;
}

export interface TextSection extends SectionBase {
  readonly kind: "text";
  readonly paragraphs: readonly string[];
}

export interface ListSection extends SectionBase {
  readonly kind: "list";
  readonly items: readonly string[];
}

/** Ordered steps, such as how a filing goes from start to finish. */
export interface StepsSection extends SectionBase {
  readonly kind: "steps";
  readonly items: readonly string[];
}

/** Documents to bring: rendered as a printable checklist. */
export interface ChecklistSection extends SectionBase {
  readonly kind: "checklist";
  readonly items: readonly ChecklistItem[];
}

export interface ChecklistItem {
  readonly text: string;
  /** A detail under the item, for example how recent a document must be. */
  readonly detail?: string;
}

/** A real table with a caption, column headers and row headers in the first column. */
export interface Table {
  readonly caption: string;
  readonly columns: readonly [string, string, ...string[]];
  readonly rows: readonly (readonly string[])[];
  /**
   * "stacked": cells hold sentences, so on a phone each row becomes a block with each value under its
   * column's label. Without it, the table keeps its columns and scrolls inside its own box.
   */
  readonly layout?: "stacked";
}

/** Fees, deadlines or thresholds. */
export interface TableSection extends SectionBase, Table {
  readonly kind: "table";
}

/**
 * An interactive tool that enhances the section. The table it is built on is part of the
 * content, so the section is complete without JavaScript; the tool's controls load after it.
 */
export interface ToolSection extends SectionBase {
  readonly kind: "tool";
  readonly tool:
    | "ucr-fee-finder"
    | "form-2290-due-date"
    | "form-2290-penalty"
    | "form-2290-tax"
    | "mcs150-update"
    | "weight-distance"
    | "cdl-interview"
    | "road-sign-quiz";
  readonly table?: Table;
  /**
   * The sentences that tell the visitor to use the tool ("Enter the weight below"), above it. They
   * show only where scripts run: without them the tool is not there.
   */
  readonly howToUse?: readonly string[];
  /**
   * What the tool's place says where scripts do not run, when neither its table nor its reference
   * page answers the section's question on its own.
   */
  readonly noScript?: NoScriptNote;
}

/** What to do instead of a tool that needs JavaScript, said where the tool would be. */
export interface NoScriptNote {
  readonly text: string;
  /** The text ends where the office's phone number follows, as a link. */
  readonly phone?: true;
}

export type Section = TextSection | ListSection | StepsSection | ChecklistSection | TableSection | ToolSection;

/** The practices that stand alone, each on a reference page of its own rather than on its service page (decision 0013). */
export type PracticeTool = "cdl-interview" | "road-sign-quiz";

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** What a service page and a reference page both have at their top. */
interface PageCopy {
  /** The page's h1. */
  readonly title: string;
  /** The meta description: 70 to 160 characters, unique across the site. */
  readonly description: string;
  /** The lead paragraph under the title. */
  readonly lead: string;
  /**
   * The month someone last checked the page's facts against their sources, as "YYYY-MM". Set it only
   * when the facts were actually checked, not when the wording changed (docs/content-review.md).
   */
  readonly reviewed: `${number}-${number}`;
  /**
   * True while docs/content-review.md holds an open question for this page; the page then says that
   * some points are still being confirmed. A unit test keeps the flag and the review list in step.
   */
  readonly openQuestions?: true;
}

export interface ServicePageContent extends PageCopy {
  /** Must equal the catalog entry's path; the content test checks the pairing. */
  readonly path: ServicePath;
  readonly sections: readonly (
    Exclude<Section, ToolSection> | (ToolSection & { readonly tool: Exclude<ToolSection["tool"], PracticeTool> })
  )[];
  readonly faqs?: readonly Faq[];
  /** Ends the page with the 'Need Expert Guidance?' banner and its 'Start Filing' link. */
  readonly expertGuidanceBanner?: boolean;
  /** Other pages worth reading next, by path: service pages or the filing-deadline calendar. */
  readonly related?: readonly RelatedPath[];
}

/**
 * A reference page: a part of a service page on a page of its own (app/lib/catalog.ts,
 * referencePages): long tables and the text that explains them, or a practice that stands alone.
 * The tools that work out a visitor's own figures stay on the service page.
 */
export interface ReferencePageContent extends PageCopy {
  /** Must equal the catalog entry's path; the content test checks the pairing. */
  readonly path: ReferencePath;
  readonly sections: readonly (TableSection | TextSection | (ToolSection & { readonly tool: PracticeTool }))[];
}

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

/** The copy several pages share (<locale>/shared.ts): header, footer, calls to action, catalog names. */
export type SharedCopy = LocaleContent["shared"];

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
