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

export function bracketFor(count: number): UcrBracket {
  const bracket = ucrBrackets.find((b) => count >= b.min && (b.max === null || count <= b.max));
  if (!bracket || !Number.isInteger(count)) throw new RangeError(`Not a vehicle count: ${count}`);
  return bracket;
}
