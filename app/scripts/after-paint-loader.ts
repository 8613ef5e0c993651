import { afterFirstPaint } from "./after-first-paint";

/** The page's bundled scripts, in document order; the build defines it for each page (integrations/scripts-after-paint.ts). */
declare const PAGE_SCRIPTS: readonly string[];

afterFirstPaint(() => {
  for (const src of PAGE_SCRIPTS) {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.body.append(script);
  }
});
