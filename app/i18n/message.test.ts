import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { contentFor } from "~/content";
import { referencePagesIn, servicePagesIn } from "~/content/written-pages";
import { formatMessage } from "./message";
import { locales, type Locale } from "./locales";

/** Every string of every language's content: each is read as a message. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111];

/** Every combination of values that reaches each branch: each select option, counts of every plural form. */
function valueSets(elements: readonly MessageFormatElement[]): Record<string, string | number>[] {
  const choices = new Map<string, (string | number)[]>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.argument && !choices.has(element.value))
        choices.set(element.value, [`‹${element.value}›`]);
      if (element.type === TYPE.select) choices.set(element.value, Object.keys(element.options));
      if (element.type === TYPE.plural) choices.set(element.value, counts);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        Object.values(element.options).forEach((o) => visit(o.value));
    }
  };
  visit(elements);
  let sets: Record<string, string | number>[] = [{}];
  for (const [name, options] of choices)
    sets = sets.flatMap((set) => options.map((option) => ({ ...set, [name]: option })));
  return sets;
}

describe("formatMessage", () => {
  it.each(locales)("writes every message of the %s content as intl-messageformat does", (locale: Locale) => {
    const messages = new Set([
      ...strings(contentFor(locale)),
      ...[...servicePagesIn(locale).values(), ...referencePagesIn(locale).values()].flatMap(strings),
    ]);
    let compared = 0;
    for (const message of messages) {
      for (const values of valueSets(parse(message))) {
        expect(formatMessage(message, values, locale), message).toBe(
          new IntlMessageFormat(message, locale).format(values),
        );
        compared++;
      }
    }
    // The content has hundreds of texts and dozens with plurals and selects.
    expect(compared).toBeGreaterThan(1_000);
  });

  it("reads quoting, exact-count options and a count inside a choice", () => {
    expect(formatMessage("It''s '{literal}' text", {}, "en")).toBe("It's {literal} text");
    expect(formatMessage("{n, plural, =0 {none} one {# truck} other {# trucks}}", { n: 0 }, "en")).toBe("none");
    expect(
      formatMessage(
        "{n, plural, one {# грузовик} few {# грузовика} many {# грузовиков} other {# грузовика}}",
        { n: 22 },
        "ru",
      ),
    ).toBe("22 грузовика");
    expect(
      formatMessage(
        "{a, select, yes {{n, plural, one {# day} other {# days}}} other {never}}",
        { a: "yes", n: 1 },
        "en",
      ),
    ).toBe("1 day");
  });

  it("writes numbers as the site does, and counts above a thousand grouped", () => {
    expect(formatMessage("{n} lb", { n: 26_000 }, "en")).toBe("26,000 lb");
    expect(formatMessage("{n, plural, one {# ден} other {# дни}}", { n: 1_001 }, "bg")).toBe("1\u00a0001 дни");
  });

  it("refuses a message it cannot read, and a value the message needs and lacks", () => {
    expect(() => formatMessage("{count, plural, one {# day}}", { count: 1 }, "en")).toThrow(/other/);
    expect(() => formatMessage("Opens {day", {}, "en")).toThrow();
    expect(() => formatMessage("Closed}", {}, "en")).toThrow(/Unmatched/);
    expect(() => formatMessage("Opens {day}", {}, "en")).toThrow(/No value for "\{day\}"/);
  });
});
