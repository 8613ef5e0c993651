let firstAct: Promise<void> | undefined;

/**
 * Resolves at the visitor's first act on the page: a tap, a click, the mouse or focus moved, a key
 * or the page scrolled, one made before this script ran included (the browser's record of the
 * first input, or where the page and focus already are). Until then a tool waits, so that nothing
 * it needs competes with the page for a slow phone's main thread while the page loads (issue 45).
 */
export function visitorActed(): Promise<void> {
  firstAct ??= new Promise<void>((resolve) => {
    const focused = document.activeElement;
    if (scrollY > 0 || (focused && focused !== document.body)) resolve();
    if (PerformanceObserver.supportedEntryTypes?.includes("first-input"))
      new PerformanceObserver(() => resolve()).observe({ type: "first-input", buffered: true });
    // A touch or a mouse button makes a pointerdown; a wheel or a swipe, a scroll. A mouse moved is
    // enough: a laptop's visitor then sees the contact form's Send button ready before reaching it.
    for (const type of ["pointerdown", "pointermove", "keydown", "focusin", "scroll"])
      addEventListener(type, () => resolve(), { capture: true, passive: true, once: true });
  });
  return firstAct;
}

/**
 * Whether the page was opened by a link meant for the island, which counts as the visitor's act:
 * one with answers in its query (a saved or shared checkup, figures another page's tool hands
 * over) or one to the island's section.
 */
export function linkedTo(island: Element): boolean {
  if (location.search.length > 1) return true;
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  return !!target && target.contains(island);
}
