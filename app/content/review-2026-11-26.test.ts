import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readCopy } from "./copy-files";
import { filingDeadlinesSchema } from "./schemas";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/i18n/locales";
import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import { evaluate } from "~/lib/tools/checkup";
import { feeText, reasonSentence } from "~/lib/tools/checkup-text";
import { contentFor } from "./index";
import { readServicePage } from "./written-pages";

/*
 * What the reviews of 2026-11-26 corrected stays corrected: each fixed fact on its page in every
 * language, and each replaced term out of the language where it was wrong
 * (docs/content-review.md, "What the review of November 26, 2026 changed").
 */

/** Every string a value holds, walked depth-first. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const page = (locale: Locale, path: string) => texts(readServicePage(path, locale)).join("\n");

/** Words each language uses for a fact, where the test checks the fact in every language. */
const words: Record<Locale, { trailer: RegExp; monthly: RegExp }> = {
  en: { trailer: /pull a trailer/, monthly: /monthly or quarterly/ },
  ru: { trailer: /прицеп/, monthly: /ежемесячн|каждый месяц/ },
  bg: { trailer: /ремарке/, monthly: /месечн|всеки месец/ },
};

describe("the facts the review of 2026-11-26 corrected", () => {
  it.each(locales)(
    "%s: an Illinois carrier's occasional trips need trip permits from the states entered, not a 96-hour Illinois permit (N3)",
    (locale) => {
      const ifta = page(locale, "/ifta-registration");
      expect(ifta).not.toMatch(/96/);
    },
  );

  it("N3 in English words", () => {
    expect(page("en", "/ifta-registration")).toContain(
      "a trip permit from each state you enter can take the place of a license",
    );
  });

  it.each(locales)("%s: the UCR steps count commercial motor vehicles, not power units (L2)", (locale) => {
    const steps = readServicePage("/ucr-registration", locale).sections.find((s) => s.kind === "steps");
    const first = steps && "items" in steps ? String(steps.items[0]) : "";
    expect(first).not.toMatch(/power units/i);
    expect(first).toMatch(/10[ ,\u00a0]001/);
  });

  it.each(locales)(
    "%s: the checkup shows the Illinois fee for each truck (N4), Connecticut for trailers only (N2), IRP and IFTA for trucks that leave Illinois (N1)",
    (locale) => {
      const { checkup } = contentFor(locale);
      const rows = new Map(checkup.ruleTable.rows.map((row) => [row[0], row[1] ?? ""]));
      expect(rows.get(checkup.filingNames.illinois)).toContain(
        formats[locale].usd(fees.illinoisIntrastate.perTruckYearly),
      );
      expect(rows.get(checkup.stateTaxNames.CT)).toMatch(words[locale].trailer);
      const drayage = evaluate({
        hire: true,
        broker: false,
        interstate: true,
        leaves: false,
        weightLb: 80_000,
        axles: 3,
        trailer: true,
        states: [],
        newBusiness: false,
        employees: false,
        trucks: null,
        usdot: null,
        firstUse: null,
        oregon: null,
        filed: [],
      });
      const irp = drayage.find((row) => row.filing === "irp");
      expect(irp?.status).toBe("not-required");
      expect(irp && reasonSentence(checkup, irp.reason, "en")).toBe(checkup.reasons["truck-stays-in-illinois"]);
      const illinois = evaluate({
        hire: true,
        broker: false,
        interstate: false,
        leaves: false,
        weightLb: 80_000,
        axles: 5,
        trailer: true,
        states: [],
        newBusiness: false,
        employees: false,
        trucks: null,
        usdot: null,
        firstUse: null,
        oregon: null,
        filed: [],
      }).find((row) => row.filing === "illinois");
      expect(illinois?.fee && feeText(checkup, illinois.fee, "en")).toContain(
        formats.en.usd(fees.illinoisIntrastate.perTruckYearly),
      );
    },
  );

  it("English rule table rows say what the law says", () => {
    const rows = new Map(contentFor("en").checkup.ruleTable.rows.map((row) => [row[0], row[1] ?? ""]));
    expect(rows.get("Connecticut highway use fee")).toMatch(/^Trucks that pull a trailer/);
    expect(rows.get("IFTA license and quarterly returns")).toContain("A truck that stays in Illinois needs none");
  });

  it("the deadlines page says the list does not move the other dates, not that the law does not (L3)", () => {
    const { rulesLead } = readCopy("filing-deadlines", filingDeadlinesSchema, "en");
    expect(rulesLead).toContain("the list does not move the other dates");
    expect(rulesLead).not.toContain("the others do not");
  });

  it.each(locales)(
    "%s: the deadlines summary claims the main dates, not every one (L4); Oregon reports monthly or quarterly (L10)",
    (locale) => {
      const { shared } = contentFor(locale);
      expect(shared.catalog.filingDeadlinesSummary).not.toMatch(/^(Every|Все|Всички) /);
      expect(contentFor("en").shared.catalog.filingDeadlinesSummary).toMatch(/^The main recurring due dates/);
      expect(shared.catalog.services["/or-quarterly"].summary).toMatch(words[locale].monthly);
    },
  );

  it.each(locales)("%s: a SCAC has two to four letters, not always four (L9)", (locale) => {
    const all = [
      page(locale, "/scac-registration"),
      contentFor(locale).shared.catalog.services["/scac-registration"].summary,
    ].join("\n");
    expect(all).not.toMatch(/four-letter|четырёхбуквен|четирибуквен/i);
  });

  it.each(locales)(
    "%s: the decal deadline event says it holds only for a license renewed by Dec 31 (L12)",
    (locale) => {
      const renewBy = dates.iftaRenewal.due;
      expect(contentFor(locale).deadlineCalendar.eventTitles["ifta-decals-displayed"]).toContain(
        formats[locale].dayMonth(renewBy.month, renewBy.day),
      );
    },
  );

  it.each(locales)("%s: the skip link is in the page's language", (locale) => {
    const label = contentFor(locale).shared.header.skipLink;
    if (locale === "en") expect(label).toBe("Skip to main content");
    else expect(label).toMatch(/^[^A-Za-z]+$/);
  });
});

