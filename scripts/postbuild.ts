import { readdir, readFile, rename, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadSiteConfig } from "../app/config/site-config.ts";
import { readSiteEnv } from "../app/config/vite-plugin.ts";
import { translatedLocales } from "../app/i18n/locales.ts";
import { loadScriptsAfterFirstPaint } from "./scripts-after-paint.ts";
import { polishTranslatedPage } from "./translated-page-text.ts";
import { writeHeaderFiles } from "./headers-files.ts";
import { writeSocialAssets } from "./social-assets.ts";

/*
 * After `astro build`: draw the social card and icons, bind prepositions and mark English phrases
 * in the Russian and Bulgarian pages (translated-page-text.ts), move every page's bundled scripts
 * after its first paint (scripts-after-paint.ts), write the security headers for
 * each page (server, static hosts, nginx), and write .br and .gz next to every text file, so
 * the server sends compressed bytes without compressing on each request.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const root = path.join(buildDir, "client");
const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|ics)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Astro writes each translated not-found page as a page (ru/404/index.html); hosts look for ru/404.html.
for (const locale of translatedLocales) {
  await rename(path.join(root, locale, "404", "index.html"), path.join(root, locale, "404.html"));
  await rmdir(path.join(root, locale, "404"));
}

const site = loadSiteConfig(readSiteEnv("production"));
// Each translated language's tagline, from its shared copy (English's is the site config's).
const taglines: Record<string, string> = { "": site.tagline };
for (const locale of translatedLocales) {
  const module = (await import(`../app/content/${locale}/shared.ts`)) as { shared: { tagline: string } };
  taglines[locale] = module.shared.tagline;
}
await writeSocialAssets(root, "public", site, taglines);

const htmlFiles: string[] = [];
for await (const file of walk(root)) {
  if (file.endsWith(".html")) htmlFiles.push(path.relative(root, file).split(path.sep).join("/"));
}
// Before the headers: the policies hash the pages' inline code, which includes the script loader.
for (const file of htmlFiles) {
  const target = path.join(root, file);
  const translated = translatedLocales.some((locale) => file.startsWith(`${locale}/`));
  const html = await readFile(target, "utf8");
  await writeFile(target, await loadScriptsAfterFirstPaint(translated ? polishTranslatedPage(html) : html));
}
await writeHeaderFiles(root, htmlFiles.sort(), site.emailService.origin);

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const data = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  count += 1;
}
console.log(`postbuild: compressed ${count} files in ${root}`);
