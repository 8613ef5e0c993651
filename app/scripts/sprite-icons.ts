/*
 * An icon drawn from the sprite names its symbol in data-href (integrations/icon-sprite.ts): as an
 * href, it would have the browser fetch and parse the sprite while the page first paints. The
 * page's script calls this after first paint; the browser then fetches the sprite once, or takes
 * it from its cache.
 */
export function drawSpriteIcons(): void {
  for (const use of document.querySelectorAll<SVGUseElement>("use[data-href]"))
    use.setAttribute("href", use.dataset.href!);
}
