/*
 * Checks of how words sit on a phone, run in the page (page.evaluate). Russian and Bulgarian words
 * run long ("регистрироваться"): the browser would break a word too wide for its box anywhere
 * (overflow-wrap, app/app.css), and Chromium on Linux and Windows does not hyphenate Russian or
 * Bulgarian, so the headings are sized for phones instead. The template walk (quality.spec.ts)
 * runs them at 320 px on every template in every language.
 */

/**
 * The words of each visible heading, button, tab and button-styled link that do not stay whole on one
 * line of their box: broken across lines where a word is wider than its box (overflow-wrap), or
 * sticking out of it. Hyphens, dashes and slashes are places a word may break; text clipped to a
 * pixel (a screen reader's label) is not on screen.
 */
export function brokenWords(): string[] {
  const found: string[] = [];
  for (const label of document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, button, [role=tab], [class*='btn-']")) {
    const box = label.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(label);
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      if (text.parentElement!.getBoundingClientRect().width <= 1) continue;
      for (const word of text.data.matchAll(/[^\s\u00ad\u200b\-\u2010\u2013\u2014/]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length === 0) continue;
        const tops = rects.map((r) => r.top);
        if (Math.max(...tops) - Math.min(...tops) > 1)
          found.push(`${label.tagName.toLowerCase()} "${label.textContent!.trim()}": "${word[0]}" broken`);
        else if (rects.some((r) => r.left < left - 0.5 || r.right > right + 0.5))
          found.push(`${label.tagName.toLowerCase()} "${label.textContent!.trim()}": "${word[0]}" sticks out`);
      }
    }
  }
  return found;
}

/**
 * Headings that wrap with a short word alone on their last line: one word under a third of the
 * heading's longest line ("How to get your documents to / us").
 */
export function loneLastWords(): string[] {
  const found: string[] = [];
  for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3")) {
    if (heading.getBoundingClientRect().width <= 1) continue;
    const lines = new Map<number, { words: number; left: number; right: number }>();
    const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null)
      for (const word of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        const line = lines.get(Math.round(box.top)) ?? { words: 0, left: box.left, right: box.right };
        lines.set(Math.round(box.top), {
          words: line.words + 1,
          left: Math.min(line.left, box.left),
          right: Math.max(line.right, box.right),
        });
      }
    const inOrder = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
    const last = inOrder.at(-1);
    const longest = Math.max(...inOrder.map((line) => line.right - line.left));
    if (inOrder.length > 1 && last!.words === 1 && last!.right - last!.left < longest / 3)
      found.push(
        `${heading.tagName.toLowerCase()} "${heading.textContent!.trim()}": a short last word alone on its line`,
      );
  }
  return found;
}