/** Every Russian or Bulgarian content file's source, modules and YAML, as one text. */
function sourceOf(locale: "ru" | "bg"): string {
  const root = new URL(`./${locale}/`, import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => /\.(ts|yaml)$/.test(file));
  return files.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
}

/**
 * Terms the language review found wrong or used two ways, with the finding that replaced them;
 * docs/content-review.md lists the term chosen for each.
 */
const replacedTerms: Record<"ru" | "bg", [RegExp, string][]> = {
  ru: [
    [/наклей|наклеи/i, "R-M3: decals are «декали»"],
    [/коносамент/i, "R-M7: a bill of lading is a «накладная (BOL)»"],
    [/медицинск/i, "R-M8: the medical certificate is the «медкарта DOT»"],
    [/налог на франшизу/i, "R-M10: «франшизный налог»"],
    [/траковщ/i, "R-M2: slang, the copy says «перевозчики»"],
    [/снял[аи]? с(\s|\\u00a0)линии/i, "R-M9: «запрет на эксплуатацию»"],
    [/за вес и|за пользование дорог/i, "R-M5: a tax is «по весу» or «на пользование»"],
    [/Q\{quarter\}|\bQ[1-4]\b/, "R-M6: quarters are «1-й квартал»"],
    [/больше чем по одному/i, "R-M14: «по нескольким штатам»"],
    [
      /готовит учредительный|Подготовит и подаст ваши Articles/i,
      "R-M15: the office fills in and files the state's form",
    ],
    [/Департамент доходов/i, "R-L9: «налоговое ведомство Иллинойса»"],
    [/уличн/i, "R-L25: «физический адрес»"],
    [/масс[аеоуы]/i, "R-L12: «вес»"],
    [/power units/i, "L2: UCR counts commercial motor vehicles"],
    [/четырёхбукв/i, "L9: a SCAC has two to four letters"],
  ],
  bg: [
    [/гаранци/i, "B-M3: a surety bond is a «бонд»"],
    [/permits и authority/i, "B-M2: no English inside the tagline"],
    [/разрешително за превозвач|MC разрешително/i, "B-M4: «разрешително за превоз (MC)»"],
    [/изпращач/i, "B-M6: a shipper is a «товародател»"],
    [/Сметка за данъка|сметката ви в Орегон|Открива сметка/i, "B-M7: an account with a state is an «акаунт»"],
    [/учредителн/i, "B-M8: the office fills in and files the state's form"],
    [/Изпращане\.\.\.|предстои\.\.\./, "B-L1: the ellipsis character"],
    [/лийз/i, "B-L11: «лизинг»"],
    [/номер на социално осигуряване/i, "B-L12: «социалноосигурителен номер»"],
    [/съдружни[кц]/i, "B-L14: LLC members are «членове»"],
    [/успеваемост/i, "B-L24: «успешни случаи»"],
    [/тяговите превозни средства|power units/i, "L2: UCR counts commercial motor vehicles"],
    [/четирибуквен|код от четири букви/i, "L9: a SCAC has two to four letters"],
  ],
};

describe("the terms the language review of 2026-11-26 replaced", () => {
  for (const locale of ["ru", "bg"] as const) {
    const source = sourceOf(locale);
    it.each(replacedTerms[locale])(`${locale}: %s stays out (%s)`, (term) => {
      expect(source.match(term)?.[0]).toBeUndefined();
    });
  }

  it("reads every module of the language, functions included", () => {
    expect(sourceOf("ru")).toContain("Дорожный сбор Коннектикута");
    expect(sourceOf("bg")).toContain("Бонд (surety bond)");
  });
});
