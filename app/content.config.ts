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

export const collections = Object.fromEntries(
  Object.entries(factFiles).map(([name, { file, schema }]) => [
    name,
    defineCollection({ loader: factFile(file), schema }),
  ]),
);
