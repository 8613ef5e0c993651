/*
 * What runs in the browser beyond the page's HTML waits for this: the page's bundled scripts
 * (integrations/after-paint.ts) and the islands marked client:afterpaint. None of it is
 * needed to read the page, and on a slow link anything fetched before the page is on screen
 * shares the connection with it. "On screen" is the browser's own record of the first
 * contentful paint, which it writes when the frame is presented; then two more frames pass, so
 * the rest of the document, parsed by the load event, has been painted as well.
 */
export function afterFirstPaint(run: () => void): void {
  const later = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run)));
  const whenPainted = () => {
    // Browsers without paint timing get the two frames only.
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      later();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      later();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") whenPainted();
  else addEventListener("load", whenPainted, { once: true });
}
