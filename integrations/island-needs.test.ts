import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { pressedProperty } from "../app/scripts/pressed-before-hydration";
import { islandNeedsScript, replaysPresses } from "./island-needs";
import type { ModuleGraph } from "./module-graph";

it("asks at the visitor's first act for each island's component and renderer with all they import, each once, and fetches the site's JSON its props name", async () => {
  const code = await islandNeedsScript({
    "/_astro/Finder.1.js": ["/_astro/react.2.js", "/_astro/words.3.js"],
    "/_astro/Due.5.js": ["/_astro/react.2.js"],
    "/_astro/client.4.js": ["/_astro/react.2.js"],
  });
  const props = (value: object) => JSON.stringify(value).replaceAll('"', "&quot;");
  const { window } = new JSDOM("", { runScripts: "outside-only" });
  const { document } = window;
  document.body.innerHTML = [
    `<astro-island component-url="/_astro/Finder.1.js" renderer-url="/_astro/client.4.js" props="${props({ words: [0, "/ru/finder-answers.json"], link: [0, "/ru/contact"], other: [0, "//example.com/x.json"] })}"></astro-island>`,
    `<astro-island component-url="/_astro/Due.5.js" renderer-url="/_astro/client.4.js" props="${props({ words: [0, "/ru/finder-answers.json"] })}"></astro-island>`,
  ].join("");
  const fetched: string[] = [];
  Object.assign(window, {
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve();
    },
    // jsdom has no PerformanceObserver; the keys below stand for the first input.
    PerformanceObserver: { supportedEntryTypes: [] },
  });
  window.eval(code);
  const asked = () => document.head.querySelectorAll("link").length + fetched.length;
  await new Promise((resolve) => setTimeout(resolve));
  expect(asked(), "nothing is asked for while the page loads").toBe(0);
  window.dispatchEvent(new window.KeyboardEvent("keydown"));
  await new Promise((resolve) => setTimeout(resolve));
  const preloaded = [...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")]);
  expect(preloaded).toEqual(
    ["/_astro/Finder.1.js", "/_astro/react.2.js", "/_astro/words.3.js", "/_astro/client.4.js", "/_astro/Due.5.js"].map(
      (href) => ["modulepreload", href],
    ),
  );
  expect(fetched).toEqual(["/ru/finder-answers.json"]);
});

it("asks at once for an island the link was meant for: answers in the query, or its section", async () => {
  const code = await islandNeedsScript({ "/_astro/Checkup.1.js": ["/_astro/react.2.js"] });
  for (const url of ["http://127.0.0.1/checkup?hire=yes", "http://127.0.0.1/checkup#checkup-tool"]) {
    const { window } = new JSDOM(
      `<section id="checkup-tool"><astro-island component-url="/_astro/Checkup.1.js"></astro-island></section>`,
      { runScripts: "outside-only", url },
    );
    Object.assign(window, { fetch: () => Promise.resolve(), PerformanceObserver: { supportedEntryTypes: [] } });
    window.eval(code);
    const preloaded = [...window.document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));
    expect(preloaded, url).toEqual(["/_astro/Checkup.1.js", "/_astro/react.2.js"]);
  }
});

it("has a page's loader note presses only where an island's code, or a module it imports, replays them", async () => {
  const code: Record<string, string> = {
    "/_astro/Quiz.1.js": 'import"./replay.2.js";',
    "/_astro/replay.2.js": `b.${pressedProperty}&&b.click()`,
    "/_astro/Form.3.js": "export{}",
  };
  const graph: ModuleGraph = {
    code: async (url) => code[url]!,
    closure: async (url) => (url === "/_astro/Quiz.1.js" ? [url, "/_astro/replay.2.js"] : [url]),
  };
  expect(await replaysPresses(["/_astro/Form.3.js", "/_astro/Quiz.1.js"], graph)).toBe(true);
  expect(await replaysPresses(["/_astro/Form.3.js"], graph)).toBe(false);
});
