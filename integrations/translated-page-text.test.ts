import { describe, expect, it } from "vitest";
import { polishTranslatedPage as markEnglishPhrases } from "./translated-page-text";

const page = (body: string) => `<!doctype html><html lang="ru"><head><title>IFTA</title></head><body>${body}</body></html>`;

describe("polishTranslatedPage", () => {
  it("wraps each run of Latin words in lang=en, keeping entities, numbers and Cyrillic outside", () => {
    expect(markEnglishPhrases(page("<p>Подайте Form 2290 и Schedule 1 через IRS. Налог IFTA &amp; IRP: $300.</p>"))).toBe(
      page('<p><span>Подайте <span lang="en">Form 2290</span> и <span lang="en">Schedule 1</span> через <span lang="en">IRS</span>. Налог <span lang="en">IFTA</span> &amp; <span lang="en">IRP</span>: $300.</span></p>'),
    );
    expect(markEnglishPhrases(page("<li>кэб-карта (cab card) и BOC-3</li>"))).toBe(
      page('<li><span>кэб-карта (<span lang="en">cab card</span>) и <span lang="en">BOC-3</span></span></li>'),
    );
  });

  it("keeps a text with marked runs one box, so a flex link still wraps and keeps its spaces; a lone run needs no box", () => {
    expect(markEnglishPhrases(page('<a class="flex">Продление IRP<svg></svg></a>'))).toBe(
      page('<a class="flex"><span>Продление <span lang="en">IRP</span></span><svg></svg></a>'),
    );
    expect(markEnglishPhrases(page("<b>IFTA</b>"))).toBe(page('<b><span lang="en">IFTA</span></b>'));
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
