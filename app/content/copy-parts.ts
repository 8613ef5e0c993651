/**
 * An island's copy in two parts by key: the words it renders before any answer, which it takes as
 * props, and the words it shows only after an answer, which the build writes as JSON for it to
 * fetch (decision 0007). A key may go to both; what the page itself renders goes to neither.
 */
export function copyParts<C extends object, I extends keyof C, A extends keyof C>(
  copy: C,
  islandKeys: readonly I[],
  answerKeys: readonly A[],
): { island: Pick<C, I>; answer: Pick<C, A> } {
  const pick = <K extends keyof C>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, copy[key]])) as Pick<C, K>;
  return { island: pick(islandKeys), answer: pick(answerKeys) };
}
