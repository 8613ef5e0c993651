import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import { readFile } from "node:fs/promises";
import type { z } from "zod";
import YAML from "yaml";
import { factFiles } from "./data/schemas";
import { copyFileOf, referencePageFile, servicePageFile } from "./content/copy-files";
import {
  aboutSchema,
  contactSchema,
  filingDeadlinesSchema,
  homeSchema,
  insightsSchema,
  referencePageSchema,
  servicePageSchema,
  sharedSchema,
} from "./content/schemas";
import { compareCopy } from "./content/translation-check";
import { toolFiles } from "./content/tool-words";
import { typedFigures } from "./content/typed-figures";
import { locales, translatedLocales } from "./i18n/locales";
import { referencePages, services } from "./lib/catalog";

/**
 * One facts file as a collection of one entry, whose id is the file's path, so that a schema
 * failure reads "fees → app/data/fees.json … **ucr.years.0.brackets.1.fee**: …". Astro's file()
 * loader only logs a file it cannot parse and goes on; this stops the build instead.
 */
function factFile(file: string): Loader {
  return {
    name: "fact-file",
    load: async ({ store, parseData, config, watcher }) => {
      const path = new URL(file, config.root);
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
      }
      store.clear();
      store.set({ id: file, data: await parseData({ id: file, data, filePath: file }), filePath: file });
      watcher?.add(path.pathname);
    },
  };
}

/** Every string of a copy file's data, with where it is: "sections.2.rows.0.1". */
function stringsOf(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => stringsOf(child, at ? `${at}.${key}` : key));
  return [];
}

/**
 * Pages' copy in every language, one entry per page and language: each file is checked against the
 * page's schema and for figures typed that app/data holds, then each translation against English,
 * so a missing file, a field the schema refuses, a typed fee or date, or a translation shaped
 * differently from English stops dev, sync and build, naming the file and key. `fileOf` names a page's file in a language, `idOf` its entry.
 */
function copyFiles(
  pages: readonly string[],
  fileOf: (page: string, locale: string) => string,
  idOf: (page: string, locale: string) => string,
): Loader {
  return {
    name: "copy-files",
    load: async ({ store, parseData, config, logger, watcher }) => {
      const files = pages.flatMap((page) => locales.map((locale) => ({ page, locale, file: fileOf(page, locale) })));
      const pathOf = (file: string) => new URL(file, config.root).pathname;
      async function sync() {
        const parsed = new Map<string, Record<string, unknown>>();
        for (const { page, locale, file } of files) {
          let data: Record<string, unknown>;
          try {
            data = YAML.parse(await readFile(pathOf(file), "utf8")) as Record<string, unknown>;
          } catch (error) {
            throw new Error(`${file} cannot be read as YAML: ${(error as Error).message}`, { cause: error });
          }
          if (typeof data?.path === "string" && data.path !== page)
            throw new Error(`${file}: path is ${data.path}, but the file is the page ${page}`);
          parsed.set(idOf(page, locale), await parseData({ id: idOf(page, locale), data, filePath: file }));
        }
        const typed = files.flatMap(({ page, locale, file }) =>
          stringsOf(parsed.get(idOf(page, locale))).flatMap(({ at, text }) =>
            typedFigures(file, text).map(
              (figure) =>
                `  - ${file} at ${at}: types ${figure.text}, which app/data holds; name it as a token (app/content/figure-tokens.ts)`,
            ),
          ),
        );
        if (typed.length > 0) throw new Error(`Copy states a figure the data holds:\n${typed.join("\n")}`);
        const problems = pages.flatMap((page) =>
          translatedLocales.flatMap((locale) =>
            compareCopy(parsed.get(idOf(page, "en")), parsed.get(idOf(page, locale)), locale, page).map((p) => ({
              ...p,
              file: fileOf(page, locale),
            })),
          ),
        );
        if (problems.length > 0)
          throw new Error(
            `The translations differ from English:\n${problems.map((p) => `  - ${p.file}${p.at ? ` at ${p.at}` : ""}: ${p.problem}`).join("\n")}`,
          );
        store.clear();
        for (const { page, locale, file } of files)
          store.set({ id: idOf(page, locale), data: parsed.get(idOf(page, locale))!, filePath: file });
      }
      await sync();
      const watched = files.map(({ file }) => pathOf(file));
      for (const path of watched) watcher?.add(path);
      watcher?.on("change", (changed) => {
        if (watched.includes(changed)) sync().catch((error: unknown) => logger.error((error as Error).message));
      });
    },
  };
}

/** One page whose copy is app/content/<locale>/<name>.yaml; its entries' ids are the locales. */
const copyFile = (name: string) =>
  copyFiles(
    [name],
    (page, locale) => copyFileOf(page, locale),
    (_, locale) => locale,
  );

/** A collection of catalog pages' copy, one entry per page and language, "<locale><path>". */
const pageCollection = <S extends z.ZodType>(
  pages: readonly { path: string }[],
  fileOf: (path: string, locale: string) => string,
  schema: S,
) =>
  defineCollection({
    loader: copyFiles(
      pages.map((page) => page.path),
      fileOf,
      (path, locale) => `${locale}${path}`,
    ),
    schema,
  });

export const collections = {
  ...Object.fromEntries(
    Object.entries(factFiles).map(([name, { file, schema }]) => [
      name,
      defineCollection({ loader: factFile(file), schema }),
    ]),
  ),
  // Pages whose words are data (decision 0017), each named so that `astro sync` types getEntry.
  shared: defineCollection({ loader: copyFile("shared"), schema: sharedSchema }),
  home: defineCollection({ loader: copyFile("home"), schema: homeSchema }),
  about: defineCollection({ loader: copyFile("about"), schema: aboutSchema }),
  contact: defineCollection({ loader: copyFile("contact"), schema: contactSchema }),
  insights: defineCollection({ loader: copyFile("insights"), schema: insightsSchema }),
  filingDeadlines: defineCollection({ loader: copyFile("filing-deadlines"), schema: filingDeadlinesSchema }),
  // The tools' words (app/content/tool-words.ts): the entry "ru/ucr-finder" is app/content/ru/tools/ucr-finder.yaml.
  ...Object.fromEntries(
    Object.entries(toolFiles).map(([name, { file, schema }]) => [
      name,
      defineCollection({
        loader: copyFiles(
          [file],
          (page, locale) => copyFileOf(`tools/${page}`, locale),
          (_, locale) => locale,
        ),
        schema,
      }),
    ]),
  ),
  // Service and reference pages: the entry "ru/boc-3" is app/content/ru/services/boc-3.yaml.
  services: pageCollection(services, servicePageFile, servicePageSchema),
  references: pageCollection(referencePages, referencePageFile, referencePageSchema),
};
