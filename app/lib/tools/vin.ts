/*
 * A vehicle identification number checked the way 49 CFR 565.15 builds one: 17 characters, the
 * digits and the capital letters except I, O and Q, and a check digit in position 9 worked out
 * from the other 16 (565.15(c): each character's value times its position's weight, summed, the
 * remainder after dividing by 11, 10 written as X). A VIN that passes can still belong to no vehicle: the check
 * catches mistyped characters, not made-up numbers.
 */

/** The length of a VIN under 49 CFR 565. */
export const VIN_LENGTH = 17;

/** Letters a VIN never uses: the check-digit table of 49 CFR 565.15(c) gives them no value. */
export const forbiddenLetters = ["I", "O", "Q"] as const;
export type ForbiddenLetter = (typeof forbiddenLetters)[number];

/** The check digit's position, counted from 1. */
export const CHECK_DIGIT_POSITION = 9;

/** The value each letter counts for in the check-digit sum (49 CFR 565.15(c), transliteration table); digits count as themselves. */
const letterValues: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The weight of each position, 1 to 17, in the sum (49 CFR 565.15(c)); the check digit's own position counts 0. */
const positionWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The sum is divided by this, and the remainder is the check digit. */
const CHECK_MODULUS = 11;
/** The remainder 10 is written as this letter. */
const REMAINDER_TEN = "X";

/** A character at its position in the VIN, counted from 1. */
export interface PlacedCharacter {
  character: string;
  position: number;
}

export type VinCheck =
  | { kind: "valid"; vin: string }
  | { kind: "wrong-length"; vin: string; length: number }
  | { kind: "forbidden-letters"; vin: string; found: PlacedCharacter[] }
  | { kind: "invalid-characters"; vin: string; found: PlacedCharacter[] }
  | { kind: "wrong-check-digit"; vin: string; expected: string; found: string };

/** What can be wrong with a VIN; each language's copy words it. */
export type VinProblem = Exclude<VinCheck["kind"], "valid">;

function valueOf(character: string): number | undefined {
  return /^\d$/.test(character) ? Number(character) : letterValues[character];
}

/**
 * Checks one VIN as typed: spaces around it are dropped and lowercase letters read as capitals.
 * The first problem found is reported, in this order: length, I/O/Q, other characters, check digit.
 * `vin` in the result is the cleaned-up text.
 */
export function checkVin(input: string): VinCheck {
  const vin = input.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
  const characters = [...vin];
  if (characters.length !== VIN_LENGTH) return { kind: "wrong-length", vin, length: characters.length };

  const placed = characters.map((character, index) => ({ character, position: index + 1 }));
  const forbidden = placed.filter(({ character }) => (forbiddenLetters as readonly string[]).includes(character));
  if (forbidden.length > 0) return { kind: "forbidden-letters", vin, found: forbidden };
  const invalid = placed.filter(({ character }) => valueOf(character) === undefined);
  if (invalid.length > 0) return { kind: "invalid-characters", vin, found: invalid };

  const sum = characters.reduce(
    (total, character, index) => total + (valueOf(character) ?? 0) * (positionWeights[index] ?? 0),
    0,
  );
  const remainder = sum % CHECK_MODULUS;
  const expected = remainder === CHECK_MODULUS - 1 ? REMAINDER_TEN : String(remainder);
  const found = characters[CHECK_DIGIT_POSITION - 1] ?? "";
  return found === expected ? { kind: "valid", vin } : { kind: "wrong-check-digit", vin, expected, found };
}

/** Checks each VIN in a pasted list, one a line or separated by commas, semicolons or spaces, in order. */
export function checkVinList(text: string): VinCheck[] {
  return text
    .split(/[\s,;]+/)
    .filter((vin) => vin !== "")
    .map(checkVin);
}
