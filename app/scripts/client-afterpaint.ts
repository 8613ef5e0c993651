import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./after-first-paint";

/**
 * client:afterpaint (registered in astro.config.ts): hydrates an island once the page is on
 * screen (after-first-paint.ts). For widgets near the top of a page, where client:visible would
 * start at the first frame and client:idle can start before it is presented.
 */
const afterPaint: ClientDirective = (load) => {
  afterFirstPaint(() => {
    void load().then((hydrate) => hydrate());
  });
};

export default afterPaint;
