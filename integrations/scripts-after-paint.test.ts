import { describe, expect, it } from "vitest";
import { afterPaintLoader, loadScriptsAfterFirstPaint } from "./scripts-after-paint";

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("loadScriptsAfterFirstPaint", () => {
  it("replaces the bundled module scripts with one loader at the end of the body", async () => {
    const html = page(
      '<script type="module" src="/_astro/a.1.js"></script>',
      '<p>Text</p><script type="module" src="/_astro/b.2.js"></script>',
    );
    const loader = await afterPaintLoader(["/_astro/a.1.js", "/_astro/b.2.js"]);
    expect(await loadScriptsAfterFirstPaint(html)).toBe(page("", `<p>Text</p>${loader}`));
  });

  it("leaves data, inline scripts and pages without bundled scripts as they were", async () => {
    const html = page(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(()=>{})()</script><astro-island component-url="/_astro/Form.js"></astro-island>',
    );
    expect(await loadScriptsAfterFirstPaint(html)).toBe(html);
  });
});

describe("afterPaintLoader", () => {
  it("is one inline classic script that adds the page's scripts as modules, in order, once painted", async () => {
    const loader = await afterPaintLoader(["/_astro/a.js", "/_astro/b.js"]);
    expect(loader).toMatch(/^<script>[^<]+<\/script>$/);
    const added: { type: string; src: string }[] = [];
    // A loaded page in a browser without paint timing: the loader waits two frames and a task.
    const scope = {
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      addEventListener: () => {},
      PerformanceObserver: undefined,
      document: {
        readyState: "complete",
        createElement: () => ({ type: "", src: "" }),
        body: { append: (element: { type: string; src: string }) => added.push(element) },
      },
    };
    new Function(...Object.keys(scope), loader.slice("<script>".length, -"</script>".length))(...Object.values(scope));
    expect(added).toEqual([
      { type: "module", src: "/_astro/a.js" },
      { type: "module", src: "/_astro/b.js" },
    ]);
  });
});
