import { describe, expect, it } from "vitest";
import { officeHours } from "./office-hours";
import { officeZone } from "./office-zone";
import { site } from "./site";
import { nowIn } from "./tools/dates";

describe("the office's zone and hours as browser code reads them", () => {
  it("has the zone's table from 2026 through 2031, whatever day the build runs", () => {
    expect(officeZone.name).toBe(site.timeZone);
    expect(officeZone.offsets[0]![0]).toBe(Date.UTC(2026, 0, 1));
    expect(officeZone.untilMs).toBeGreaterThanOrEqual(Date.UTC(2032, 0, 1));
  });

  it("reads the wall clock as the browser's own time-zone data does", () => {
    const step = 5 * 3_600_000 + 7 * 60_000;
    for (let ms = Date.UTC(2026, 0, 1); ms < officeZone.untilMs; ms += step) {
      const now = new Date(ms);
      expect(nowIn(officeZone, now), now.toISOString()).toEqual(nowIn(officeZone.name, now));
    }
  });

  it("has the config's two schedules", () => {
    expect(officeHours).toEqual({ dropOff: site.dropOffHours, contact: site.contactHours });
  });
});
