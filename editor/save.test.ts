import { cpSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { factFiles, hoursSchema, type Notice } from "../app/data/schemas";
import type { z } from "zod";
import { localeInfo, locales, translatedLocales } from "../app/i18n/locales";
import { copyFileList, factFileList } from "./catalog";
import { edited, problemsOf, readEntry, save } from "./save";

type Hours = z.infer<typeof hoursSchema>;

const read = async (file: string) => readFileSync(file, "utf8");
/** A facts file by its name in the catalog. */
const fact = (name: string) => factFileList.find((f) => f.name === name)!.file;
const copyFiles = copyFileList.flatMap((c) => locales.map((l) => `app/content/${l}/${c.name}.yaml`));

/** Every file under a folder, relative to the checkout. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );

describe("what the office's editor may change", () => {
  it("is every facts file and every page's words, so that a new one is never left out", () => {
    expect(factFileList.map((f) => f.file).sort()).toEqual(
      filesUnder("app/data")
        .filter((f) => f.endsWith(".json"))
        .sort(),
    );
    for (const locale of locales)
      expect(copyFileList.map((c) => `app/content/${locale}/${c.name}.yaml`).sort()).toEqual(
        filesUnder(`app/content/${locale}`)
          .filter((f) => f.endsWith(".yaml"))
          .sort(),
      );
  });

  it("reads a page's words as one file of three languages", async () => {
    const entry = YAML.parse((await readEntry(".", "app/content/contact.yaml"))!) as Record<string, unknown>;
    for (const locale of locales)
      expect(entry[locale]).toEqual(YAML.parse(await read(`app/content/${locale}/contact.yaml`)));
    expect(await readEntry(".", "package.json")).toBeUndefined();
    expect(await readEntry(".", "app/content/../../package.yaml")).toBeUndefined();
  });
});

describe("saving", () => {
  it.each([...factFileList.map((f) => f.file), ...copyFiles])(
    "an unchanged %s is written back byte for byte",
    async (file) => {
      const text = await read(file);
      expect(await edited(file, text, file.endsWith(".json") ? JSON.parse(text) : YAML.parse(text))).toBe(text);
    },
  );

  it("changes only the line of the value that changed", async () => {
    const file = "app/content/ru/contact.yaml";
    const text = await read(file);
    const data = YAML.parse(text) as { description: string };
    data.description += " Ждём вас.";
    const lines = (await edited(file, text, data)).split("\n");
    const before = text.split("\n");
    expect(lines.filter((line, i) => line !== before[i])).toEqual([
      expect.stringMatching(/^description: ".*Ждём вас\."$/),
    ]);
    // A no-break space stays written as the copy writes it.
    expect(lines.find((l) => l.startsWith("description:"))).toContain("\\u00a0");
  });
});

describe("writing", () => {
  it("replaces a file whole, so that astro dev, which reloads a fact the moment it changes, never reads half of one", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "editor-save-"));
    try {
      for (const folder of ["app/data", "app/content"]) cpSync(folder, path.join(root, folder), { recursive: true });
      const file = fact("hours");
      const hours = JSON.parse(await read(file)) as Hours;
      hours.contact.periods[0]!.closes = hours.contact.periods[0]!.opens.replace(/^\d\d/, "23");
      const before = statSync(path.join(root, file)).ino;
      expect(await save(root, [{ path: file, raw: JSON.stringify(hours) }])).toEqual({ written: [file] });
      // A new file renamed over the old one: written in place, it is empty for a moment.
      expect(statSync(path.join(root, file)).ino).not.toBe(before);
      expect((JSON.parse(await read(path.join(root, file))) as Hours).contact.periods[0]!.closes).toBe(
        hours.contact.periods[0]!.closes,
      );
      expect(readdirSync(path.join(root, "app/data")).filter((name) => name.startsWith("."))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("an edit the build would refuse is refused, in words", () => {
  const withData = async <T>(file: string, edit: (data: T) => void) => {
    const data = JSON.parse(await read(file)) as T;
    edit(data);
    return problemsOf([{ path: file, raw: JSON.stringify(data) }], read);
  };

  it("a fee that is not a number names the fee", async () => {
    const edit = (fees: { mcAuthority: { fmcsaFee: unknown } }) => (fees.mcAuthority.fmcsaFee = "three hundred");
    expect(await withData(fact("fees"), edit)).toEqual([
      expect.stringMatching(/^Fees and rates: Mc authority → Fmcsa fee: .+\.$/),
    ]);
  });

  it("hours that end before they start name the period and the field", async () => {
    const { periods } = (JSON.parse(await read(fact("hours"))) as Hours).contact;
    const saturday = periods.findIndex((p) => p.days.includes(6));
    // Closing when it opens.
    const edit = (hours: Hours) => (hours.contact.periods[saturday]!.closes = periods[saturday]!.opens);
    expect(await withData(fact("hours"), edit)).toEqual([
      `${factFiles.hours.title}: ${hoursSchema.shape.contact.meta()?.title} → Periods → item ${saturday + 1} → Closes: must be after the opening time.`,
    ]);
  });

  it("a notice in one language only asks for the others", async () => {
    const problems = await withData(fact("notice"), (notice: Notice) =>
      Object.assign(notice, { ends: "2026-12-26", en: "Closed." }),
    );
    expect(problems).toEqual(
      translatedLocales.map((locale) =>
        expect.stringContaining(`${factFiles.notice.title}: ${localeInfo[locale].englishName}: needs the notice`),
      ),
    );
  });

  it("a translation that drops a message argument names the page, the language and the field", async () => {
    const entry = YAML.parse((await readEntry(".", "app/content/filing-deadlines.yaml"))!) as Record<
      string,
      { rulesLead: string }
    >;
    const argument = /\{\w+\}/.exec(entry.ru!.rulesLead)![0];
    entry.ru!.rulesLead = entry.ru!.rulesLead.replace(argument, "скоро");
    const files = locales.map((locale) => ({
      path: `app/content/${locale}/filing-deadlines.yaml`,
      raw: YAML.stringify(entry[locale]),
    }));
    expect(await problemsOf(files, read)).toEqual([
      expect.stringMatching(new RegExp(`^filing-deadlines \\(Russian\\): Rules lead: .*${argument.slice(1, -1)}`)),
    ]);
  });

  it("a fee typed into a sentence asks for its name instead", async () => {
    const file = "app/content/en/contact.yaml";
    const data = YAML.parse(await read(file)) as { lead: string };
    const fee = (JSON.parse(await read(fact("fees"))) as { mcAuthority: { fmcsaFee: number } }).mcAuthority.fmcsaFee;
    data.lead += ` The FMCSA fee of $${fee} is paid online.`;
    expect(await problemsOf([{ path: file, raw: YAML.stringify(data) }], read)).toContainEqual(
      expect.stringContaining(`contact (English): "$${fee}" is a figure the site keeps`),
    );
  });

  it("a file outside the catalog is not written", async () => {
    expect(await problemsOf([{ path: "package.json", raw: "{}" }], read)).toEqual([
      "package.json is not a file the editor may change.",
    ]);
  });
});
