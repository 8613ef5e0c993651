import { describe, expect, it } from "vitest";
import { contentFor, serviceContent } from "~/content";
import { locales } from "~/i18n/locales";
import { readdirSync } from "node:fs";
import { mainPages, publicPaths, serviceGroups, services, servicesInGroup } from "./catalog";

const english = contentFor("en").shared.catalog;

describe("service catalog", () => {
  it("lists every route of the spec's table once, in the spec's order", () => {
    expect(services.map((s) => s.path)).toEqual([
      "/irp-new-registration", "/irp-addition", "/irp-transfer", "/irp-renewal", "/irp-temp-registration",
      "/trailer-registration", "/truck-title-transfer", "/ifta-registration", "/ifta-quarterly",
      "/state-quarterly-ky-nm-ny", "/ct-quarterly", "/or-quarterly", "/corporations", "/llc-formation",
      "/ein-registration", "/motor-carrier-authority", "/dot-number-registration", "/broker-authority",
      "/illinois-intrastate-authority", "/form-2290", "/boc-3", "/ucr-registration", "/payroll",
      "/cdl-english-training", "/audits", "/scac-registration", "/bookkeeping", "/notary-public",
    ]);
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
  });

  it("has the six groups in order, each with services, matching the home tabs", () => {
    expect(serviceGroups.map((g) => english.groups[g.id].title)).toEqual([
      "IRP Registration", "IFTA Filing", "Company Formation", "Tax Filing", "Training", "Miscellaneous",
    ]);
    expect(serviceGroups.map((g) => g.id)).toEqual(["irp", "ifta", "formation", "tax", "training", "misc"]);
    for (const group of serviceGroups) expect(servicesInGroup(group.id).length).toBeGreaterThan(0);
    expect(servicesInGroup("irp").map((s) => s.path)).toHaveLength(7);
    expect(servicesInGroup("ifta").map((s) => s.path)).toHaveLength(5);
    expect(servicesInGroup("formation").map((s) => s.path)).toHaveLength(7);
    expect(servicesInGroup("tax").map((s) => s.path)).toEqual(["/form-2290", "/boc-3", "/ucr-registration", "/payroll"]);
    expect(servicesInGroup("training").map((s) => s.path)).toEqual(["/cdl-english-training"]);
    expect(servicesInGroup("misc").map((s) => s.path)).toEqual([
      "/audits", "/scac-registration", "/bookkeeping", "/notary-public",
    ]);
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
    expect(mainPages.map((p) => english.pages[p.path])).toEqual(["Home", "About Us", "Services", "What do I need?", "Trucking Insights", "Filing Deadlines", "Contact Us"]);
  });
});
