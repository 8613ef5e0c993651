import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { defaultLocale, locales } from "../app/i18n/locales";
import { copyFileList, factFileList, type CopyFile } from "./catalog";
import { fieldsOf, jsonSchemaOf, labelOf } from "./fields";

/*
 * The editor's configuration (Decap CMS's config.yml), made from the catalog and the schemas when
 * the editor starts. Facts are one file each. A page's words are one entry in three languages,
 * edited side by side: Decap reads and saves them as one file, app/content/<name>.yaml, which
 * the editor's server makes of, and splits back into, app/content/<locale>/<name>.yaml (Decap
 * keeps several files per entry only for folder collections laid out <folder>/<locale>/<slug>).
 */

const groupLabels: Record<CopyFile["group"], string> = {
  pages: "Main pages' words",
  services: "Service and reference pages' words",
  tools: "Tools' words",
};

/** An entry's name in the list: the English page's title, where it has one. */
const titleOf = (name: string, english: { title?: unknown }): string =>
  typeof english.title === "string" ? `${english.title} (${name})` : labelOf(name.replace(/^.*\//, ""));

export interface EditorOptions {
  /** The site being edited: its app/ is read and written. */
  root: string;
  /** Decap's "proxy" backend: the editor's own server (editor/server.ts), locally and in production. */
  backend: Record<string, unknown>;
}

export function editorConfig({ root, backend }: EditorOptions) {
  const english = (name: string) =>
    YAML.parse(readFileSync(path.join(root, `app/content/${defaultLocale}/${name}.yaml`), "utf8")) as {
      title?: unknown;
    };
  const copyCollection = (group: CopyFile["group"]) => ({
    name: group,
    label: groupLabels[group],
    editor: { preview: false },
    format: "yaml",
    i18n: true,
    files: copyFileList
      .filter((file) => file.group === group)
      .map(({ name, schema }) => {
        const words = english(name);
        return {
          name,
          label: titleOf(name, words),
          file: `app/content/${name}.yaml`,
          i18n: true,
          fields: fieldsOf(jsonSchemaOf(schema), { translated: true }, words),
        };
      }),
  });
  return {
    backend,
    // No media: the site's images are drawn in code.
    media_folder: "editor/media",
    publish_mode: "simple",
    i18n: { structure: "single_file", locales: [...locales], default_locale: defaultLocale },
    collections: [
      {
        name: "office",
        label: "The office: notice, hours, contacts, fees and dates",
        editor: { preview: false },
        format: "json",
        files: factFileList.map(({ name, file, schema, title }) => ({
          name,
          label: title,
          file,
          fields: fieldsOf(jsonSchemaOf(schema), { translated: false }),
        })),
      },
      copyCollection("pages"),
      copyCollection("services"),
      copyCollection("tools"),
    ],
  };
}
