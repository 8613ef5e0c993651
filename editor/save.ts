import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyEdits, modify } from "jsonc-parser";
import prettier from "prettier";
import YAML from "yaml";
import type { z } from "zod";
import { compareCopy } from "../app/content/translation-check";
import { typedFigures } from "../app/content/typed-figures";
import { writeDurably } from "../server/write-durably";
import { defaultLocale, localeInfo, locales, translatedLocales, type Locale } from "../app/i18n/locales";
import { copyFileList, factFileList } from "./catalog";
import { fieldsOf, jsonSchemaOf, type DecapField } from "./fields";

/*
 * What happens when the office presses Save: every file of the edit is checked as the build
 * would check it (its schema, the figures that must stay tokens, each translation against
 * English), and only then written, changing only the values that changed, so that the file keeps
 * its comments and layout and its diff shows the edit alone. A refusal says, in words, which
 * page or file, which language, which field and what is wrong.
 */

export interface DataFile {
  path: string;
  raw: string;
}

type Target =
  | { kind: "fact"; file: string; schema: z.ZodType; label: string }
  | { kind: "copy"; file: string; schema: z.ZodType; name: string; locale: Locale; label: string };

function targetOf(file: string): Target | undefined {
  const fact = factFileList.find((f) => f.file === file);
  if (fact) return { kind: "fact", file, schema: fact.schema, label: fact.title };
  const match = /^app\/content\/([a-z]{2})\/(.+)\.yaml$/.exec(file);
  const locale = locales.find((l) => l === match?.[1]);
  const copy = copyFileList.find((c) => c.name === match?.[2]);
  if (!locale || !copy) return undefined;
  return {
    kind: "copy",
    file,
    schema: copy.schema,
    name: copy.name,
    locale,
    label: `${copy.name} (${localeInfo[locale].englishName})`,
  };
}

/** A field's place as the editor labels it: "Periods → 2 → Closes". */
function describe(fields: DecapField[], at: readonly PropertyKey[]): string {
  const words: string[] = [];
  let current: DecapField[] | undefined = fields;
  let list: DecapField | undefined;
  for (const key of at) {
    if (typeof key === "number" || /^\d+$/.test(String(key))) {
      words.push(`item ${Number(key) + 1}`);
      current = list?.fields ?? (list?.field ? [list.field] : list?.types?.flatMap((t) => t.fields ?? []));
      if (list?.field) list = list.field;
      continue;
    }
    const field: DecapField | undefined = current?.find((f) => f.name === key);
    words.push(field?.label ?? String(key));
    list = field;
    current = field?.fields ?? field?.types?.flatMap((t) => t.fields ?? []);
  }
  return words.join(" → ");
}

const parse = (target: Target, raw: string): unknown => (target.kind === "fact" ? JSON.parse(raw) : YAML.parse(raw));

/**
 * The problems of an edit, each a sentence for the office; none means it may be saved. `read`
 * gives a file as it is on disk, for the translations an edit of English is compared with.
 */
export async function problemsOf(files: DataFile[], read: (file: string) => Promise<string>): Promise<string[]> {
  const problems: string[] = [];
  const edited = new Map<string, { target: Target; data: unknown }>();
  for (const { path: file, raw } of files) {
    const target = targetOf(file);
    if (!target) {
      problems.push(`${file} is not a file the editor may change.`);
      continue;
    }
    let data: unknown;
    try {
      data = parse(target, raw);
    } catch (error) {
      problems.push(`${target.label}: could not be read (${(error as Error).message}).`);
      continue;
    }
    edited.set(file, { target, data });
    const fields = fieldsOf(jsonSchemaOf(target.schema), { translated: target.kind === "copy" }, data);
    const result = target.schema.safeParse(data);
    if (!result.success)
      for (const issue of result.error.issues)
        problems.push(`${target.label}: ${describe(fields, issue.path)}: ${issue.message}.`);
    if (target.kind === "copy")
      for (const figure of typedFigures(file, raw))
        problems.push(
          `${target.label}: "${figure.text}" is a figure the site keeps in the office's data; write its name in braces instead, as the English does.`,
        );
  }
  // Each translation of an edited page, compared with its English (edited or as on disk).
  const pages = new Set([...edited.values()].flatMap(({ target }) => (target.kind === "copy" ? [target.name] : [])));
  for (const name of pages) {
    const load = async (locale: Locale) => {
      const file = `app/content/${locale}/${name}.yaml`;
      return edited.get(file)?.data ?? YAML.parse(await read(file));
    };
    const english = await load(defaultLocale);
    const schema = copyFileList.find((c) => c.name === name)!.schema;
    const fields = fieldsOf(jsonSchemaOf(schema), { translated: true }, english);
    for (const locale of translatedLocales) {
      for (const p of compareCopy(english as never, (await load(locale)) as never, locale, name))
        problems.push(
          `${name} (${localeInfo[locale].englishName}): ${p.at ? `${describe(fields, p.at.split("."))}: ` : ""}${p.problem}.`,
        );
    }
  }
  return problems;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Change = { at: (string | number)[]; value: Json | undefined };

/** The values that differ between two parsed files: a changed leaf, or a list whose length changed. */
function changes(before: Json, after: Json, at: (string | number)[] = []): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (v: Json) => v !== null && typeof v === "object" && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const b = before as Record<string, Json>;
    const a = after as Record<string, Json>;
    return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((key) =>
      key in a
        ? key in b
          ? changes(b[key]!, a[key]!, [...at, key])
          : [{ at: [...at, key], value: a[key] }]
        : [{ at: [...at, key], value: undefined }],
    );
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((value, i) => changes(before[i]!, value, [...at, i]));
  return [{ at, value: after }];
}

