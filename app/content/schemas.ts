import { z } from "zod";
import {
  mainPages,
  referencePages,
  serviceGroups,
  services,
  type ReferencePath,
  type ServiceGroupId,
  type ServicePath,
} from "~/lib/catalog";
import { serviceValues } from "~/lib/message-limits";

/*
 * The schemas of the copy kept as data: one YAML file per page and language,
 * app/content/<locale>/<page>.yaml, loaded by the content layer (app/content.config.ts), which
 * checks each file against its schema and each translation against English. Components take
 * these types; no copy type is inferred from the English file.
 */

/** A piece of copy: never empty. */
export const text = z.string().trim().min(1, "must not be empty");

/** The call to action at the foot of a page: a heading, a sentence and the link's words. */
const closing = z.object({ heading: text, text, action: text });

/** /trucking-insights: a lead, then cards of advice, each with its tips, then the call to action. */
export const insightsSchema = z.object({
  title: text,
  /** The page's meta description, for search results. */
  description: text,
  lead: text,
  cards: z.array(z.object({ title: text, text, tips: z.array(text).min(1) })).min(1),
  closing,
});

export type InsightsCopy = z.infer<typeof insightsSchema>;

/** /filing-deadlines: the page around the deadline list; `rulesLead` names its dates as tokens ({ucrDue}). */
export const filingDeadlinesSchema = z.object({
  title: text,
  description: text,
  lead: text,
  /** Before the rules: what the list leaves out and how its dates move. */
  rulesLead: text,
  rulesHeading: text,
  datesHeading: text,
  datesLead: text,
  cta: closing,
});

export type FilingDeadlinesCopy = z.infer<typeof filingDeadlinesSchema>;

/** /about: the office's story, its figures and audience (from shared copy), services and contact. */
export const aboutSchema = z.object({
  title: text,
  description: text,
  /** Names the office's state as {officeState}, written from the shared copy in the page's language. */
  lead: text,
  story: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
  figuresHeading: text,
  audience: z.object({ heading: text, lead: text }),
  servicesHeading: text,
  servicesLead: text,
  contactHeading: text,
  contactLead: text,
  cta: closing,
});

export type AboutCopy = z.infer<typeof aboutSchema>;

const formFields = <T extends z.ZodType>(field: T) =>
  z.object({ name: field, email: field, phone: field, service: field, message: field });

/** /contact: the office's details and hours around the message form, and the form's words. */
export const contactSchema = z.object({
  title: text,
  description: text,
  lead: text,
  detailsHeading: text,
  hoursHeading: text,
  urgentHeading: text,
  urgentText: text,
  form: z.object({
    heading: text,
    requiredNote: text,
    /** Shown where the form cannot run (without JavaScript). */
    noScript: text,
    labels: formFields(text),
    placeholders: formFields(text).omit({ service: true }),
    serviceEmpty: text,
    /** What each option reads; the value sent is the key, the spec's English value, in every language. */
    serviceOptions: z.object(
      Object.fromEntries(serviceValues.map((value) => [value, text])) as Record<
        (typeof serviceValues)[number],
        typeof text
      >,
    ),
    honeypotLabel: text,
    submit: text,
    sending: text,
    success: text,
    failure: text,
  }),
});

export type ContactCopy = z.infer<typeof contactSchema>;

/*
 * Service pages and reference pages: app/content/<locale>/services/<route>.yaml and
 * app/content/<locale>/reference/<path>.yaml. A page is a title, a lead and sections; each section
 * is one kind of block (the discriminated union below), and the page template decides how it looks.
 */

/** What a section is about; the template picks the section's icon from it. */
const topic = z.enum([
  "overview",
  "who",
  "documents",
  "fees",
  "deadlines",
  "penalties",
  "steps",
  "help",
  "records",
  "benefits",
  "warning",
  "info",
  "speaking",
  "signs",
]);

const servicePath = z.enum(services.map((s) => s.path) as [ServicePath, ...ServicePath[]]);
const referencePath = z.enum(referencePages.map((p) => p.path) as [ReferencePath, ...ReferencePath[]]);

