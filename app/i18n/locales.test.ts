import { describe, expect, it } from "vitest";
import { localizePath, splitLocale } from "./locales";

describe("language URLs", () => {
  it("prefix every path but English's, home and anchors included", () => {
    expect(["/", "/contact", "/services#irp"].map((p) => localizePath(p, "ru"))).toEqual([
      "/ru",
      "/ru/contact",
      "/ru/services#irp",
    ]);
    expect(localizePath("/contact", "en")).toBe("/contact");
  });

  it("read the language back from a path, and nothing else as a language", () => {
    expect(splitLocale("/bg/contact")).toEqual({ locale: "bg", path: "/contact" });
    expect(splitLocale("/ru")).toEqual({ locale: "ru", path: "/" });
    expect(splitLocale("/rules")).toEqual({ locale: "en", path: "/rules" });
    expect(splitLocale("/en/contact")).toEqual({ locale: "en", path: "/en/contact" });
  });
});
