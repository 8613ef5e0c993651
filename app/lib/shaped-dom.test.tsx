// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Text, TextShape } from "~/components/Text";
import type { Locale } from "~/i18n/locales";
import { shapedNodes } from "./shaped-dom";

/** What the script writes for a text, as markup. */
function written(text: string, locale: Locale, inTable = false): string {
  const box = document.createElement("div");
  box.append(...shapedNodes(text, locale, inTable));
  // The DOM writes a no-break space as an entity; React writes the character.
  return box.innerHTML.replaceAll("&nbsp;", "\u00a0");
}

/** What the build writes for the same text. */
const rendered = (text: string, locale: Locale, inTable = false) =>
  renderToStaticMarkup(
    <TextShape locale={locale} inTable={inTable}>
      <Text>{text}</Text>
    </TextShape>,
  );

describe("shapedNodes", () => {
  it.each([
    ["Сдать отчёт IFTA за 4-й квартал", "ru", false],
    ["Форма MCS-150 в Нью-Мексико", "ru", false],
    ["Форма MCS-150 в Нью-Мексико", "ru", true],
    ["IFTA", "bg", false],
    ["Декларация по IFTA за Q4 на 2026 г.", "bg", true],
    ["Form 2290 return due in New Mexico", "en", false],
    ["Срок", "ru", false],
  ] as const)("writes %j (%s, in a table: %s) as Text renders it", (text, locale, inTable) => {
    expect(written(text, locale, inTable)).toBe(rendered(text, locale, inTable));
  });

  it("marks an English run and binds a preposition", () => {
    expect(written("Отчёт IFTA к сроку", "ru")).toBe('Отчёт <span lang="en">IFTA</span> к\u00a0сроку');
  });
});
