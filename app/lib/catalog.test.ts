import { describe, expect, it } from "vitest";
import { contentFor, serviceContent } from "~/content";
import { locales } from "~/i18n/locales";
import { readdirSync } from "node:fs";
import { mainPages, publicPaths, serviceGroups, services, servicesInGroup } from "./catalog";

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

  it("pairs every service with exactly one content module per language, and the reverse", () => {
    for (const locale of locales) {
      expect([...serviceContent[locale].keys()].sort()).toEqual(services.map((s) => s.path).sort());
      for (const [path, content] of serviceContent[locale]) expect(content.path).toBe(path);
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
  });
});