const noBreakSpace = "\u00a0";

/** The file with only the changed values rewritten, formatted as the repository formats it. */
export async function edited(file: string, current: string, data: unknown): Promise<string> {
  let text: string;
  if (file.endsWith(".json")) {
    text = current;
    for (const { at, value } of changes(JSON.parse(current) as Json, data as Json))
      text = applyEdits(text, modify(text, at, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  } else {
    const document = YAML.parseDocument(current);
    for (const { at, value } of changes(document.toJS() as Json, data as Json))
      if (value === undefined) document.deleteIn(at);
      else document.setIn(at, value);
    // The copy writes a no-break space as \u00a0 in double quotes, where a translator sees it.
    YAML.visit(document, {
      Scalar(_, node) {
        if (typeof node.value === "string" && node.value.includes(noBreakSpace)) node.type = "QUOTE_DOUBLE";
      },
    });
    text = document.toString({ lineWidth: 0 }).replaceAll(noBreakSpace, "\\u00a0");
  }
  // The repository's Prettier settings, which `npm run lint` holds every file to; its plugins are for .astro files.
  const options = await prettier.resolveConfig(fileURLToPath(new URL(`../${file}`, import.meta.url)));
  return prettier.format(text, { ...options, plugins: [], filepath: file });
}

/** A page's three files as the one file the editor edits: app/content/<name>.yaml, one key per language. */
const pageNameOf = (file: string) => /^app\/content\/(.+)\.yaml$/.exec(file)?.[1];

/**
 * What the editor reads at `file`: a facts file as it is, or a page's words in every language as
 * one file; undefined for a file the editor has no business with.
 */
export async function readEntry(root: string, file: string): Promise<string | undefined> {
  if (factFileList.some((f) => f.file === file)) return readFile(path.join(root, file), "utf8");
  const name = pageNameOf(file);
  if (!copyFileList.some((c) => c.name === name)) return undefined;
  const languages: Record<string, unknown> = {};
  for (const locale of locales)
    languages[locale] = YAML.parse(await readFile(path.join(root, `app/content/${locale}/${name}.yaml`), "utf8"));
  return YAML.stringify(languages, { lineWidth: 0 });
}

/** The files an edit changes on disk: a page's one file becomes its three. */
function filesOf(files: DataFile[]): DataFile[] {
  return files.flatMap((file) => {
    const name = pageNameOf(file.path);
    if (!copyFileList.some((c) => c.name === name)) return [file];
    const languages = YAML.parse(file.raw) as Record<string, unknown>;
    return locales.map((locale) => ({
      path: `app/content/${locale}/${name}.yaml`,
      raw: YAML.stringify(languages[locale] ?? null, { lineWidth: 0 }),
    }));
  });
}

/** Checks an edit and, when nothing is wrong, writes it into the site at `root`. */
export async function save(root: string, edit: DataFile[]): Promise<{ written: string[] } | { refused: string[] }> {
  const read = (file: string) => readFile(path.join(root, file), "utf8");
  const files = filesOf(edit);
  const problems = await problemsOf(files, read);
  if (problems.length > 0) return { refused: problems };
  const written: string[] = [];
  for (const { path: file, raw } of files) {
    const target = targetOf(file)!;
    const current = await read(file);
    const next = await edited(file, current, parse(target, raw));
    if (next === current) continue;
    // Whole or not at all: `astro dev` reloads a fact as soon as its file changes.
    await writeDurably(path.join(root, file), next);
    written.push(file);
  }
  return { written };
}
