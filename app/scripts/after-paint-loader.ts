import { afterFirstPaint } from "./after-first-paint";

/** The page's bundled stylesheets and scripts, in document order; the build defines them for each page (integrations/after-paint.ts). */
declare const PAGE_STYLES: readonly string[];
declare const PAGE_SCRIPTS: readonly string[];
/** The media the stylesheets apply to (integrations/after-paint.ts, stylesheetMedia). */
declare const STYLESHEET_MEDIA: string;

afterFirstPaint(() => {
  for (const href of PAGE_STYLES) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.media = STYLESHEET_MEDIA;
    document.head.append(link);
  }
  for (const src of PAGE_SCRIPTS) {
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.body.append(script);
  }
});
