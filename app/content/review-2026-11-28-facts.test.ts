import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { type Locale, locales } from "~/i18n/locales";
import { lastDayOfMonth } from "~/lib/tools/dates";
import { deadlinesForYear } from "~/lib/tools/deadlines";
import { taxForFirstUseCents } from "~/lib/tools/form2290-tax";
import type { ServicePageContent } from "./types";
import { contentFor } from "./index";
import { readReferencePage, readServicePage } from "./written-pages";

/*
 * What the fact review of 2026-11-28 corrected stays corrected, in every language
 * (../shared/reference/review-2026-11-28-facts.md, section 1: M3 and L1-L8). Figures and dates are
 * read from app/data and written the way each language writes them; the words each language uses
 * for a fact are in `words` below.
 */

/** Every string a value holds, walked depth-first. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

function page(locale: Locale, path: string): ServicePageContent {
  const content = readServicePage(path, locale);
  if (!content) throw new Error(`No ${path} in ${locale}`);
  return content;
}

const pageText = (locale: Locale, path: string) => texts(page(locale, path)).join("\n");

/** The rows of a page's table section with `topic`. */
function tableRows(locale: Locale, path: string, topic: string): readonly (readonly string[])[] {
  const table = page(locale, path).sections.find((s) => s.kind === "table" && s.topic === topic);
  if (!table || !("rows" in table)) throw new Error(`No ${topic} table on ${path}`);
  return table.rows;
}

