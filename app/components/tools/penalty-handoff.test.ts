import { describe, expect, it } from "vitest";
import { localizePath } from "~/i18n/locales";
import { handedOverPenalty, penaltyEstimateHref, penaltyEstimatePage } from "./penalty-handoff";

describe("the calculator's link to the penalty estimate", () => {
  it("carries the tax to the cent and the months late, and the estimate reads them back", () => {
    const page = localizePath(penaltyEstimatePage, "ru");
    const href = penaltyEstimateHref(page, 51_667, 1);
    expect(href).toBe(`${page}?tax=516.67&months=1#form-2290-penalty`);
    expect(handedOverPenalty(new URL(href, "https://example.com").search)).toEqual({ taxCents: 51_667, monthsLate: 1 });
  });

  it.each([
    "",
    "?tax=516.67",
    "?months=2",
    "?tax=abc&months=2",
    "?tax=-5&months=2",
    "?tax=5.5&months=2",
    "?tax=550&months=1.5",
  ])("ignores a query that is not the calculator's: %s", (search) => {
    expect(handedOverPenalty(search)).toBeNull();
  });
});
