import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { translatedLocales } from "~/i18n/locales";
import { compareCopy, figures, untranslatedRun } from "./translation-check";

describe("every copy file against English", () => {
  // The content layer checks the same as it loads (app/content.config.ts); this says it in seconds.
  const english = globSync("**/*.yaml", { cwd: "app/content/en" });

  it("has the same structure, fixed values, figures and arguments, and no English sentence left", () => {
    expect(english.length).toBeGreaterThan(40);
    const read = (locale: string, file: string): unknown =>
      YAML.parse(readFileSync(`app/content/${locale}/${file}`, "utf8"));
    const problems = english.flatMap((file) =>
      translatedLocales.flatMap((locale) =>
        compareCopy(read("en", file), read(locale, file), locale, file).map(
          (p) => `app/content/${locale}/${file}${p.at ? ` at ${p.at}` : ""}: ${p.problem}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe("compareCopy", () => {
  const english = {
    path: "/x",
    title: "Register your truck",
    sections: [{ kind: "list", items: ["Bring your title", "Pay $300"] }],
    daysLeft: { one: "{count} day", other: "{count} days" },
  };
  const good = {
    path: "/x",
    title: "Регистрация грузовика",
    sections: [{ kind: "list", items: ["Принесите тайтл (title)", "Оплатите $300"] }],
    daysLeft: { one: "{count} день", few: "{count} дня", many: "{count} дней", other: "{count} дня" },
  };

  it("passes a complete translation, with Russian's extra plural forms", () => {
    expect(compareCopy(english, good, "ru", "x")).toEqual([]);
  });

  it("finds a list of another length, a changed kind or path, a missing key and a sentence left in English", () => {
    const bad = {
      path: "/y",
      title: "Register your truck today",
      sections: [{ kind: "steps", items: ["Принесите тайтл"] }],
    };
    const problems = compareCopy(english, bad, "ru", "x").map((p) => `${p.at}: ${p.problem}`);
    expect(problems).toEqual([
      "daysLeft: is missing",
      'path: must equal English\'s "/x"',
      'title: leaves English: "Register your truck today"',
      'sections.0.kind: must equal English\'s "list"',
      "sections.0.items: has 1 entries where English has 2",
    ]);
  });

  it("finds a figure that differs", () => {
    const changed = { ...good, sections: [{ kind: "list", items: ["Принесите тайтл", "Оплатите $350"] }] };
    expect(compareCopy(english, changed, "ru", "x").map((p) => p.problem)).toEqual([
      "lacks English's figures 300",
      "has figures English lacks: 350",
    ]);
  });
});

describe("untranslatedRun and figures", () => {
  it("allows acronyms, form names and bracketed English glosses", () => {
    expect(untranslatedRun("Подайте Form 2290 и Schedule 1 через IRS")).toBeNull();
    expect(untranslatedRun("Заверка подписи (Notary Public, witnessing signatures)")).toBeNull();
    expect(untranslatedRun("Keep your cab card in the truck")).toBe("Keep your cab card in the truck");
  });

  it("reads figures the way each language writes them", () => {
    expect(figures("$44,836 and 26,000 lb")).toEqual([44836, 26000]);
    expect(figures("$44\u00a0836 и 26\u00a0000 фунтов, 4,5\u00a0%")).toEqual([44836, 26000, 4.5]);
    expect(figures("16.01.2026 г.")).toEqual([16, 2026]);
  });
});
