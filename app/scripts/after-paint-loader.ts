import { afterFirstPaint } from "./after-first-paint";

/** The page's bundled stylesheets and scripts, in document order; the build defines them for each page (integrations/after-paint.ts). */
declare const PAGE_STYLES: readonly string[];
declare const PAGE_SCRIPTS: readonly string[];

afterFirstPaint(() => {
  for (const href of PAGE_STYLES) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }
  for (const src of PAGE_SCRIPTS) {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.body.append(script);
  }
});
