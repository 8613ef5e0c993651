import { describe, expect, it } from "vitest";
import { flexContainerClasses, polishPageText } from "./translated-page-text";

const flexClasses = new Set(["flex", "footer-link"]);
const markEnglishPhrases = (html: string) => polishPageText(html, flexClasses).html;

const page = (body: string) =>
  `<!doctype html><html lang="ru"><head><title>IFTA</title></head><body>${body}</body></html>`;

describe("polishPageText", () => {
  it("wraps each run of Latin words in lang=en, keeping entities, numbers and Cyrillic outside", () => {
    expect(
      markEnglishPhrases(page("<p>Подайте Form 2290 и Schedule 1 через IRS. Налог IFTA &amp; IRP: $300.</p>")),
    ).toBe(
      page(
        '<p>Подайте <span lang="en">Form\u00a02290</span> и <span lang="en">Schedule\u00a01</span> через <span lang="en">IRS</span>. Налог <span lang="en">IFTA</span> &amp; <span lang="en">IRP</span>: $300.</p>',
      ),
    );
    expect(markEnglishPhrases(page("<li>кэб-карта (cab card) и BOC-3</li>"))).toBe(
      page(
        '<li>кэб-карта (<span lang="en">cab card</span>) и <span lang="en" class="whitespace-nowrap">BOC-3</span></li>',
      ),
    );
  });

  it("keeps a form's name, a code and a place name on one line", () => {
    expect(markEnglishPhrases(page("<h2>Когда подавать Form MCS-150 и TB-HU-116?</h2>"))).toBe(
      page(
        '<h2>Когда подавать <span lang="en" class="whitespace-nowrap">Form MCS-150</span> и <span lang="en" class="whitespace-nowrap">TB-HU-116</span>?</h2>',
      ),
    );
    expect(markEnglishPhrases(page("<h1>Отчёты в Кентукки, Нью-Мексико и Нью-Йорке</h1>"))).toBe(
      page(
        '<h1>Отчёты в\u00a0Кентукки, <span class="whitespace-nowrap">Нью-Мексико</span> и <span class="whitespace-nowrap">Нью-Йорке</span></h1>',
      ),
    );
    expect(markEnglishPhrases(page("<p>Ню Мексико, Ню Йорк, Нюанс</p>"))).toBe(
      page("<p>Ню\u00a0Мексико, Ню\u00a0Йорк, Нюанс</p>"),
    );
  });

  it("leaves a table cell's names and codes free to break, for a phone's narrow column", () => {
    const cells = "<table><tr><th>Нью-Мексико</th><td>Ню Йорк: Form 2290, TB-HU-116</td></tr></table>";
    expect(markEnglishPhrases(page(cells))).toBe(
      page(
        '<table><tr><th>Нью-Мексико</th><td>Ню Йорк: <span lang="en">Form 2290</span>, <span lang="en">TB-HU-116</span></td></tr></table>',
      ),
    );
  });

  it("keeps a text with marked runs one box in a flex or grid container, so a flex link still wraps and keeps its spaces; a lone run needs no box", () => {
    expect(markEnglishPhrases(page('<a class="flex">Продление IRP<svg></svg></a>'))).toBe(
      page('<a class="flex"><span>Продление <span lang="en">IRP</span></span><svg></svg></a>'),
    );
    expect(markEnglishPhrases(page('<a class="footer-link x">Отчёт IFTA</a><a class="menu-link">Отчёт IFTA</a>'))).toBe(
      page(
        '<a class="footer-link x"><span>Отчёт <span lang="en">IFTA</span></span></a><a class="menu-link">Отчёт <span lang="en">IFTA</span></a>',
      ),
    );
    expect(markEnglishPhrases(page("<b>IFTA</b>"))).toBe(page('<b><span lang="en">IFTA</span></b>'));
  });

  it("counts the runs it marks and the prepositions it binds", () => {
    expect(polishPageText(page("<p>Отчёт IFTA в офис, Form 2290 к сроку</p>"), flexClasses).changed).toBe(4);
    expect(polishPageText(page("<p>Отчёт</p>"), flexClasses).changed).toBe(0);
  });

  it("binds a one-letter preposition to the next word, in text only", () => {
    expect(markEnglishPhrases(page("<p>Приходите в офис с документами к 9:00 (о налогах)</p>"))).toBe(
      page("<p>Приходите в\u00a0офис с\u00a0документами к\u00a09:00 (о\u00a0налогах)</p>"),
    );
    expect(markEnglishPhrases(page("<p>Фирма Ос вс</p>"))).toBe(page("<p>Фирма Ос вс</p>"));
  });

  it("leaves the head, scripts, options, islands and anything that already has a language alone", () => {
    const untouched = page(
      '<script>const IFTA = 1;</script><select><option value="IFTA Filing">IFTA</option></select><astro-island><b>UCR</b></astro-island><p lang="en">I AM NOT AN ATTORNEY</p><a hreflang="en" lang="en">English</a>',
    );
    expect(markEnglishPhrases(untouched)).toBe(untouched);
  });
});

describe("flexContainerClasses", () => {
  it("finds the classes that make flex and grid containers, variants and escapes included", () => {
    const css =
      ".flex{display:flex}.sm\\:grid{display:grid}@media (width>=40rem){.md\\:inline-flex:hover{display:inline-flex}}.block{display:block}.x>.menu-item{display:flex}input::-webkit-datetime-edit{display:inline-flex}";
    expect(flexContainerClasses(css)).toEqual(new Set(["flex", "sm:grid", "md:inline-flex", "menu-item"]));
  });

  it("stops at a flex container it cannot tell by its class, and at stylesheets with none", () => {
    expect(() => flexContainerClasses("nav a{display:flex}")).toThrow(/^page-text: .*nav a/);
    expect(() => flexContainerClasses(".block{display:block}")).toThrow(
      /^page-text: found no flex or grid container class/,
    );
  });
});

describe("polishPageText in an English page", () => {
  it("binds a form's name to its number and a two-word state's name in an English page, and nothing else", () => {
    const english = (body: string) =>
      `<!doctype html><html lang="en"><head><title>Form 2290</title></head><body>${body}</body></html>`;
    const { html, changed } = polishPageText(
      english("<p>File Form 2290 and Form MCS-150 in New Mexico, New York and North Carolina; a new form 5.</p>"),
      flexClasses,
    );
    expect(html).toBe(
      english(
        "<p>File Form\u00a02290 and Form\u00a0MCS-150 in New\u00a0Mexico, New\u00a0York and North\u00a0Carolina; a new form 5.</p>",
      ),
    );
    expect(changed).toBe(5);
    // A table's narrow column keeps its breaks.
    expect(polishPageText(english("<table><tr><td>Form 2290</td></tr></table>"), flexClasses).changed).toBe(0);
  });
});
