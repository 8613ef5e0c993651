import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import { readFile } from "node:fs/promises";
import YAML from "yaml";
import { factFiles } from "./data/schemas";
import { copyFileOf } from "./content/copy-files";
import { aboutSchema, contactSchema, filingDeadlinesSchema, insightsSchema } from "./content/schemas";
import { compareCopy } from "./content/translation-check";
import { locales, translatedLocales } from "./i18n/locales";

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

/**
 * The translation check (app/content/translation-check.ts) as a step of the content layer: `astro
 * dev`, `astro sync` and `astro build` stop at a translation that is missing, shaped differently
 * from English, has other message arguments or leaves English in it, naming the module and key.
 * In `astro dev` a changed content module is checked again, and a problem is logged.
 */
const translationCheck: Loader = {
  name: "translation-check",
  load: async ({ store, logger, watcher }) => {
    const check = async () => (await import("./content/index")).assertTranslationsComplete();
    await check();
    store.clear();
    store.set({ id: "every-language", data: {} });
    watcher?.on("change", (changed) => {
      if (!/\/app\/content\/(en|ru|bg)\//.test(changed)) return;
      check().then(
        () => logger.info("Every translation matches English."),
        (error: unknown) => logger.error((error as Error).message),
      );
    });
  },
};

/**
 * A page's copy in every language (app/content/<locale>/<name>.yaml), one entry per language with
 * the locale as its id. Each file is checked against the page's schema, then each translation
 * against English, so a missing file, a field the schema refuses or a translation shaped
 * differently from English stops dev, sync and build, naming the file and key.
 */
function copyFile(name: string): Loader {
  const fileOf = (locale: string) => copyFileOf(name, locale);
  return {
    name: "copy-file",
    load: async ({ store, parseData, config, logger, watcher }) => {
      const paths = new Map(locales.map((locale) => [locale, new URL(fileOf(locale), config.root).pathname]));
      async function sync() {
        const parsed = new Map<string, Record<string, unknown>>();
        for (const [locale, path] of paths) {
          let data: Record<string, unknown>;
          try {
            data = YAML.parse(await readFile(path, "utf8")) as Record<string, unknown>;
          } catch (error) {
            throw new Error(`${fileOf(locale)} cannot be read as YAML: ${(error as Error).message}`, { cause: error });
          }
          parsed.set(locale, await parseData({ id: locale, data, filePath: fileOf(locale) }));
        }
        const problems = translatedLocales.flatMap((locale) =>
          compareCopy(parsed.get("en"), parsed.get(locale), locale, name),
        );
        if (problems.length > 0)
          throw new Error(
            `The translations differ from English:\n${problems.map((p) => `  - ${fileOf(p.locale)}${p.at ? ` at ${p.at}` : ""}: ${p.problem}`).join("\n")}`,
          );
        store.clear();
        for (const [locale, data] of parsed) store.set({ id: locale, data, filePath: fileOf(locale) });
      }
      await sync();
      for (const path of paths.values()) watcher?.add(path);
      watcher?.on("change", (changed) => {
        if ([...paths.values()].includes(changed))
          sync().catch((error: unknown) => logger.error((error as Error).message));
      });
    },
  };
}

export const collections = {
  ...Object.fromEntries(
    Object.entries(factFiles).map(([name, { file, schema }]) => [
      name,
      defineCollection({ loader: factFile(file), schema }),
    ]),
  ),
  translations: defineCollection({ loader: translationCheck }),
  // Pages whose words are data (decision 0017), each named so that `astro sync` types getEntry.
  about: defineCollection({ loader: copyFile("about"), schema: aboutSchema }),
  contact: defineCollection({ loader: copyFile("contact"), schema: contactSchema }),
  insights: defineCollection({ loader: copyFile("insights"), schema: insightsSchema }),
  filingDeadlines: defineCollection({ loader: copyFile("filing-deadlines"), schema: filingDeadlinesSchema }),
};
