import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineCriticalCss, staticSelector, withoutHoverVariants, withoutUnreadProperties } from "./critical-css";

async function site(css: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "critical-css-"));
  await mkdir(path.join(root, "_astro"));
  await writeFile(path.join(root, "_astro", "site.1.css"), css);
  return root;
}

const link = '<link rel="stylesheet" href="/_astro/site.1.css">';
const page = (body: string) => `<!doctype html><html><head><title>T</title>${link}</head><body>${body}</body></html>`;
const inline = async (html: string, root: string) => (await inlineCriticalCss(html, root, "page/index.html")).html;

describe("inlineCriticalCss", () => {
  it("inlines before the link only the rules the page's markup uses, with their hover and focus states", async () => {
    const root = await site(
      ".card{padding:1rem}.card:hover{color:red}.error{color:darkred}@media (width>=40rem){.card{padding:2rem}.wide{margin:0}}.link:focus-visible{outline:2px solid}",
    );
    const html = await inline(page('<div class="card"><a class="link" href="/">x</a></div>'), root);
    const style = html.match(/<style>(.*?)<\/style>/)?.[1] ?? "";
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf(link));
    expect(style).toContain(".card{padding:1rem}");
    expect(style).toContain(".card:hover{color:red}");
    expect(style).toContain("@media (width>=40rem){.card{padding:2rem}}");
    expect(style).toContain(".link:focus-visible");
    expect(style).not.toContain(".error");
    expect(style).not.toContain(".wide");
  });

  it("keeps the rules for what the page's islands and scripts render later, found in their code and what it imports", async () => {
    const root = await site(
      ".table-stacked td:before{content:attr(data-label)}.bg-accent-300\\/50{opacity:.5}.\\32 xl\\:block{display:block}.open-pill{color:green}.unused{color:red}",
    );
    await writeFile(
      path.join(root, "_astro", "Calendar.1.js"),
      'import{t}from"./rows.2.js";export default()=>t(`table-stacked ${a?`2xl:block`:``}`)',
    );
    await writeFile(
      path.join(root, "_astro", "rows.2.js"),
      "export const t=(c,on)=>`border-b ${on?`bg-accent-300/50`:``}`",
    );
    await writeFile(path.join(root, "_astro", "enhance.3.js"), 'const m=["_astro/open-now.4.js"];');
    await writeFile(path.join(root, "_astro", "open-now.4.js"), "e.className=`open-pill`");
    const html = await inline(
      page(
        '<astro-island component-url="/_astro/Calendar.1.js"></astro-island><script type="module" src="/_astro/enhance.3.js"></script>',
      ),
      root,
    );
    const style = html.match(/<style>(.*?)<\/style>/)?.[1] ?? "";
    expect(style).toContain(".table-stacked td:before");
    expect(style).toContain(".bg-accent-300\\/50");
    expect(style).toContain(".\\32 xl\\:block");
    expect(style).toContain(".open-pill");
    expect(style).not.toContain(".unused");
  });

  it("keeps a rule without classes when its code sets the state attributes it asks for, such as the table row a tool marks", async () => {
    const root = await site(
      "tbody tr[aria-current=true]{outline:2px solid}[data-state=open]{color:red}input[type=text]{margin:0}td{padding:0}",
    );
    await writeFile(
      path.join(root, "_astro", "Finder.1.js"),
      'jsx("tr",{"aria-current":i===row?"true":void 0,className:"border-b"});jsx("input",{type:"text"})',
    );
    const style = (await inline(page('<astro-island component-url="/_astro/Finder.1.js"></astro-island>'), root)).match(
      /<style>(.*?)<\/style>/,
    )?.[1];
    expect(style).toBe("tbody tr[aria-current=true]{outline:2px solid}");
  });

  it("changes nothing else in the page, byte for byte", async () => {
    const root = await site("p{margin:0}");
    const source = page('<p   class=x data-a="1">Text &amp; more</p><!-- kept -->');
    expect(await inline(source, root)).toBe(source.replace(link, `<style>p{margin:0}</style>${link}`));
  });

  it("leaves a page without the bundled stylesheet as it was", async () => {
    const root = await site("p{margin:0}");
    const source = "<!doctype html><html><head></head><body><p>x</p></body></html>";
    expect(await inlineCriticalCss(source, root, "page/index.html")).toEqual({ html: source, changed: 0 });
  });
});

