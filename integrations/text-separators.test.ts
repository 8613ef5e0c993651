import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutTextSeparators } from "./text-separators";

const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

describe("withoutTextSeparators", () => {
  it("drops the separators React writes between texts outside islands, counts them, and keeps them where React hydrates, with every other comment", () => {
    // As React renders <p>Phone: <a>1</a> </p> and a total on the server, separators included.
    const phone = renderToString(
      createElement("p", null, "Phone", ": ", createElement("a", { href: "tel:+1" }, "1"), " "),
    );
    const total = renderToString(createElement("p", null, "Total", ": ", "$5"));
    expect(phone).toBe('<p>Phone<!-- -->: <a href="tel:+1">1</a> </p>');
    expect(total).toBe("<p>Total<!-- -->: <!-- -->$5</p>");
    const island = `<astro-island uid="a">${total}<template data-astro-template>${total}</template></astro-island>`;
    expect(withoutTextSeparators(page(`${phone}${total}<!--[--><!-- note -->${island}`))).toEqual({
      html: page(`<p>Phone: <a href="tel:+1">1</a> </p><p>Total: $5</p><!--[--><!-- note -->${island}`),
      changed: 3,
    });
  });
});