/**
 * The rows of a table that the rules compute, so that they are never typed: the table names its
 * rule, and the words the rows need, and the page is written with the rule's rows in its language
 * (app/content/rule-rows.ts).
 */
const rowsFrom = z.discriminatedUnion("rule", [
  /** Each fleet size and its fee, for the newest registration year (app/data/ucr.json). */
  z.object({ rule: z.literal("ucr-fees") }),
  /** Each last digit of a USDOT number and the month its MCS-150 update is due. */
  z.object({ rule: z.literal("mcs150-months") }),
  /** Each month of first use and the return's due date; `due` is a message of {due}, {leapYear} and {nextYear}. */
  z.object({ rule: z.literal("form-2290-due-dates"), due: text }),
  /** Each weight category and its yearly tax; `over` words the open last category, `dash` joins a range. */
  z.object({ rule: z.literal("form-2290-tax"), over: text, dash: text }),
  /** Each weight range and its New Mexico and New York rates; `perTon` is a message of {rate} and {perTon}. */
  z.object({ rule: z.literal("weight-distance-rates"), noTax: text, perTon: text }),
]);

/** A real table with a caption, column headers and row headers in the first column. */
const tableFields = {
  caption: text,
  columns: z.array(text).min(2),
  /** Typed rows; a table whose rows the rules compute names its rule in `rowsFrom` instead. */
  rows: z.array(z.array(text).min(2)).default([]),
  rowsFrom: rowsFrom.optional(),
  /**
   * "stacked": cells hold sentences, so on a phone each row becomes a block with each value under its
   * column's label. Without it, the table keeps its columns and scrolls inside its own box.
   */
  layout: z.literal("stacked").optional(),
};
const tableSchema = z.object(tableFields);

const sectionBase = {
  /** The h2 of the section: a question or an action, in plain words. */
  heading: text,
  topic,
  /** Short paragraphs shown under the heading, before any list or table. */
  paragraphs: z.array(text).optional(),
  /** A closing remark under the list or table, for example where a figure may change. */
  note: text.optional(),
  /** Where the section's long table is: a reference page of its own; `text` ends where the link's words follow. */
  reference: z.object({ path: referencePath, text, link: text }).optional(),
};

const textSection = z.object({ ...sectionBase, kind: z.literal("text"), paragraphs: z.array(text).min(1) });
const listSection = z.object({ ...sectionBase, kind: z.literal("list"), items: z.array(text).min(1) });
/** Ordered steps, such as how a filing goes from start to finish. */
const stepsSection = z.object({ ...sectionBase, kind: z.literal("steps"), items: z.array(text).min(1) });
/** Documents to bring, as a printable checklist; `detail` is a line under an item. */
const checklistSection = z.object({
  ...sectionBase,
  kind: z.literal("checklist"),
  items: z.array(z.object({ text, detail: text.optional() })).min(1),
});
/** Fees, deadlines or thresholds. */
const tableSection = z.object({ ...sectionBase, kind: z.literal("table"), ...tableFields });

/** The tools of service pages: each answers the page's own question for the visitor's truck. */
const serviceTools = ["ucr-fee-finder", "form-2290-tax", "mcs150-update", "weight-distance"] as const;
/**
 * The tools of reference pages (decision 0013): the practices, which stand alone, and the Form 2290
 * due date and late-filing penalty, which the tax calculator answers for most visitors.
 */
const referenceTools = ["form-2290-due-date", "form-2290-penalty", "cdl-interview", "road-sign-quiz"] as const;

/**
 * An interactive tool that enhances the section. Its table is part of the content, so the section
 * is complete without JavaScript; the tool's controls load after it.
 */
