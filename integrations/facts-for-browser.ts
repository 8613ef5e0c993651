import type { Plugin } from "vite";

/** The facts files (app/data/*.json); their schemas are app/data/schemas.ts. */
const factFile = /\/app\/data\/[^/]+\.json$/;

/** Drops every `source` from a facts file's data, at any depth. */
export function withoutSources(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSources);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) => (key === "source" ? [] : [[key, withoutSources(field)]])),
    );
  return value;
}

/**
 * Each fact carries the name of its source for the office and `npm run report`, and the pages
 * print some of them; no island does. The browser's copy of a facts file leaves them out: they
 * are a third of its bytes, and the checkup page's script is at its budget.
 */
export function factsForBrowser(): Plugin {
  return {
    name: "facts-for-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!factFile.test(id)) return null;
      return { code: JSON.stringify(withoutSources(JSON.parse(code))), map: null };
    },
  };
}
