/*
 * A shuffle driven by a seed, so the build writes the same order on every run (decision 0010:
 * same commit, same bytes) and a test can name the order it expects.
 */

/** A seed in 0 to 2^32 - 1, the range `seededRandom` reads. */
export type Seed = number;

/** Mulberry32: a small, fast generator of numbers in [0, 1), the same for the same seed. */
export function seededRandom(seed: Seed): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array with the items in an order drawn from `random` (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** A fresh seed from the browser's generator, for a visitor who asks for a new order. */
export function randomSeed(): Seed {
  return Math.floor(Math.random() * 4294967296);
}
