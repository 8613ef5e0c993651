import type { Result } from "./result";

export interface UcrBracket {
  min: number;
  /** null for the open-ended top bracket. */
  max: number | null;
  /** Dollars for the registration year. */
  fee: number;
  label: string;
  feeLabel: string;
}

export const ucrBrackets: readonly UcrBracket[] = [
  { min: 0, max: 2, fee: 46, label: "0-2", feeLabel: "$46" },
  { min: 3, max: 5, fee: 138, label: "3-5", feeLabel: "$138" },
  { min: 6, max: 20, fee: 276, label: "6-20", feeLabel: "$276" },
  { min: 21, max: 100, fee: 963, label: "21-100", feeLabel: "$963" },
  { min: 101, max: 1000, fee: 4592, label: "101-1,000", feeLabel: "$4,592" },
  { min: 1001, max: null, fee: 44836, label: "1,001+", feeLabel: "$44,836" },
];

/** "1001" -> "1,001", without Intl so server and browser agree. */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** Reads a vehicle count as typed: a whole number, 0 or more, with or without thousands commas. */
export function parseVehicleCount(input: string): Result<number> {
  const text = input.trim();
  if (text === "") return { ok: false, error: "Enter the number of vehicles." };
  if (/^-\s*[\d.,]+$/.test(text)) return { ok: false, error: "The number of vehicles can't be negative." };
  if (/^[\d,]*\.\d*$/.test(text) && /\d/.test(text)) {
    return { ok: false, error: "Enter a whole number of vehicles, such as 12." };
  }
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(text)) {
    return { ok: false, error: "Enter the number of vehicles using digits only, such as 12 or 1,001." };
  }
  const count = Number(text.replaceAll(",", ""));
  if (!Number.isSafeInteger(count)) return { ok: false, error: "That number of vehicles is too large." };
  return { ok: true, value: count };
}

export function bracketFor(count: number): UcrBracket {
  const bracket = ucrBrackets.find((b) => count >= b.min && (b.max === null || count <= b.max));
  if (!bracket || !Number.isInteger(count)) throw new RangeError(`Not a vehicle count: ${count}`);
  return bracket;
}

/** "3 vehicles: $138 for the registration year" */
export function feeSentence(count: number): string {
  const noun = count === 1 ? "vehicle" : "vehicles";
  return `${groupThousands(count)} ${noun}: ${bracketFor(count).feeLabel} for the registration year`;
}
