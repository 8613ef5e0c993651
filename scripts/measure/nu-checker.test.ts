import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtPages } from "./built-pages";
import { nuErrors } from "./nu-checker";

/* The W3C Nu HTML checker over every built page (npm test builds build/ first). */

const root = "build/client";
const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title>${head}</head><body>${body}</body></html>`;

describe("the W3C Nu HTML checker", { timeout: 180_000 }, () => {
  it("reports what it finds, with the page it was found on", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "nu-"));
    try {
      await writeFile(
        path.join(dir, "bad.html"),
        page('<select><option value=""></option></select><a href="a b">x</a>'),
      );
      await writeFile(
        path.join(dir, "good.html"),
        page("<p>Valid.</p>", "<style>@property --x { syntax: '*'; inherits: false; }</style>"),
      );
      const errors = await nuErrors(dir, ["bad.html", "good.html"]);
      expect(errors.map((e) => e.file)).toEqual(["bad.html", "bad.html"]);
      expect(errors.map((e) => e.message).join("\n")).toMatch(/option/);
      expect(errors.map((e) => e.message).join("\n")).toMatch(/Space is not allowed/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("finds no error on any built page", async () => {
    if (!existsSync(root)) throw new Error("No build to check: run npm run build first");
    const pages = await builtPages(root);
    expect(pages.length).toBeGreaterThan(100);
    const errors = await nuErrors(root, pages);
    expect(errors.map((e) => `${e.file}:${e.line ?? "?"} ${e.message}`)).toEqual([]);
  });
});
