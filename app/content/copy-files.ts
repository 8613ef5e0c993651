import { readFileSync, statSync } from "node:fs";
import YAML from "yaml";
import type { z } from "zod";
import type { Locale } from "~/i18n/locales";

/** A page's copy file: app/content/<locale>/<name>.yaml. */
export const copyFileOf = (name: string, locale: string): string => `app/content/${locale}/${name}.yaml`;

/** A service page's file, "app/content/ru/services/boc-3.yaml", and a reference page's, ".../reference/form-2290/….yaml". */
export const servicePageFile = (path: string, locale: string): string => copyFileOf(`services${path}`, locale);
export const referencePageFile = (path: string, locale: string): string => copyFileOf(`reference${path}`, locale);

/**
 * A page's copy read from its file and checked against its schema, for Node code outside Astro (the
 * tests). Pages read the same file through the content layer (app/content.config.ts).
 */
export function readCopy<S extends z.ZodType>(name: string, schema: S, locale: Locale): z.infer<S> {
  const file = copyFileOf(name, locale);
  // Parsed once per version of the file: a page reads the shared words many times while it is
  // built, and `astro dev` still sees an edit, which changes the file's time.
  const { mtimeMs } = statSync(file);
  const cached = parsed.get(file);
  if (cached?.mtimeMs === mtimeMs && cached.schema === schema) return cached.data as z.infer<S>;
  const data: unknown = schema.parse(YAML.parse(readFileSync(file, "utf8")));
  parsed.set(file, { mtimeMs, schema, data });
  return data as z.infer<S>;
}

const parsed = new Map<string, { mtimeMs: number; schema: z.ZodType; data: unknown }>();
