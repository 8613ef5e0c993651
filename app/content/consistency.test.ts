import { describe, expect, it } from "vitest";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { locales } from "~/i18n/locales";
import { weightDistanceStates } from "~/lib/tools/weight-distance";
import { contentFor } from "./index";
import { readServicePage } from "./written-pages";
import type { TableSection, ToolSection } from "./types";

/*
 * Copy that must agree with itself (review of 2026-11-28): a page's name, heading and tool name the
 * same states, and a threshold is written the same way wherever a table states it.
 */

const path = "/state-quarterly-ky-nm-ny";

describe.each(locales)("the state mileage-tax page in %s", (locale) => {
  const page = readServicePage(path, locale);
  const copy = contentFor(locale);
  const stateNames = copy.checkup.stateNames;
  if (!page) throw new Error(`${path} has no ${locale} content`);

  it("names in its menu label every state its title names", () => {
    const label = copy.shared.catalog.services[path].label;
    for (const code of ["KY", "NM", "NY", "OR"] as const) {
      expect(page.title).toContain(stateNames[code]);
      expect(label).toContain(code);
    }
  });

  it("names in its estimate's heading exactly the states the estimate covers", () => {
    const tool = page.sections.find((s) => s.kind === "tool" && s.tool === "weight-distance") as
      ToolSection | undefined;
    for (const code of weightDistanceStates) expect(tool?.heading).toContain(stateNames[code]);
    for (const code of ["OR", "CT"] as const) expect(tool?.heading).not.toContain(stateNames[code]);
  });

  it("writes Kentucky's threshold as it writes the other states', from the data", () => {
    const table = page.sections.find((s): s is TableSection => s.kind === "table" && s.topic === "who");
    const cell = (state: string) => table?.rows.find((row) => row[0] === state)?.[2];
    const f = formats[locale];
    const newMexico = cell(stateNames.NM);
    expect(newMexico).toContain(f.lb(thresholds.newMexico.overLb));
    expect(cell(stateNames.KY)).toBe(
      newMexico?.replace(f.lb(thresholds.newMexico.overLb), f.lb(thresholds.kentucky.overLb)),
    );
  });
});
