import { describe, expect, it } from "vitest";
import { contentFor } from "~/content";
import { locales } from "./locales";
import { type Piece, shapeText } from "./shape-text";

/** The pieces as Text renders them (app/components/Text.tsx), for texts that need no escaping. */
const markup = (pieces: Piece[]) =>
  pieces
    .map((piece) =>
      typeof piece === "string"
        ? piece
        : `<span${piece.lang ? ` lang="${piece.lang}"` : ""}${piece.nowrap ? ' class="whitespace-nowrap"' : ""}>${piece.text}</span>`,
    )
    .join("");
const ru = (text: string) => markup(shapeText(text, "ru"));
const inTable = (text: string) => markup(shapeText(text, "ru", { inTable: true }));

/** Every string of a language's content. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("shapeText in Russian and Bulgarian", () => {
  it("makes each run of Latin words a piece in English, keeping numbers, signs and Cyrillic outside", () => {
    expect(shapeText("Подайте Form 2290 и Schedule 1 через IRS. Налог IFTA & IRP: $300.", "ru")).toEqual([
      "Подайте ",
      { text: "Form\u00a02290", lang: "en" },
      " и ",
      { text: "Schedule\u00a01", lang: "en" },
      " через ",
      { text: "IRS", lang: "en" },
      ". Налог ",
      { text: "IFTA", lang: "en" },
      " & ",
      { text: "IRP", lang: "en" },
      ": $300.",
    ]);
    expect(ru("кэб-карта (cab card) и BOC-3")).toBe(
      'кэб-карта (<span lang="en">cab card</span>) и <span lang="en" class="whitespace-nowrap">BOC-3</span>',
    );
    expect(shapeText("IFTA", "bg")).toEqual([{ text: "IFTA", lang: "en" }]);
  });

  it("keeps a form's name, a code and a place name on one line", () => {
    expect(ru("Когда подавать Form MCS-150 и TB-HU-116?")).toBe(
      'Когда подавать <span lang="en" class="whitespace-nowrap">Form MCS-150</span> и <span lang="en" class="whitespace-nowrap">TB-HU-116</span>?',
    );
    expect(ru("Отчёты в Кентукки, Нью-Мексико и Нью-Йорке")).toBe(
      'Отчёты в\u00a0Кентукки, <span class="whitespace-nowrap">Нью-Мексико</span> и <span class="whitespace-nowrap">Нью-Йорке</span>',
    );
    expect(shapeText("Ню Мексико, Ню Йорк, Нюанс", "ru")).toEqual(["Ню\u00a0Мексико, Ню\u00a0Йорк, Нюанс"]);
    // A place name right after an English run, or at the text's start, is found all the same.
    expect(ru("Нью-Мексико: IFTAНью-Йорк")).toBe(
      '<span class="whitespace-nowrap">Нью-Мексико</span>: <span lang="en">IFTA</span><span class="whitespace-nowrap">Нью-Йорк</span>',
    );
  });

  it("keeps a word after a short hyphenated prefix on one line, and no other hyphenated word", () => {
    expect(shapeText("ще се свържете с нас най-бързо, по-малко от час", "bg")).toEqual([
      "ще се свържете с\u00a0нас ",
      { text: "най-бързо", nowrap: true },
      ", ",
      { text: "по-малко", nowrap: true },
      " от час",
    ]);
    expect(ru("По-английски, как и по-прежнему: IFTA")).toBe(
      '<span class="whitespace-nowrap">По-английски</span>, как и <span class="whitespace-nowrap">по-прежнему</span>: <span lang="en">IFTA</span>',
    );
    expect(shapeText("кэб-карта, кто-нибудь, напо-мню", "ru")).toEqual(["кэб-карта, кто-нибудь, напо-мню"]);
    expect(shapeText("най-бързо", "bg", { inTable: true })).toEqual(["най-бързо"]);
  });

  it("leaves a table cell's names and codes free to break, for a phone's narrow column", () => {
    expect(shapeText("Нью-Мексико", "ru", { inTable: true })).toEqual(["Нью-Мексико"]);
    expect(inTable("Ню Йорк: Form 2290, TB-HU-116")).toBe(
      'Ню Йорк: <span lang="en">Form 2290</span>, <span lang="en">TB-HU-116</span>',
    );
    // Its prepositions are bound all the same.
    expect(inTable("в Кентукки")).toBe("в\u00a0Кентукки");
  });

  it("binds a one-letter preposition to the next word, and no other letter", () => {
    expect(shapeText("Приходите в офис с документами к 9:00 (о налогах)", "ru")).toEqual([
      "Приходите в\u00a0офис с\u00a0документами к\u00a09:00 (о\u00a0налогах)",
    ]);
    expect(shapeText("Фирма Ос вс", "ru")).toEqual(["Фирма Ос вс"]);
    expect(shapeText("«В срок» и „у нас“", "bg")).toEqual(["«В\u00a0срок» и „у\u00a0нас“"]);
  });

  it("leaves a text with nothing to shape as it is, and an empty text without pieces", () => {
    expect(shapeText("Отчёт", "ru")).toEqual(["Отчёт"]);
    expect(shapeText("", "ru")).toEqual([]);
    expect(shapeText("", "en")).toEqual([]);
  });

  it("changes no word of any copy: joined, the pieces read as the text, some spaces made no-break", () => {
    const spaced = (text: string) => text.replace(/\u00a0/g, " ");
    for (const locale of locales) {
      for (const text of strings(contentFor(locale))) {
        const joined = shapeText(text, locale)
          .map((piece) => (typeof piece === "string" ? piece : piece.text))
          .join("");
        expect(spaced(joined)).toBe(spaced(text));
      }
    }
  });
});

describe("shapeText in English", () => {
  it("binds a form's name to its number and a two-word state's name, and nothing else", () => {
    expect(
      shapeText("File Form 2290 and Form MCS-150 in New Mexico, New York and North Carolina; a new form 5.", "en"),
    ).toEqual([
      "File Form\u00a02290 and Form\u00a0MCS-150 in New\u00a0Mexico, New\u00a0York and North\u00a0Carolina; a new form 5.",
    ]);
    // A table's narrow column keeps its breaks.
    expect(shapeText("Form 2290", "en", { inTable: true })).toEqual(["Form 2290"]);
  });
});
