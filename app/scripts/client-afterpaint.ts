import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint";

/**
 * client:afterpaint (registered in astro.config.ts) hydrates an island once the page is on
 * screen (after-first-paint.ts); client:afterpaint="visible" waits, after that, until the
 * widget is scrolled into view. Astro's own client:idle can start before the first frame is
 * presented, and client:visible starts at the first frame for a widget near the top.
 */
const afterPaint: ClientDirective = (load, options, island) => {
  const hydrate = () => void load().then((run) => run());
  afterFirstPaint(() => {
    if (options.value !== "visible") {
      hydrate();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    });
    // The island element itself has no box (display: contents); its children do.
    for (const child of island.children) observer.observe(child);
  });
};

export default afterPaint;
