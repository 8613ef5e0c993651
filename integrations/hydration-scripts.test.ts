import { describe, expect, it } from "vitest";
import { externalHydrationScripts, hydrationFile } from "./hydration-scripts";

// The shapes Astro writes: a client directive registering itself, and its runtime.
const directive = '(()=>{var a=(i)=>i();(self.Astro||(self.Astro={})).afterpaint=a;window.dispatchEvent(new Event("astro:afterpaint"));})();';
const runtime = '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const loader = '(()=>{var r=["/_astro/page.js"];})();';
const island = '<astro-island uid="a" component-url="/_astro/Form.js" client="afterpaint" props="{}"><form></form></astro-island>';
const page = (body: string) => `<!doctype html><html><head><title>T</title></head><body>${body}</body></html>`;

describe("externalHydrationScripts", () => {
  it("moves Astro's directive and runtime, in that order, into one module file named by its content, and changes nothing else", () => {
    const source = page(`<p>Hi</p><script>${directive}\n</script><script>${runtime}</script>${island}<script>${loader}</script>`);
    const { html, file } = externalHydrationScripts(source);
    const code = `${directive}\n${runtime}`;
    expect(file).toEqual({ name: hydrationFile(code), code });
    expect(file!.name).toMatch(/^_astro\/hydration\.[\w-]{8}\.js$/);
    expect(html).toBe(page(`<p>Hi</p><script type="module" src="/${file!.name}"></script>${island}<script>${loader}</script>`));
  });

  it("names another set of scripts another file", () => {
    const other = directive.replaceAll("afterpaint", "idle");
    const one = externalHydrationScripts(page(`<script>${directive}</script><script>${runtime}</script>${island}`)).file!.name;
    const two = externalHydrationScripts(page(`<script>${other}</script><script>${runtime}</script>${island}`)).file!.name;
    expect(one).not.toBe(two);
  });

  it("leaves a page without islands, data blocks and scripts with a source alone", () => {
    const data = `<script type="application/ld+json">{"@type":"Service"}</script><script type="module" src="/_astro/a.js"></script>`;
    const source = page(`<p>Hi</p>${data}<script>${loader}</script>`);
    expect(externalHydrationScripts(source)).toEqual({ html: source });
  });

  it("stops the build when a page has islands but no runtime Astro wrote inline", () => {
    expect(() => externalHydrationScripts(page(`<script>${directive}</script>${island}`))).toThrow(/no inline <astro-island> runtime/);
  });
});
