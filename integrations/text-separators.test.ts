import { describe, expect, it } from "vitest";
import { withoutTextSeparators } from "./text-separators";

const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

describe("withoutTextSeparators", () => {
  it("drops React's separators outside islands and keeps them where React hydrates, with every other comment", () => {
    const island = '<astro-island uid="a"><p>Total<!-- -->: <!-- -->$5</p><template data-astro-template><b>a<!-- -->b</b></template></astro-island>';
    expect(withoutTextSeparators(page(`<p>Phone<!-- -->: <a href="tel:+1">1</a><!-- --> </p><!--[--><!-- note -->${island}`))).toBe(
      page(`<p>Phone: <a href="tel:+1">1</a> </p><!--[--><!-- note -->${island}`),
    );
  });
});
