import { describe, expect, it } from "vitest";
import { localizePath, locales, referenceContentFor, referencePages } from "../e2e/pages";
import { pageDocument, visibleText } from "./site";

/*
 * Reference pages (issue #26): a service page's long tables moved to a page of their own, linked
 * from where they were, in every language; the page shows every row and leads back to the service.
 */
/** Words as a reader compares them: a no-break space binding a short preposition reads as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, " ");
const words = (element: Element | null | undefined) => spaced(visibleText(element));

const shown = (link: Element) => !link.closest("[hidden], template, noscript, [aria-hidden=true]");

describe.each(referencePages.flatMap((reference) => locales.map((locale) => ({ ...reference, locale }))))(
  "$locale: $parent and $path",
  ({ parent, path, locale }) => {
    it("the service page links to the reference page instead of holding its tables", async () => {
      const content = await referenceContentFor(path, locale);
      const main = (await pageDocument(localizePath(parent, locale))).querySelector("main")!;
      const captions = [...main.querySelectorAll("caption")].map(words);
      for (const section of content.sections)
        if (section.kind === "table") expect(captions, section.caption).not.toContain(spaced(section.caption));
      const links = [...main.querySelectorAll(`a[href="${localizePath(path, locale)}"]`)];
      expect(links.filter(shown).length).toBeGreaterThan(0);
    });

    it("the reference page shows every row of its tables and leads back to the service and the office", async () => {
      const content = await referenceContentFor(path, locale);
      const document = await pageDocument(localizePath(path, locale));
      const main = document.querySelector("main")!;
      expect(words(document.querySelector("h1"))).toBe(spaced(content.title));
      const tables = content.sections.flatMap((section) => (section.kind === "table" ? [section] : []));
      expect([...main.querySelectorAll("table")].map((table) => words(table.querySelector("caption")))).toEqual(
        tables.map((table) => spaced(table.caption)),
      );
      for (const [at, table] of [...main.querySelectorAll("table")].entries())
        expect(table.querySelectorAll("tbody tr").length, tables[at]!.caption).toBe(tables[at]!.rows.length);
      for (const target of [parent, "/contact"])
        expect([...main.querySelectorAll(`a[href="${localizePath(target, locale)}"]`)].filter(shown).length, target).toBeGreaterThan(0);
    });
  },
);