describe("staticSelector", () => {
  it.each([
    [".card:hover", ".card"],
    [".link:focus-visible", ".link"],
    [":hover", "*"],
    ["a>:first-child", "a>*"],
    [":where(.space-y-4>:not(:last-child))", ":where(.space-y-4>*)"],
    [".popover-invoker:has(+ :popover-open) .popover-chevron", ".popover-invoker:has(+ *) .popover-chevron"],
    [
      ":is(.popover-invoker:has(+:popover-open) .popover-closed-icon,.popover-invoker:not(:has(+:popover-open)) .popover-open-icon)",
      ":is(.popover-invoker:has(+*) .popover-closed-icon,.popover-invoker .popover-open-icon)",
    ],
    [
      ".group-open\\:rotate-180:is(:where(.group):is([open], :popover-open, :open) *)",
      ".group-open\\:rotate-180:is(:where(.group):is([open],*,*) *)",
    ],
    [".btn::before", ".btn"],
    ['a[href^="tel:"]:hover', 'a[href^="tel:"]'],
    [
      ".w-\\[min\\(56rem\\,calc\\(100vw-2rem\\)\\)\\]:is(.a,.b)",
      ".w-\\[min\\(56rem\\,calc\\(100vw-2rem\\)\\)\\]:is(.a,.b)",
    ],
    [".hover\\:bg-brand-50:hover", ".hover\\:bg-brand-50"],
    ["::placeholder", ":is(input,textarea)[placeholder]"],
    ["::file-selector-button", "input[type=file]"],
    ["::-webkit-search-decoration", "input[type=search]"],
    [
      "::-webkit-inner-spin-button",
      "input:is([type=number],[type=date],[type=time],[type=datetime-local],[type=month],[type=week])",
    ],
    [
      "::-webkit-datetime-edit-year-field",
      "input:is([type=date],[type=time],[type=datetime-local],[type=month],[type=week])",
    ],
    [
      "::-webkit-date-and-time-value",
      "input:is([type=date],[type=time],[type=datetime-local],[type=month],[type=week])",
    ],
    [":-moz-ui-invalid", ":is(input,textarea,select)"],
    [".field::placeholder", ".field"],
  ])("%s matches as %s", (selector, expected) => {
    expect(staticSelector(selector)).toBe(expected);
  });
});

describe("inlined rules and form fields", () => {
  it("keeps a form field's parts only on a page with a field that has them", async () => {
    const root = await site(
      "::placeholder{opacity:1}::file-selector-button{margin:0}::-webkit-date-and-time-value{min-height:1lh}:-moz-ui-invalid{box-shadow:none}p{margin:0}",
    );
    const style = async (body: string) => (await inline(page(body), root)).match(/<style>(.*?)<\/style>/)?.[1];
    expect(await style("<p>x</p>")).toBe("p{margin:0}");
    expect(await style('<p>x</p><input name="a">')).toBe(":-moz-ui-invalid{box-shadow:none}p{margin:0}");
    expect(await style('<p>x</p><input name="a" placeholder="Name"><input type="file" name="b">')).toBe(
      "::placeholder{opacity:1}::file-selector-button{margin:0}:-moz-ui-invalid{box-shadow:none}p{margin:0}",
    );
    expect(await style('<p>x</p><input type="date" name="a">')).toBe(
      "::-webkit-date-and-time-value{min-height:1lh}:-moz-ui-invalid{box-shadow:none}p{margin:0}",
    );
  });
});

describe("withoutUnreadProperties", () => {
  it("keeps the theme variables the rules read, and those these variables read, and drops the rest", () => {
    const css =
      "@layer theme{:root,:host{--font-sans:system-ui,sans-serif;--font-mono:monospace;--default-font-family:var(--font-sans);--color-red-700:red;--color-ink:#1c2733}}" +
      "@layer base{html{font-family:var(--default-font-family)}}@layer utilities{.text-ink{color:var(--color-ink)}}";
    expect(withoutUnreadProperties(css)).toBe(
      "@layer theme{:root,:host{--font-sans:system-ui,sans-serif;--default-font-family:var(--font-sans);--color-ink:#1c2733}}" +
        "@layer base{html{font-family:var(--default-font-family)}}@layer utilities{.text-ink{color:var(--color-ink)}}",
    );
  });

  it("keeps the registrations of the custom properties the rules read, and drops the rest", () => {
    const css =
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-rotate-x:initial;--tw-shadow:0 0 #0000;--tw-ring-color:initial}}}" +
      "@layer utilities{.shadow{--tw-shadow:0 1px 3px var(--tw-ring-color,#0000);box-shadow:var(--tw-shadow)}}" +
      '@property --tw-rotate-x{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring-color{syntax:"*";inherits:false}';
    expect(withoutUnreadProperties(css)).toBe(
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-ring-color:initial}}}" +
        "@layer utilities{.shadow{--tw-shadow:0 1px 3px var(--tw-ring-color,#0000);box-shadow:var(--tw-shadow)}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-color{syntax:"*";inherits:false}',
    );
  });
});

describe("withoutHoverVariants", () => {
  it("leaves Tailwind's hover variants to the stylesheet and keeps every other rule, a :hover written outside them included", () => {
    const css =
      "@layer utilities{.link{color:blue}.link:hover{color:navy}@media (hover:hover){.hover\\:bg-brand-50:hover{background-color:var(--color-brand-50)}}" +
      "@media (width>=40rem){.sm\\:block{display:block}}}";
    expect(withoutHoverVariants(css)).toBe(
      "@layer utilities{.link{color:blue}.link:hover{color:navy}@media (width>=40rem){.sm\\:block{display:block}}}",
    );
  });
});
