import { linkedTo, visitorActed } from "./visitor-acted";

/**
 * What each island module of the build imports, directly or not, by its URL; the build defines it
 * (integrations/island-needs.ts).
 */
declare const ISLAND_IMPORTS: Readonly<Record<string, readonly string[]>>;

/*
 * Runs at the head of the island runtime's file (integrations/hydration-scripts.ts), which the
 * page's loader adds once the page is on screen. What an island will need is asked for all at
 * once: its component and renderer with every module they import, preloaded (fetched and
 * compiled, not run), and the site's JSON files its props name, the words it fetches once it
 * runs. The browser would otherwise find the modules one import level at a time, a round trip
 * each, and the words only once React had run: on a slow phone a visitor who went straight to a
 * tool waited 1.5-2.3 s after typing for the answer (issue 47). An island asks at the visitor's
 * first act on the page, not at once: compiling React as the page loaded put 160-190 ms of
 * blocking time on a slow phone (issue 45, 2026-11-29). One the link was meant for starts at
 * once (client-afterpaint.ts) and asks at once. The words
 * are served cacheable for an hour (server/app.ts), so the island's own request is answered from
 * this one.
 */
const asked = new Set<string>();
function askFor(island: Element): void {
  for (const entry of [island.getAttribute("component-url"), island.getAttribute("renderer-url")]) {
    for (const href of entry ? [entry, ...(ISLAND_IMPORTS[entry] ?? [])] : []) {
      if (asked.has(href)) continue;
      asked.add(href);
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  }
  // Astro writes a prop's string as "…" inside the JSON of the props attribute.
  for (const [, url] of (island.getAttribute("props") ?? "").matchAll(/"(\/[^"/][^"]*\.json)"/g)) {
    if (asked.has(url!)) continue;
    asked.add(url!);
    fetch(url!).catch(() => {});
  }
}

for (const island of document.querySelectorAll("astro-island"))
  if (linkedTo(island)) askFor(island);
  else void visitorActed().then(() => askFor(island));
