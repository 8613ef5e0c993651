import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFor } from "~/content/index";
import { readReferencePage, readServicePage, referencePagesIn, servicePagesIn } from "~/content/written-pages";
import { formatMessage } from "~/i18n/message";
import { EARLY_FILING_MONTHS } from "~/lib/tools/mcs150";
import { LATE_FILING_MAX_MONTHS } from "~/lib/tools/form2290";

const englishPractice = contentFor("en").cdlPractice;
const {
  cdlPractice: cdlPracticeCopy,
  form2290Penalty: form2290PenaltyCopy,
  form2290Tax: form2290TaxCopy,
  weightDistance: weightDistanceCopy,
} = contentFor("ru");

const rateTables = readReferencePage("/state-quarterly-ky-nm-ny/rate-tables", "ru");
const cdlEnglishTraining = readServicePage("/cdl-english-training", "ru");
const dotNumberRegistration = readServicePage("/dot-number-registration", "ru");
const form2290Page = readServicePage("/form-2290", "ru");

/*
 * What the language review of 2026-11-28 corrected in the Russian copy stays corrected
 * (../shared/reference/review-2026-11-28-languages.md, section "Russian"; the checkup's rows,
 * RU-M1, RU-M2 and RU-L10 to RU-L17, are tested with the checkup). Each test names its finding and
 * keeps the replaced wording out, without pinning the new sentence.
 */

