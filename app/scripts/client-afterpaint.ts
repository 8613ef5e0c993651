import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint";
import { linkedTo, visitorActed } from "./visitor-acted";

/** Resolves once one of the island's boxes is on screen; the island element itself has none (display: contents). */
const onScreen = (island: HTMLElement) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    for (const child of island.children) observer.observe(child);
  });

/**
 * client:afterpaint (registered in astro.config.ts) hydrates an island once the page is on screen
 * (after-first-paint.ts), the widget is on screen and the visitor has acted on the page: a tap, a key
 * or a scroll. One on the first screen thus starts at the first act rather than while the page
 * loads, and its fields take typing before (decision 0007). A link that carries a tool's figures
 * starts it at once: following it was the visitor's act. Astro's own client:idle can start before
 * the first frame is presented, and client:visible starts at the first frame for a widget near the
 * top.
 */
const afterPaint: ClientDirective = (load, _options, island) => {
  const hydrate = () => void load().then((run) => run());
  afterFirstPaint(() => {
    if (linkedTo(island)) hydrate();
    else void Promise.all([onScreen(island), visitorActed()]).then(hydrate);
  });
};

export default afterPaint;
