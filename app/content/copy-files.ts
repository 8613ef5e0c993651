import { readFileSync } from "node:fs";
import YAML from "yaml";
import type { z } from "zod";
import type { Locale } from "~/i18n/locales";

/** A page's copy file: app/content/<locale>/<name>.yaml. */
export const copyFileOf = (name: string, locale: string): string => `app/content/${locale}/${name}.yaml`;

/**
 * A page's copy read from its file and checked against its schema, for Node code outside Astro (the
 * tests). Pages read the same file through the content layer (app/content.config.ts).
 */
export function readCopy<S extends z.ZodType>(name: string, schema: S, locale: Locale): z.infer<S> {
  return schema.parse(YAML.parse(readFileSync(copyFileOf(name, locale), "utf8")));
}
