import { describe, expect, it } from "vitest";
import { kb, leadEnd, overKb, pastFirstWindow } from "./first-window";

describe("leadEnd", () => {
  it("ends after the paragraph that follows the h1, past other elements in between", () => {
    const html =
      "<!doctype html><html><head><style>p{}</style></head><body><header>Menu</header><div><h1>Title</h1><nav>x</nav><p>Lead.</p><p>More.</p></div></body></html>";
    expect(html.slice(0, leadEnd(html))).toMatch(/<p>Lead\.<\/p>$/);
  });

  it("ends after the h1 when no paragraph follows it", () => {
    const html =
      "<!doctype html><html><head></head><body><main><h1>Not found</h1><ul><li>x</li></ul></main><p>Later</p></body></html>";
    expect(html.slice(0, leadEnd(html))).toMatch(/<h1>Not found<\/h1>$/);
  });

  it("refuses a page without an h1", () => {
    expect(() => leadEnd("<!doctype html><html><head></head><body><p>x</p></body></html>")).toThrow(/h1/);
  });
});

describe("pastFirstWindow", () => {
  it("lets 13 KB through to the byte, one byte more is past, whatever the KB figure rounds to", () => {
    expect(pastFirstWindow(13 * 1024)).toBe(false);
    expect(pastFirstWindow(13 * 1024 + 1)).toBe(true);
    expect(kb(13 * 1024 + 40)).toBe(13);
  });
});

describe("overKb", () => {
  it("is the rule every byte budget uses: a limit is met to the byte, one byte more is over", () => {
    expect(overKb(16 * 1024, 16)).toBe(false);
    expect(overKb(16 * 1024 + 1, 16)).toBe(true);
  });
});
