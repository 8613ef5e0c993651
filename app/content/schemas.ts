import { z } from "zod";
import { serviceValues } from "~/lib/message-limits";

/*
 * The schemas of the copy kept as data: one YAML file per page and language,
 * app/content/<locale>/<page>.yaml, loaded by the content layer (app/content.config.ts), which
 * checks each file against its schema and each translation against English. Components take
 * these types; no copy type is inferred from the English file.
 */

const text = z.string().trim().min(1, "must not be empty");

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
  /** Names the office's state as {state}, written from the shared copy in the page's language. */
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
