import { describe, expect, it } from "vitest";
import { afterPaintLoader, loadAfterFirstPaint } from "./after-paint";

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("loadAfterFirstPaint", () => {
  it("replaces the bundled stylesheet and module scripts with one loader at the end of the body", async () => {
    const html = page(
      '<style>p{color:red}</style><link rel="stylesheet" href="/_astro/site.3.css"><script type="module" src="/_astro/a.1.js"></script>',
      '<p>Text</p><script type="module" src="/_astro/b.2.js"></script>',
    );
    const loader = await afterPaintLoader({
      styles: ["/_astro/site.3.css"],
      scripts: ["/_astro/a.1.js", "/_astro/b.2.js"],
    });
    expect(await loadAfterFirstPaint(html, "page/index.html")).toEqual({
      html: page(
        '<style>p{color:red}</style><noscript><link rel="stylesheet" href="/_astro/site.3.css" media="(hover: hover)"></noscript>',
        `<p>Text</p>${loader}`,
      ),
      changed: 3,
    });
  });

  it("leaves data, inline scripts, other stylesheets and pages without bundled files as they were", async () => {
    const html = page(
      '<link rel="stylesheet" href="https://example.com/x.css"><script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(()=>{})()</script><astro-island component-url="/_astro/Form.js"></astro-island>',
    );
    expect(await loadAfterFirstPaint(html, "page/index.html")).toEqual({ html, changed: 0 });
  });

  it("stops the build at a stylesheet or script of the site's own in a tag it does not move, which would load before first paint", async () => {
    const classic = page("", '<script src="/_astro/a.1.js"></script>');
    await expect(loadAfterFirstPaint(classic, "page/index.html")).rejects.toThrow(
      /^after-paint: page\/index\.html would still load \/_astro\/a\.1\.js/,
    );
    const elsewhere = page('<link rel="stylesheet" href="/assets/site.css">', "");
    await expect(loadAfterFirstPaint(elsewhere, "page/index.html")).rejects.toThrow(
      /^after-paint: page\/index\.html would still load \/assets\/site\.css/,
    );
  });
});

describe("afterPaintLoader", () => {
  it("is one inline classic script that adds the stylesheet, for devices with a mouse, and the page's scripts, in order, once painted", async () => {
    const loader = await afterPaintLoader({ styles: ["/_astro/site.css"], scripts: ["/_astro/a.js", "/_astro/b.js"] });
    expect(loader).toMatch(/^<script>[^<]+<\/script>$/);
    const added: Record<string, string>[] = [];
    // A loaded page in a browser without paint timing: the loader waits two frames and a task.
    const scope = {
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
      addEventListener: () => {},
      PerformanceObserver: undefined,
      document: {
        readyState: "complete",
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: Record<string, string>) => added.push(element) },
        body: { append: (element: Record<string, string>) => added.push(element) },
      },
    };
    new Function(...Object.keys(scope), loader.slice("<script>".length, -"</script>".length))(...Object.values(scope));
    expect(added).toEqual([
      { tag: "link", rel: "stylesheet", href: "/_astro/site.css", media: "(hover: hover)" },
      { tag: "script", type: "module", src: "/_astro/a.js" },
      { tag: "script", type: "module", src: "/_astro/b.js" },
    ]);
  });

  it("on a page whose islands replay presses made before they ran, listens for presses from the start, before the page is on screen", async () => {
    const loader = await afterPaintLoader({ styles: [], scripts: ["/_astro/hydration.js"], recordPresses: true });
    const listening: string[] = [];
    const added: Record<string, string>[] = [];
    const scope = {
      addEventListener: (type: string) => listening.push(type),
      PerformanceObserver: undefined,
      document: { readyState: "loading", body: { append: (element: Record<string, string>) => added.push(element) } },
    };
    new Function(...Object.keys(scope), loader.slice("<script>".length, -"</script>".length))(...Object.values(scope));
    expect(listening).toEqual(["click", "load"]);
    expect(added).toEqual([]);
  });
});
