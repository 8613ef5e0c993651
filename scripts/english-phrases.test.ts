import { describe, expect, it } from "vitest";
import { markEnglishPhrases } from "./english-phrases";

const page = (body: string) => `<!doctype html><html lang="ru"><head><title>IFTA</title></head><body>${body}</body></html>`;

describe("markEnglishPhrases", () => {
  it("wraps each run of Latin words in lang=en, keeping entities, numbers and Cyrillic outside", () => {
    expect(markEnglishPhrases(page("<p>Подайте Form 2290 и Schedule 1 через IRS. Налог IFTA &amp; IRP: $300.</p>"))).toBe(
      page('<p>Подайте <span lang="en">Form 2290</span> и <span lang="en">Schedule 1</span> через <span lang="en">IRS</span>. Налог <span lang="en">IFTA</span> &amp; <span lang="en">IRP</span>: $300.</p>'),
    );
    expect(markEnglishPhrases(page("<li>кэб-карта (cab card) и BOC-3</li>"))).toBe(
      page('<li>кэб-карта (<span lang="en">cab card</span>) и <span lang="en">BOC-3</span></li>'),
    );
  });

  it("leaves the head, scripts, options, islands and anything that already has a language alone", () => {
    const untouched = page(
      '<script>const IFTA = 1;</script><select><option value="IFTA Filing">IFTA</option></select><astro-island><b>UCR</b></astro-island><p lang="en">I AM NOT AN ATTORNEY</p><a hreflang="en" lang="en">English</a>',
    );
    expect(markEnglishPhrases(untouched)).toBe(untouched);
  });
});
