import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import { readFile } from "node:fs/promises";
import { factFiles } from "./data/schemas";

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

export const collections = {
  ...Object.fromEntries(
    Object.entries(factFiles).map(([name, { file, schema }]) => [
      name,
      defineCollection({ loader: factFile(file), schema }),
    ]),
  ),
  translations: defineCollection({ loader: translationCheck }),
};