const toolFields = {
  ...sectionBase,
  kind: z.literal("tool"),
  table: tableSchema.optional(),
  /** The sentences that tell the visitor to use the tool, shown only where scripts run. */
  howToUse: z.array(text).optional(),
  /**
   * What the tool's place says where scripts do not run, when neither its table nor its reference
   * page answers the section's question; with `phone`, the office's number follows as a link.
   */
  noScript: z.object({ text, phone: z.literal(true).optional() }).optional(),
};
const serviceToolSection = z.object({ ...toolFields, tool: z.enum(serviceTools) });
const referenceToolSection = z.object({ ...toolFields, tool: z.enum(referenceTools) });

/** Questions and their answers, at the end of a service or reference page. */
const faqs = z.array(z.object({ question: text, answer: text })).optional();

/** What a service page and a reference page both have at their top. */
const pageTop = {
  /** The page's h1. */
  title: text,
  /** The meta description: 70 to 160 characters, unique across the site. */
  description: text,
  /** The lead paragraph under the title. */
  lead: text,
  /**
   * The month someone last checked the page's facts against their sources, as "YYYY-MM". Set it only
   * when the facts were actually checked, not when the wording changed (docs/content-review.md).
   */
  reviewed: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month, as 2026-11"),
  /** While docs/content-review.md holds an open question for this page: the page says so. */
  openQuestions: z.literal(true).optional(),
};

/** A table's rows are typed, or named by a rule, never both. */
function oneSourceOfRows(
  sections: readonly {
    kind: string;
    rows?: unknown[];
    rowsFrom?: unknown;
    table?: { rows: unknown[]; rowsFrom?: unknown };
  }[],
  ctx: z.RefinementCtx,
) {
  sections.forEach((section, index) => {
    const table = section.kind === "table" ? section : section.table;
    if (!table || !("rows" in table)) return;
    const typed = (table.rows as unknown[]).length > 0;
    if (typed === (table.rowsFrom !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["sections", index, ...(section.kind === "table" ? [] : ["table"]), "rows"],
        message: typed ? "has rows and rowsFrom: keep one" : "needs rows, or rowsFrom naming a rule",
      });
  });
}

export const servicePageSchema = z
  .object({
    ...pageTop,
    /** Must equal the catalog entry's path, which is also the file's name. */
    path: servicePath,
    sections: z
      .array(
        z.discriminatedUnion("kind", [
          textSection,
          listSection,
          stepsSection,
          checklistSection,
          tableSection,
          serviceToolSection,
        ]),
      )
      .min(1),
    faqs,
    /** Ends the page with the 'Need Expert Guidance?' banner and its 'Start Filing' link. */
    expertGuidanceBanner: z.boolean().optional(),
    /** Other pages worth reading next: service pages or the filing-deadline calendar. */
    related: z.array(z.union([servicePath, z.literal("/filing-deadlines")])).optional(),
  })
  .superRefine((page, ctx) => oneSourceOfRows(page.sections, ctx));

/**
 * A reference page: a part of a service page on a page of its own (app/lib/catalog.ts,
 * referencePages): long tables and the text that explains them, a practice that stands alone, or
 * tools a visitor needs less often than the page's own, with their sections (decision 0013).
 */
export const referencePageSchema = z
  .object({
    ...pageTop,
    path: referencePath,
    sections: z.array(z.discriminatedUnion("kind", [textSection, tableSection, referenceToolSection])).min(1),
    faqs,
  })
  .superRefine((page, ctx) => oneSourceOfRows(page.sections, ctx));

export type ServicePageContent = z.infer<typeof servicePageSchema>;
export type ReferencePageContent = z.infer<typeof referencePageSchema>;
export type Section = ServicePageContent["sections"][number] | ReferencePageContent["sections"][number];
export type SectionTopic = z.infer<typeof topic>;
export type Table = z.infer<typeof tableSchema>;
export type TableSection = z.infer<typeof tableSection>;
export type ToolSection = z.infer<typeof serviceToolSection> | z.infer<typeof referenceToolSection>;
export type RowsFrom = z.infer<typeof rowsFrom>;
export type Faq = NonNullable<ServicePageContent["faqs"]>[number];
export type NoScriptNote = NonNullable<ToolSection["noScript"]>;

