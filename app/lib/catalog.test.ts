import { describe, expect, it } from "vitest";
import { contentFor } from "~/content";
import { referencePagesIn, servicePagesIn } from "~/content/written-pages";
import { locales } from "~/i18n/locales";
import { readdirSync } from "node:fs";
import { mainPages, publicPaths, referencePages, serviceGroups, services, servicesInGroup } from "./catalog";
import { catalogFor } from "./localized-catalog";

/** The pages a folder of copy files holds, as paths: "boc-3.yaml" is "/boc-3", "form-2290/x.yaml" "/form-2290/x". */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => `/${file.replace(/\.yaml$/, "")}`)
    .sort();

describe("service catalog", () => {
  it("lists each route once, as a lower-case path, in a group the home tabs show", () => {
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
    for (const { path } of services) expect(path).toMatch(/^\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const groupIds = serviceGroups.map((g) => g.id);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    for (const service of services) expect(groupIds).toContain(service.group);
    for (const group of serviceGroups) expect(servicesInGroup(group.id).length).toBeGreaterThan(0);
  });

  it("names every group and page in every language", () => {
    for (const locale of locales) {
      const words = contentFor(locale).shared.catalog;
      for (const group of serviceGroups) expect(words.groups[group.id].title.trim()).not.toBe("");
      for (const page of mainPages) expect(words.pages[page.path].trim()).not.toBe("");
    }
  });

  it("gives every service a label and a one-sentence summary in every language", () => {
    for (const locale of locales) {
      const words = contentFor(locale).shared.catalog;
      for (const s of services) {
        const { label, summary } = words.services[s.path];
        expect(label.length).toBeGreaterThan(2);
        expect(summary).toMatch(/^[A-ZА-Я].{20,180}\.$/u);
      }
    }
  });

  it("pairs every service with exactly one copy file per language, and the reverse", () => {
    for (const locale of locales) {
      // The files on disk, not the catalog's list read back: a page file the catalog lacks fails too.
      expect(filesUnder(`app/content/${locale}/services`)).toEqual(services.map((s) => s.path).sort());
      for (const [path, content] of servicePagesIn(locale)) expect(content.path).toBe(path);
    }
  });

  it("gives every main page a page shell, and has no shell that is not a page", () => {
    // [...lang]/ holds every page in every language; [service].astro makes the catalog's services.
    const folder = new URL("../pages/[...lang]", import.meta.url);
    const shells = readdirSync(folder)
      .filter((file) => file.endsWith(".astro") && !file.startsWith("["))
      .map((file) => (file === "index.astro" ? "/" : `/${file.replace(/\.astro$/, "")}`));
    expect(shells.sort()).toEqual(mainPages.map((p) => p.path).sort());
    expect(readdirSync(folder)).toContain("[service].astro");
    expect(readdirSync(new URL("../pages/[...lang]/[service]", import.meta.url))).toEqual(["[reference].astro"]);
  });
});

describe("reference pages", () => {
  it("sit one lower-case segment under a service of the catalog, each path once, and are public pages", () => {
    expect(referencePages.length).toBeGreaterThan(0);
    expect(new Set(referencePages.map((p) => p.path)).size).toBe(referencePages.length);
    for (const page of referencePages) {
      expect(
        services.map((s) => s.path),
        page.path,
      ).toContain(page.parent);
      expect(page.path.slice(0, page.parent.length + 1), page.path).toBe(`${page.parent}/`);
      expect(page.path.slice(page.parent.length + 1), page.path).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(publicPaths).toContain(page.path);
    }
  });

  it("are not services: no menu, home tab, footer or /services list shows them", () => {
    const referencePaths = new Set<string>(referencePages.map((p) => p.path));
    expect(services.filter((s) => referencePaths.has(s.path))).toEqual([]);
    for (const locale of locales) {
      const links = catalogFor(locale, contentFor(locale).shared)
        .groups()
        .flatMap((group) => group.links.map((link) => link.path));
      expect(links.length).toBe(services.length);
      expect(links.filter((path) => [...referencePaths].some((reference) => path.endsWith(reference)))).toEqual([]);
    }
  });

  it("have a name, a copy file per language and a breadcrumb trail through their service", () => {
    for (const locale of locales) {
      const { shared } = contentFor(locale);
      expect(filesUnder(`app/content/${locale}/reference`)).toEqual(referencePages.map((p) => p.path).sort());
      const pages = referencePagesIn(locale);
      for (const page of referencePages) {
        const content = pages.get(page.path)!;
        expect(content.path).toBe(page.path);
        expect(content.sections.length, page.path).toBeGreaterThan(0);
        const crumbs = catalogFor(locale, shared).crumbs(page.path);
        expect(crumbs.map((c) => c.label)).toEqual([
          shared.breadcrumbs.home,
          expect.any(String),
          shared.catalog.services[page.parent].label,
          shared.catalog.references[page.path],
        ]);
        expect(crumbs[2]!.path).toBe(catalogFor(locale, shared).href(page.parent));
        expect(shared.catalog.references[page.path].trim()).not.toBe("");
      }
    }
  });

  it("are linked from their service page in every language", () => {
    for (const locale of locales) {
      for (const page of referencePages) {
        const parent = servicePagesIn(locale).get(page.parent)!;
        const links = parent.sections.flatMap((section) =>
          section.reference?.path === page.path ? [section.reference] : [],
        );
        expect(links.length, `${locale} ${page.parent} → ${page.path}`).toBeGreaterThan(0);
      }
    }
  });
});
