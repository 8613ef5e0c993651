import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatMessage } from "~/i18n/message";
import { LATE_FILING_MAX_MONTHS } from "~/lib/tools/form2290";
import { readReferencePage, readServicePage } from "../written-pages";
import { contentFor } from "~/content";

const englishPractice = contentFor("en").cdlPractice;
const {
  cdlPractice: cdlPracticeCopy,
  form2290Penalty: form2290PenaltyCopy,
  form2290Tax: form2290TaxCopy,
  weightDistance: weightDistanceCopy,
} = contentFor("bg");
const weightErrors = form2290TaxCopy.errors;

/*
 * What the language review of 2026-11-28 corrected in the Bulgarian copy outside the checkup
 * (/work/shared/reference/review-2026-11-28-languages.md, "Bulgarian": BG-M2, BG-L11 to BG-L27)
 * stays corrected. Each test names its finding and checks the wording it replaced, or the word the
 * fix brought in, never a whole sentence.
 */

/** Every string a value holds, walked depth-first. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const servicePage = (path: string) => texts(readServicePage(path, "bg")).join("\n");
const referencePage = (path: string) => texts(readReferencePage(path, "bg")).join("\n");

/** Every Bulgarian content file's source, the modules' and the pages' YAML, tests left out. */
function bulgarianSources(): [string, string][] {
  const root = new URL("./", import.meta.url).pathname;
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|yaml)$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => [file, readFileSync(join(root, file), "utf8")]);
}

/**
 * A number, a plain space, then a Cyrillic word: a unit or counted noun that can end up on the next
 * line. A number that is part of a sign's English words (TRUCKS 55) is not a quantity.
 */
const plainSpaceBeforeUnit = /(?<![A-Za-z]\s)(?<!\d)\d+[ \t]\p{Script=Cyrillic}/u;
/** Thousands grouped with a plain space or a comma (languages.md asks for a no-break space). */
const plainThousands = /\d[ ,]\d{3}(?!\d)/;

describe("the Bulgarian wording the language review of 2026-11-28 replaced", () => {
  it("BG-M2: the owner-operator's answer keeps the idiom the driver says in English, leased on", () => {
    const index = englishPractice.interview.questions.findIndex((q) => q.answer.includes("leased on"));
    expect(index).toBeGreaterThanOrEqual(0);
    const answer = cdlPracticeCopy.interview.questions[index]?.answer ?? "";
    expect(answer).toContain("(leased on)");
    expect(answer).toContain("ABC Trucking");
    expect(answer).not.toMatch(/работя по договор/);
  });

  it("BG-L11: no Bulgarian module writes an em dash (the spaced en dash is the Bulgarian one)", () => {
    const sources = bulgarianSources();
    expect(sources.length).toBeGreaterThan(40);
    const withEmDash = sources
      .filter(([, source]) => source.includes("\u2014") || /\\u2014/i.test(source))
      .map(([file]) => file);
    expect(withEmDash).toEqual([]);
  });

  it("BG-L12, L14, L15: the CDL page's calques and the rule-checking exams are gone", () => {
    const page = servicePage("/cdl-english-training");
    expect(page).not.toMatch(/може да не разбирате/);
    expect(page).not.toMatch(/докато не отговаряте/);
    expect(page).not.toMatch(/проверяват правилата/);
  });

  it("BG-L13: the road-sign step shows images of signs, not photographs", () => {
    const page = servicePage("/cdl-english-training");
    expect(page).not.toMatch(/снимк/i);
    expect(page).toMatch(/изображения на пътни знаци/);
  });

  it("BG-L16: logs are the driver's log (дневник), not «записите»", () => {
    const page = servicePage("/cdl-english-training");
    const interview = texts(cdlPracticeCopy.interview).join("\n");
    expect(page).not.toMatch(/работното време и записите/);
    expect(interview).not.toMatch(/записите си/);
    expect(page).toContain("(logs)");
    expect(interview).toContain("(logs)");
  });

  it("BG-L17, L18: the interview answers say where the load was picked up and ask how long the driver has driven", () => {
    const interview = texts(cdlPracticeCopy.interview).join("\n");
    expect(interview).not.toMatch(/натоварих/);
    expect(interview).not.toMatch(/Колко време шофирате днес/);
  });

  it("BG-L19, L20, L21: the sign answers are plain Bulgarian and the speed-limit alt names one sign", () => {
    const { signs } = cdlPracticeCopy.signs;
    expect(signs["do-not-enter"].explanation).not.toMatch(/срещу вас идва/);
    expect(texts(signs["no-trucks"])).not.toContainEqual(expect.stringMatching(/^Забранено за камиони/));
    expect(signs["truck-speed-limit"].alt).not.toMatch(/^Бели знаци/);
  });

  it("BG-L22: no number and unit in the sign or interview strings is parted by a plain space", () => {
    const all = texts(cdlPracticeCopy);
    expect(all.filter((text) => plainSpaceBeforeUnit.test(text))).toEqual([]);
    expect(all.filter((text) => plainThousands.test(text))).toEqual([]);
  });

  it("BG-L23: the weight error asks for whole pounds in correct Bulgarian", () => {
    expect(weightErrors["not-whole"]).not.toMatch(/цяло число фунтове/);
    expect(weightErrors["not-whole"]).toMatch(/фунтове/);
  });

  it("BG-L24: „Освободен от данък“ no longer names the suspended vehicle", () => {
    for (const label of [form2290TaxCopy.suspended.label, form2290TaxCopy.handoff.suspended]) {
      expect(label).not.toMatch(/освобод/i);
      expect(label).toContain("(suspended vehicle)");
    }
    expect(servicePage("/form-2290")).not.toMatch(/освобод[^.]*\(suspended/i);
  });

  it("BG-L25: New Mexico classifies a truck for one-way haul, it does not register it for that", () => {
    const registered = /регистрирал[а-я]*( камиона)? за превоз в една посока/;
    expect(weightDistanceCopy.oneWayHaulHint).not.toMatch(registered);
    expect(referencePage("/state-quarterly-ky-nm-ny/rate-tables")).not.toMatch(registered);
    expect(weightDistanceCopy.oneWayHaulHint).toMatch(/класифицирал/);
  });

  it.each([
    [1, "1\u00a0месец"],
    [2, "2\u00a0месеца"],
    [5, "5\u00a0месеца"],
  ])("BG-L26: the penalty cap counts months in the right form for %i", (months, expected) => {
    const text = formatMessage(form2290PenaltyCopy.capped, { months }, "bg");
    expect(text.endsWith(` ${expected}`)).toBe(true);
  });

  it("BG-L26: the cap the penalty estimate passes today reads the same", () => {
    expect(formatMessage(form2290PenaltyCopy.capped, { months: LATE_FILING_MAX_MONTHS }, "bg")).toContain(
      `${LATE_FILING_MAX_MONTHS}\u00a0месеца`,
    );
  });

  it("BG-L27: CVSA is glossed in Bulgarian on the CDL page", () => {
    expect(servicePage("/cdl-english-training")).toMatch(/CVSA \(\p{Script=Cyrillic}/u);
  });
});
