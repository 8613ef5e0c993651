import { describe, expect, it } from "vitest";
import { roadSignSvg } from "./road-sign-drawings";
import { roadSignIds } from "./tools/road-signs";

describe("the road-sign drawings", () => {
  it.each(roadSignIds)("%s is a standalone SVG file with its own size", (id) => {
    const svg = roadSignSvg(id);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)" width="\d+" height="\d+"/,
    );
    const [, w, h, width, height] = /viewBox="0 0 (\d+) (\d+)" width="(\d+)" height="(\d+)"/.exec(svg)!;
    expect([Number(width), Number(height)]).toEqual([Number(w) * 2, Number(h) * 2]);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("writes each sign's own legend", () => {
    const legend = (id: (typeof roadSignIds)[number]) =>
      [...roadSignSvg(id).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(" ");
    expect(legend("stop")).toBe("STOP");
    expect(legend("weight-limit")).toBe("WEIGHT LIMIT 10 TONS");
    expect(legend("low-clearance")).toBe("12 FT 6 IN");
    expect(legend("truck-speed-limit")).toBe("SPEED LIMIT 65 TRUCKS 55");
    expect(legend("runaway-truck-ramp")).toBe("RUNAWAY TRUCK RAMP 1 MILE");
    expect(legend("no-trucks")).toBe("");
  });
});
