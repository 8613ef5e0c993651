import type { z } from "zod";
import {
  aboutSchema,
  contactSchema,
  filingDeadlinesSchema,
  homeSchema,
  insightsSchema,
  referencePageSchema,
  servicePageSchema,
  sharedSchema,
} from "../app/content/schemas";
import { toolFiles } from "../app/content/tool-words";
import { factFiles } from "../app/data/schemas";
import { referencePages, services } from "../app/lib/catalog";

/*
 * What the office can edit, each file with the schema the site checks it against. The facts are
 * app/data/*.json; the words are app/content/<locale>/<name>.yaml, one name in three languages.
 * editor.test.ts holds this list to every copy file on disk, so a new page is never left out.
 */

export interface FactFile {
  name: string;
  file: string;
  schema: z.ZodType;
  title: string;
}

export interface CopyFile {
  /** The file's path under app/content/<locale>/, without .yaml: "services/form-2290". */
  name: string;
  schema: z.ZodType;
  group: "pages" | "services" | "tools";
}

export const factFileList: FactFile[] = Object.entries(factFiles).map(([name, fact]) => ({ name, ...fact }));

export const copyFileList: CopyFile[] = [
  { name: "home", schema: homeSchema, group: "pages" },
  { name: "about", schema: aboutSchema, group: "pages" },
  { name: "contact", schema: contactSchema, group: "pages" },
  { name: "insights", schema: insightsSchema, group: "pages" },
  { name: "filing-deadlines", schema: filingDeadlinesSchema, group: "pages" },
  { name: "shared", schema: sharedSchema, group: "pages" },
  ...services.map((s) => ({ name: `services${s.path}`, schema: servicePageSchema, group: "services" as const })),
  ...referencePages.map((p) => ({
    name: `reference${p.path}`,
    schema: referencePageSchema,
    group: "services" as const,
  })),
  ...Object.values(toolFiles).map(({ file, schema }) => ({
    name: `tools/${file}`,
    schema: schema as z.ZodType,
    group: "tools" as const,
  })),
];
