import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint";
import { visitorActed } from "./visitor-acted";

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
 * client:afterpaint (registered in astro.config.ts) hydrates an island once the page is on
 * screen (after-first-paint.ts). client:afterpaint="visible" waits, after that, until the widget
 * is on screen and the visitor has acted on the page, so that one on the first screen starts at
 * the first tap, key or scroll rather than while the page loads; its fields take typing before
 * (decision 0007). A page opened at a widget's section (another page's tool links there with its
 * figures) starts that widget at once. Astro's own client:idle can start before the first frame is presented, and
 * client:visible starts at the first frame for a widget near the top.
 */
/** Whether the page was opened at the island's section: following a link to the tool was the visitor's act. */
const linkedTo = (island: HTMLElement) => {
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  return !!target && target.contains(island);
};

const afterPaint: ClientDirective = (load, options, island) => {
  const hydrate = () => void load().then((run) => run());
  afterFirstPaint(() => {
    if (options.value !== "visible" || linkedTo(island)) hydrate();
    else void Promise.all([onScreen(island), visitorActed()]).then(hydrate);
  });
};

export default afterPaint;