/** The row index of English's row whose header starts with `start`: translations keep English's rows. */
function englishRow(path: string, topic: string, start: string): number {
  const index = tableRows("en", path, topic).findIndex((row) => row[0]?.startsWith(start));
  expect(index, `${path}: row ${start}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The words each language uses for a fact the test checks in every language. */
const words: Record<
  Locale,
  {
    declared: RegExp;
    forestedSite: RegExp;
    mostCommonRejection: RegExp;
    tables: RegExp;
    categoryW: RegExp;
    highest: RegExp;
    faq: RegExp;
  }
> = {
  en: {
    declared: /highest gross weight declared/,
    forestedSite: /forested site/,
    mostCommonRejection: /most common reason/i,
    tables: /Table I\b[\s\S]*Table II\b/,
    categoryW: /category W/,
    highest: /highest weight/,
    faq: /FAQ of/,
  },
  ru: {
    declared: /самого большого полного веса, заявленного/,
    forestedSite: /лесном участке/,
    mostCommonRejection: /сам\S+ част\S+ причин/i,
    tables: /таблица I\b[\s\S]*таблица II\b/,
    categoryW: /категория W/,
    highest: /самый большой вес/,
    faq: /\(FAQ\) от/,
  },
  bg: {
    declared: /най-високото брутно тегло, декларирано/,
    forestedSite: /горски участък/,
    mostCommonRejection: /най-честата причина/i,
    tables: /таблица I\b[\s\S]*таблица II\b/,
    categoryW: /категория W/,
    highest: /най-голямото тегло/,
    faq: /\(FAQ\) от/,
  },
};

const sourceOf = (locale: Locale, file: string) =>
  readFileSync(new URL(`./${locale}/${file}`, import.meta.url), "utf8");

describe("the facts the review of 2026-11-28 corrected", () => {
  it.each(locales)(
    "%s: taxable gross weight is never less than the highest weight declared in any state, IRP included (M3)",
    (locale) => {
      const who = page(locale, "/form-2290").sections.find((s) => s.topic === "who");
      const definition = texts(who?.paragraphs).find((p) => words[locale].declared.test(p));
      expect(definition).toBeDefined();
      expect(definition).toContain("IRP");
      const hint = contentFor(locale).form2290Tax.weight.hint;
      expect(hint).toMatch(words[locale].declared);
      expect(hint).toContain("IRP");
    },
  );

  it.each(locales)(
    "%s: only Table I rounds to the cent; Table II takes the logging share of it and drops fractions (L1)",
    (locale) => {
      const f = formats[locale];
      // The rule sits beside the full-year tax table, on the Form 2290 page's reference page.
      const tables = readReferencePage("/form-2290/tax-and-due-date-tables", locale);
      const text = texts(tables?.sections.find((s) => s.topic === "fees")?.paragraphs).join("\n");
      expect(text).toMatch(words[locale].tables);
      expect(text).toContain(f.percent(100 - fees.form2290Tax.loggingReductionPercent));
      expect(pageText("en", "/form-2290")).not.toContain("The IRS tables round each amount to the cent");
      // The rule the sentence states is the calculator's: the logging share of the rounded Table I cell, fractions dropped.
      const share = 100 - fees.form2290Tax.loggingReductionPercent;
      const regular = taxForFirstUseCents("A", 9, false);
      expect(taxForFirstUseCents("A", 9, true)).toBe(Math.floor((regular * share) / 100));
      expect(taxForFirstUseCents("A", 9, true)).toBeLessThan(Math.round((regular * share) / 100));
    },
  );

  it.each(locales)(
    "%s: e-filing is required for returns paying tax on the data's number of vehicles; category W does not count (L2)",
    (locale) => {
      const f = formats[locale];
      // The questions are on the Form 2290 page's reference page for its due date and late filing.
      const efile = readReferencePage("/form-2290/due-date-and-late-filing", locale).faqs?.at(-1)?.answer ?? "";
      expect(efile).toContain(`${f.num(thresholds.form2290.eFileAtLeastVehicles)} `);
      expect(efile).toMatch(words[locale].categoryW);
      // The number is read from data, not typed in the module.
      for (const file of ["services/form-2290.yaml", "reference/form-2290/due-date-and-late-filing.yaml"])
        expect(sourceOf(locale, file)).not.toMatch(/\b25(?:\\u00a0|\s)(?:or more|машин|или повече)/);
    },
  );

  it.each(locales)(
    "%s: no claim that a VIN typo is the most common rejection; a wrong VIN needs a VIN correction (L3)",
    (locale) => {
      const text = pageText(locale, "/form-2290");
      expect(text).not.toMatch(words[locale].mostCommonRejection);
      const howToUse = page(locale, "/form-2290")
        .sections.flatMap((s) => (s.kind === "tool" && s.tool === "form-2290-tax" ? (s.howToUse ?? []) : []))
        .join(" ");
      expect(howToUse).toMatch(/VIN correction/);
      expect(howToUse).toContain("Schedule 1");
    },
  );

  it.each(locales)("%s: a logging vehicle hauls to and from a point on a forested site (L4)", (locale) => {
    expect(contentFor(locale).form2290Tax.logging.hint).toMatch(words[locale].forestedSite);
  });

  it.each(locales)(
    "%s: Oregon's Q4 report date is the statute's, as data gives it, on both pages and in the calendar's rule (L5)",
    (locale) => {
      const q4 = formats[locale].dayMonth(dates.oregonQuarterDue.q4.month, dates.oregonQuarterDue.q4.day);
      const oregonRow = englishRow("/or-quarterly", "deadlines", "Q4");
      expect(tableRows(locale, "/or-quarterly", "deadlines")[oregonRow]?.[2]).toBe(q4);
      const stateRow = englishRow("/state-quarterly-ky-nm-ny", "deadlines", "Q4");
      expect(tableRows(locale, "/state-quarterly-ky-nm-ny", "deadlines")[stateRow]?.[2]).toBe(q4);
      // The deadlines page writes months in full in English ("February 28").
      const ruleDay =
        locale === "en"
          ? `${formats.en.monthName(dates.oregonQuarterDue.q4.month)} ${dates.oregonQuarterDue.q4.day}`
          : q4;
      expect(contentFor(locale).deadlineRules["oregon-weight-mile"].rule).toContain(ruleDay);
      expect(pageText(locale, "/or-quarterly")).toContain("ORS 825.492");
    },
  );

  it("L5: the statute's Q4 date is never after the last day of February, so filing by it is on time under ODOT's reading too", () => {
    const { q4 } = dates.oregonQuarterDue;
    for (const year of [2026, 2027, 2028, 2029, 2030, 2032])
      expect(q4.day).toBeLessThanOrEqual(lastDayOfMonth(year, q4.month));
    expect(q4.month).toBe(2);
  });

  it("L5: in a year that is not a leap year the calendar dates Oregon's Q4 report on the pages' date", () => {
    const q4 = deadlinesForYear(2027).find((d) => d.ruleId === "oregon-weight-mile" && d.titleValues.quarter === 4);
    expect(q4?.date).toEqual({ year: 2027, ...dates.oregonQuarterDue.q4 });
  });

  it("L5: in a leap year the calendar dates Oregon's Q4 report on the pages' date too", () => {
    const q4 = deadlinesForYear(2028).find((d) => d.ruleId === "oregon-weight-mile" && d.titleValues.quarter === 4);
    expect(q4?.date).toEqual({ year: 2028, ...dates.oregonQuarterDue.q4 });
  });

  it.each(locales)(
    "%s: New Mexico lets a carrier with a small tax pay once a year, by the data's dates (L6)",
    (locale) => {
      const f = formats[locale];
      const { electBy, due } = dates.newMexicoAnnualFiling;
      const under = f.usd(fees.newMexicoWeightDistance.annualFilingUnder);
      const text = texts(readReferencePage("/state-quarterly-ky-nm-ny/state-by-state", locale)).join("\n");
      const annual = text.split("\n").find((line) => line.includes("7-15A-9(B)")) ?? "";
      expect(annual).toContain(under);
      expect(annual).toContain(f.dayMonth(electBy.month, electBy.day));
      expect(annual).toContain(f.dayMonth(due.month, due.day));
      const newMexicoRow = englishRow("/state-quarterly-ky-nm-ny", "who", "New Mexico");
      expect(tableRows(locale, "/state-quarterly-ky-nm-ny", "who")[newMexicoRow]?.[3]).toContain(under);
    },
  );

  it.each(locales)(
    "%s: the CDL page names the 2026 appropriations act and dates the border-zone exception by FMCSA's FAQ (L7)",
    (locale) => {
      const f = formats[locale];
      const text = pageText(locale, "/cdl-english-training");
      expect(text).toContain("Consolidated Appropriations Act, 2026");
      const border =
        text.split("\n").find((line) => line.includes(f.date(dates.englishProficiency.borderZoneFaq))) ?? "";
      expect(border).toMatch(words[locale].faq);
      expect(border).toMatch(/Mexico|Мексик/);
    },
  );

  it.each(locales)(
    "%s: the weight-distance weight hint says Kentucky and New Mexico go by the highest weight the truck runs at (L8)",
    (locale) => {
      const copy = contentFor(locale).weightDistance;
      expect(copy.weightHint).toContain(copy.states.KY);
      expect(copy.weightHint).toContain(copy.states.NM);
      expect(copy.weightHint).toMatch(words[locale].highest);
    },
  );
});
