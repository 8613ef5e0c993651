import { describe, expect, it } from "vitest";
import { checkVin, checkVinList } from "./vin";

describe("checkVin", () => {
  it.each([
    // The sample calculation in 49 CFR 565.15(c) (older numbering).
    "1G4AH59H45G118341",
    // The CFR sample as reproduced on vsource.org.
    "JH2RC3605MM101581",
    // NHTSA's guide for new manufacturers.
    "1J9RP1A36A1644345",
    "1G1BN53E6NW128495",
    // The widely used example whose check digit is X (remainder 10): sum 351, 351 mod 11 = 10.
    "1M8GDM9AXKP042788",
    // Made up here for a check digit of 0 (sum 418, 418 mod 11 = 0), computed from the tables.
    "1FUJGLDR0CLBP8838",
  ])("accepts %s", (vin) => {
    expect(checkVin(vin)).toEqual({ kind: "valid", vin });
  });

  it("reads lowercase letters as capitals and drops spaces around the VIN", () => {
    expect(checkVin("  1m8gdm9axkp042788\n")).toEqual({ kind: "valid", vin: "1M8GDM9AXKP042788" });
    expect(checkVin("jh2rc3605mm101581")).toEqual({ kind: "valid", vin: "JH2RC3605MM101581" });
  });

  it("reports the length when it is not 17", () => {
    expect(checkVin("1M8GDM9AXKP04278")).toEqual({ kind: "wrong-length", vin: "1M8GDM9AXKP04278", length: 16 });
    expect(checkVin("1M8GDM9AXKP0427888")).toEqual({ kind: "wrong-length", vin: "1M8GDM9AXKP0427888", length: 18 });
    expect(checkVin("   ")).toEqual({ kind: "wrong-length", vin: "", length: 0 });
    // A space inside is a character too.
    expect(checkVin("1M8GDM9A XKP042788")).toMatchObject({ kind: "wrong-length", length: 18 });
  });

  it("names each I, O or Q and where it is", () => {
    expect(checkVin("1M8GDM9AXKPO42788")).toEqual({
      kind: "forbidden-letters",
      vin: "1M8GDM9AXKPO42788",
      found: [{ character: "O", position: 12 }],
    });
    expect(checkVin("IM8GDM9AXKP0427q8")).toEqual({
      kind: "forbidden-letters",
      vin: "IM8GDM9AXKP0427Q8",
      found: [
        { character: "I", position: 1 },
        { character: "Q", position: 16 },
      ],
    });
  });

  it("reports I, O and Q before other invalid characters", () => {
    expect(checkVin("1M8GDM9AXKPO4278-")).toMatchObject({
      kind: "forbidden-letters",
      found: [{ character: "O", position: 12 }],
    });
  });

  it("names other characters a VIN cannot hold", () => {
    expect(checkVin("1M8GDM9AXKP-42788")).toEqual({
      kind: "invalid-characters",
      vin: "1M8GDM9AXKP-42788",
      found: [{ character: "-", position: 12 }],
    });
    expect(checkVin("1M8GDM9AXKP04278*")).toMatchObject({
      kind: "invalid-characters",
      found: [{ character: "*", position: 17 }],
    });
    // Not turned into "SS" by uppercasing, which would make 18 characters.
    expect(checkVin("1M8GDM9AXKP04278ß")).toMatchObject({
      kind: "invalid-characters",
      found: [{ character: "ß", position: 17 }],
    });
    expect(checkVin("1M8GDM9AXKP04278Ñ")).toMatchObject({
      kind: "invalid-characters",
      found: [{ character: "Ñ", position: 17 }],
    });
  });

  it("gives the expected and found check digit when they differ", () => {
    expect(checkVin("1M8GDM9A0KP042788")).toEqual({
      kind: "wrong-check-digit",
      vin: "1M8GDM9A0KP042788",
      expected: "X",
      found: "0",
    });
    // One character changed elsewhere (position 17, weight 2): 353 mod 11 = 1.
    expect(checkVin("1M8GDM9AXKP042789")).toEqual({
      kind: "wrong-check-digit",
      vin: "1M8GDM9AXKP042789",
      expected: "1",
      found: "X",
    });
    // A letter other than X in position 9 is a valid VIN character but never a check digit.
    expect(checkVin("1M8GDM9AAKP042788")).toMatchObject({ kind: "wrong-check-digit", expected: "X", found: "A" });
    // Two characters swapped.
    expect(checkVin("1G4AH59H45G113841")).toMatchObject({ kind: "wrong-check-digit", found: "4" });
  });
});

describe("checkVinList", () => {
  it("splits on new lines, commas, semicolons and spaces, and checks each in order", () => {
    const list = "1M8GDM9AXKP042788\r\n jh2rc3605mm101581,1G4AH59H45G118341;\t1M8GDM9A0KP042788\n\n1234 ,";
    expect(checkVinList(list).map((check) => [check.kind, check.vin])).toEqual([
      ["valid", "1M8GDM9AXKP042788"],
      ["valid", "JH2RC3605MM101581"],
      ["valid", "1G4AH59H45G118341"],
      ["wrong-check-digit", "1M8GDM9A0KP042788"],
      ["wrong-length", "1234"],
    ]);
  });

  it("gives nothing for an empty or blank list", () => {
    expect(checkVinList("")).toEqual([]);
    expect(checkVinList(" \n, ;")).toEqual([]);
  });
});