/** An object with one text per key of `keys`: every catalog entry named, none left out, none extra. */
/** The keys of a union the rules return, listed once and checked whole by TypeScript. */
export const keysOf = <K extends string>(record: Record<K, true>) => Object.keys(record) as K[];

export const textFor = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

/**
 * The words several pages share (<locale>/shared.yaml): the catalog's names, the header and footer,
 * the calls to action, the 404 page. The catalog's keys are app/lib/catalog.ts's ids and paths.
 */
export const sharedSchema = z.object({
  /** One line under the name in the footer and on the social card. */
  tagline: text,
  catalog: z.object({
    groups: z.strictObject(
      Object.fromEntries(serviceGroups.map(({ id }) => [id, z.object({ title: text, tabTitle: text })])) as Record<
        ServiceGroupId,
        z.ZodObject<{ title: typeof text; tabTitle: typeof text }>
      >,
    ),
    /** Each service's label in menus and lists, and one plain sentence on what it is. */
    services: z.strictObject(
      Object.fromEntries(services.map(({ path }) => [path, z.object({ label: text, summary: text })])) as Record<
        ServicePath,
        z.ZodObject<{ label: typeof text; summary: typeof text }>
      >,
    ),
    /** The other public pages, as the header and footer name them. */
    pages: textFor(mainPages.map((page) => page.path)),
    /** Each reference page's name in its breadcrumbs. */
    references: textFor(referencePages.map((page) => page.path)),
    filingDeadlinesSummary: text,
  }),
  serviceCta: z.object({ expertGuidance: closing, standard: closing }),
  dropOff: z.object({
    heading: text,
    bring: text,
    fax: text,
    email: text,
    contactBefore: text,
    contactLink: text,
    contactAfter: text,
    hoursHeading: text,
  }),
  reviewed: z.object({ label: text, openQuestions: text }),
  header: z.object({
    /** The first link on every page, shown on the first Tab press. */
    skipLink: text,
    menu: text,
    mainNavigation: text,
    allServices: text,
    language: text,
  }),
  breadcrumbs: z.object({ label: text, home: text }),
  contactLines: z.object({ phone: text, fax: text, email: text, office: text }),
  hours: z.object({ closed: text }),
  footer: z.object({ contact: text, quickLinks: text, services: text, rights: text }),
  notFound: z.object({
    title: text,
    description: text,
    eyebrow: text,
    text,
    home: text,
    services: text,
    contact: text,
  }),
  servicesPage: z.object({ title: text, description: text, lead: text, cta: closing }),
  firm: z.object({
    /** The office's state, as {officeState} names it in other copy. */
    state: text,
    /** The labels of the firm's figures (app/data/firm.ts), in the same order. */
    figureLabels: z.tuple([text, text, text, text]),
    /** Who the office works with; {audienceFirst} and {audienceLast} name them in a sentence. */
    audience: z.array(text).min(2),
  }),
  /** The notice 5 ILCS 312/3-103 requires on a page that advertises notary services in another language. */
  notaryNotice: z.object({ heading: text, text }),
  faqHeading: text,
  printChecklist: text,
  toolsOnPage: text,
  relatedHeading: text,
  /** The heading over the link from a reference page back to its service page. */
  referenceParentHeading: text,
});

export type SharedCopy = z.infer<typeof sharedSchema>;

/** The home page (<locale>/home.yaml). */
export const homeSchema = z.object({
  title: text,
  description: text,
  hero: z.object({ eyebrow: text, heading: text, lead: text, primaryCta: text, secondaryCta: text }),
  services: z.object({
    heading: text,
    tabsLabel: text,
    lead: text,
    checkupQuestion: text,
    /** Names the checkup's number of questions as {checkupQuestions}. */
    checkupLink: text,
    /** The link's words where the checkup's questions cannot run (without JavaScript): it leads to the rule table. */
    checkupLinkNoScript: text,
  }),
  about: z.object({ heading: text, paragraphs: z.array(text).min(1), link: text }),
});

export type HomeCopy = z.infer<typeof homeSchema>;
