import { describe, expect, it } from "vitest";
import { inlineCode } from "./headers-files";

describe("inlineCode", () => {
  it("finds inline scripts and styles exactly as written, not data blocks, external scripts or look-alikes in text", () => {
    const html = [
      "<!doctype html><html><head>",
      "<style>body{color:red}</style>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      "</head><body>",
      "<p>Text about &lt;script&gt;alert(1)&lt;/script&gt;</p>",
      "<template><style>.x{}</style></template>",
      '<script>if (a < b && c > "</div>") run();</script>',
      "<script></script>",
      '<noscript><style is:inline="">.js{display:none}</style></noscript>',
      "</body></html>",
    ].join("");
    expect(inlineCode(html)).toEqual({
      scripts: ['if (a < b && c > "</div>") run();'],
      styles: ["body{color:red}", ".x{}", ".js{display:none}"],
    });
  });
});