/** Every string a value holds, walked depth-first. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

const training = texts(cdlEnglishTraining).join("\n");

describe("the Russian findings of the language review of 2026-11-28", () => {
  it("RU-M3: the interview answer keeps «leased on», the idiom that names the carrier of record", () => {
    const at = englishPractice.interview.questions.findIndex((q) => /leased on/.test(q.answer));
    expect(at).toBeGreaterThanOrEqual(0);
    const answer = cdlPracticeCopy.interview.questions[at]?.answer ?? "";
    expect(answer).toContain("(leased on)");
    expect(answer).toContain("ABC Trucking");
    expect(answer).not.toMatch(/по договору с/);
  });

  it("RU-L1, RU-L2, RU-L5: no stiff «отвечать правилу», no «можете не понимать», no elliptical «за руль можно снова»", () => {
    expect(training).not.toMatch(/отвеча\S* правилу/);
    expect(training).not.toMatch(/можете не понимать/);
    expect(training).not.toMatch(/за руль можно снова/);
    expect(training).toMatch(/пока ваш английский не будет/);
  });

  it("RU-L3: a driver gets a «тикет (citation)», nobody «выписывает нарушение»", () => {
    const russian = [training, ...texts(contentFor("ru")), ...[...servicePagesIn("ru").values()].flatMap(texts)].join(
      "\n",
    );
    expect(russian).not.toMatch(/выписыва\S* нарушени/i);
    expect(training).toContain("тикет (citation)");
  });

  it("RU-L4: the interview asks about hours of service and logs, not «часы работы и журнал»", () => {
    expect(training).not.toMatch(/часах работы и журнале/);
    expect(training).toContain("(hours of service, logs)");
  });

  it("RU-L6: CVSA is glossed in Russian where the page names it", () => {
    expect(training).toMatch(/CVSA \(Альянса? безопасности коммерческого транспорта/);
  });

  it("RU-L7, RU-L8: no road «идёт навстречу»; the speed-limit sign's alt text agrees in number", () => {
    const { signs } = cdlPracticeCopy.signs;
    expect(signs["do-not-enter"].explanation).not.toMatch(/навстречу идёт|идёт навстречу/);
    expect(signs["truck-speed-limit"].alt).toMatch(/^Белый знак /);
    expect(signs["truck-speed-limit"].alt).not.toMatch(/знаки/);
  });

  it("RU-L9: every number and its unit in the practice copy are joined by a no-break space", () => {
    const unit = /\d (?:утр|вечер|час|минут|дн|паллет|фут|дюйм|мил|тонн|фунт|год|месяц|%)/;
    const broken = texts(cdlPracticeCopy).filter((text) => unit.test(text));
    expect(broken).toEqual([]);
    // What the test reads: the sign strings and the interview, with their units.
    expect(cdlPracticeCopy.signs.signs["weigh-station"].answer).toMatch(/1\u00a0милю/);
    expect(cdlPracticeCopy.interview.questions.some((q) => /\d\u00a0часов/.test(q.answer))).toBe(true);
  });

  it("RU-L18: a suspended vehicle is not called exempt («освобождён»)", () => {
    const suspended = [form2290TaxCopy.suspended.label, form2290TaxCopy.handoff.suspended];
    for (const label of suspended) {
      expect(label).not.toMatch(/освобожд/i);
      expect(label).toContain("(suspended vehicle)");
    }
    // Anywhere the Russian copy names the English term, the tax is suspended, not waived.
    const russian = [
      ...texts(contentFor("ru")),
      ...[...servicePagesIn("ru").values(), ...referencePagesIn("ru").values()].flatMap(texts),
    ];
    const naming = russian.filter((text) => /\(suspended/.test(text));
    expect(naming.length).toBeGreaterThanOrEqual(3);
    for (const text of naming) expect(text).not.toMatch(/освобожд/i);
    expect(texts(form2290Page).join("\n")).not.toMatch(/освобожд/i);
  });

  it("RU-L19: New Mexico classifies a truck for one-way hauls (not «зарегистрировал»), and the truck pays part of the rate", () => {
    const oneWay = [
      weightDistanceCopy.oneWayHaulHint,
      rateTables.sections.map((s) => ("note" in s ? s.note : "")).join("\n"),
    ];
    for (const text of oneWay) {
      expect(text).not.toMatch(/зарегистрировал/);
      expect(text).not.toMatch(/налог составляет/);
      expect(text).toMatch(/обычной ставки/);
    }
  });

  it("RU-L20: the unit in a column heading stands in the nominative", () => {
    const table = rateTables.sections.find((s) => s.kind === "table");
    const columns = table && "columns" in table ? table.columns : [];
    expect(columns[0]).toMatch(/фунты$/);
    expect(columns.join()).not.toMatch(/фунтов/);
  });

  it.each([
    [1, "после 1\u00a0месяца "],
    [2, "после 2\u00a0месяцев "],
    [5, "после 5\u00a0месяцев "],
    [21, "после 21\u00a0месяца "],
  ])("RU-L21: the penalty cap reads right for %i months", (months, start) => {
    expect(formatMessage(form2290PenaltyCopy.capped, { months }, "ru").startsWith(start)).toBe(true);
  });

  it("RU-L21: the cap formats with the value the penalty estimate passes", () => {
    expect(typeof LATE_FILING_MAX_MONTHS).toBe("number");
    expect(formatMessage(form2290PenaltyCopy.capped, { months: LATE_FILING_MAX_MONTHS }, "ru")).toMatch(
      /^после \d+\u00a0месяц/,
    );
  });

  it("RU-L21: the MCS-150 page counts its early-filing months in the form the number takes", () => {
    const forms = { one: "месяц", few: "месяца", many: "месяцев", other: "месяца" } as const;
    const category = new Intl.PluralRules("ru").select(EARLY_FILING_MONTHS) as keyof typeof forms;
    expect(texts(dotNumberRegistration).join("\n")).toContain(`${EARLY_FILING_MONTHS}\u00a0${forms[category]} перед`);
    // The noun is a plural of the count, not typed after it.
    const source = readFileSync(new URL("./services/dot-number-registration.yaml", import.meta.url), "utf8");
    expect(source).toMatch(/\{mcs150EarlyMonths, plural,/);
    expect(source).not.toMatch(/\{mcs150EarlyMonths\}(\\u00a0| )месяц/);
  });
});
