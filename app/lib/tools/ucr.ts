import type { Result } from "./result";

export interface UcrBracket {
  min: number;
  /** null for the open-ended top bracket. */
  max: number | null;
  /** Dollars for the registration year. */
  fee: number;
}

export const ucrBrackets: readonly UcrBracket[] = [
  { min: 0, max: 2, fee: 46 },
  { min: 3, max: 5, fee: 138 },
  { min: 6, max: 20, fee: 276 },
  { min: 21, max: 100, fee: 963 },
  { min: 101, max: 1000, fee: 4592 },
  { min: 1001, max: null, fee: 44836 },
];

/** What can be wrong with a typed vehicle count; each language's fee-finder copy words it. */
export type VehicleCountError = "empty" | "negative" | "not-whole" | "not-a-number" | "too-large";

/**
 * Reads a vehicle count as typed: a whole number, 0 or more, its thousands grouped by commas
 * (English) or spaces (Russian, Bulgarian) or not at all.
 */
export function parseVehicleCount(input: string): Result<number, VehicleCountError> {
  const text = input.trim().replace(/(?<=\d)[\s\u00a0](?=\d{3}\b)/g, ",");
  if (text === "") return { ok: false, error: "empty" };
  if (/^-\s*[\d.,]+$/.test(text)) return { ok: false, error: "negative" };
  if (/^[\d,]*[.]\d*$/.test(text) && /\d/.test(text)) return { ok: false, error: "not-whole" };
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(text)) return { ok: false, error: "not-a-number" };
  const count = Number(text.replaceAll(",", ""));
  if (!Number.isSafeInteger(count)) return { ok: false, error: "too-large" };
  return { ok: true, value: count };
}

export function bracketFor(count: number): UcrBracket {
  const bracket = ucrBrackets.find((b) => count >= b.min && (b.max === null || count <= b.max));
  if (!bracket || !Number.isInteger(count)) throw new RangeError(`Not a vehicle count: ${count}`);
  return bracket;
}
