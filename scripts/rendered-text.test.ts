import { describe, expect, it } from "vitest";
import { renderedText, textChanges } from "./rendered-text.ts";

const page = (body: string) =>
  `<!doctype html><html lang="ru"><head><title>Форма 2290</title><meta name="description" content="Налог"></head><body>${body}</body></html>`;

describe("the rendered text of a page", () => {
  it("reads the title, the description and each block on its own line, headings with their level", () => {
    expect(
      renderedText(
        page(`<main><h2>Сроки <em>подачи</em></h2><p>До 31 августа,
          <a href="/x">подробнее</a>.</p><ul><li>Один</li><li>Два</li></ul></main>`),
      ),
    ).toEqual(["title Форма 2290", "description Налог", "h2 Сроки подачи", "До 31 августа, подробнее.", "Один", "Два"]);
  });

  it("reads alternatives and names, leaves out scripts and styles, and reads a noscript's markup", () => {
    expect(
      renderedText(
        page(`<img alt="Знак стоп"><button aria-label="Закрыть меню"></button><script>var a = "код";</script>
          <style>p{}</style><noscript><p>Позвоните нам</p></noscript>`),
      ).slice(2),
    ).toEqual(["[alt: Знак стоп]", "[aria-label: Закрыть меню]", "Позвоните нам"]);
  });

  it("shows, with marks, the English runs, the runs kept on one line and the no-break spaces", () => {
    const shapedPage = page(
      '<p>Отчёт <span lang="en">IFTA</span> в\u00a0офис, <span lang="en" class="whitespace-nowrap">MCS-150</span></p>',
    );
    expect(renderedText(shapedPage).slice(2)).toEqual(["Отчёт IFTA в офис, MCS-150"]);
    expect(renderedText(shapedPage, { marks: true }).slice(2)).toEqual(["Отчёт ⟦IFTA⟧ в~офис, ⟦⟨MCS-150⟩⟧"]);
  });
});

describe("comparing two readings", () => {
  const before = { "ru/index.html": ["title Главная", "h1 Добро пожаловать", "Часы: 9–17"] };

  it("finds nothing when every page reads the same", () => {
    expect(textChanges(before, structuredClone(before))).toEqual([]);
  });

  it("names the page and the lines lost and gained", () => {
    const after = { "ru/index.html": ["title Главная", "h1 Добро пожаловать", "Часы: 9–18"] };
    expect(textChanges(before, after)).toEqual(["ru/index.html:", "  - Часы: 9–17", "  + Часы: 9–18"]);
  });

  it("notices lines that moved, and pages that appeared or went", () => {
    const after = {
      "ru/index.html": ["title Главная", "Часы: 9–17", "h1 Добро пожаловать"],
      "bg/index.html": ["title Начало"],
    };
    expect(textChanges(before, after)).toEqual([
      "bg/index.html: new page",
      "ru/index.html:",
      "  the same lines, repeated or in another order",
    ]);
  });
});
