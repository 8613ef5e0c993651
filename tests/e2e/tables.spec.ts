import { readFile } from "node:fs/promises";
import { builtPages, urlPathOf } from "../../scripts/measure/built-pages";
import { expect, test } from "./fixtures";
import { localizePath, locales } from "./pages";

/*
 * Tables on a 320 px phone, and at 640 px, a 1280 px laptop at 200% zoom (issue #47): no table hides
 * a column without a sign. Each table either fits its box, every cell and every word in it inside the
 * screen (a narrow table keeps its columns, a wide one stacks), or it scrolls inside a box that shows
 * so (a shadow on the edge where columns are hidden, app/app.css .table-scroll) and that the keyboard
 * can scroll. 640 px is where a stacked table gets its columns back, in the narrowest box it has them
 * in, and where a table with the scroll box has least room: a table that fits there fits wider too.
 * Every page with a table is walked, in each language.
 */

/**
 * Each table on the page: what it hides if it does not fit (a cell past the box or the screen, or a
 * word past its cell), and which of the sign and the keyboard stop it then lacks.
 */
function readTables(): { caption: string; hidden: string | null; lacks: string[] }[] {
  return [...document.querySelectorAll("table")].map((table) => {
    const box = table.parentElement!;
    const right = Math.min(window.innerWidth, box.getBoundingClientRect().right);
    // A stacked table's header row is there for screen readers only, clipped to a pixel.
    const cells = [...table.querySelectorAll<HTMLElement>("th, td")].filter(
      (cell) => cell.getClientRects().length && cell.parentElement!.parentElement!.getBoundingClientRect().width > 1,
    );
    const cut = cells.filter(
      (cell) => cell.getBoundingClientRect().right > right + 0.5 || cell.scrollWidth > cell.clientWidth + 1,
    );
    const caption = table.caption?.textContent ?? "(no caption)";
    if (box.scrollWidth <= box.clientWidth && cut.length === 0) return { caption, hidden: null, lacks: [] };
    const style = getComputedStyle(box);
    const shadows = (style.backgroundImage.match(/radial-gradient/g) ?? []).length;
    return {
      caption,
      hidden: `${box.scrollWidth - box.clientWidth} px, ${cut.length} cells ("${cut[0]?.textContent?.slice(0, 20) ?? ""}")`,
      lacks: [
        ...(shadows === 2 && style.backgroundAttachment.includes("local") ? [] : ["scroll shadow"]),
        ...(box.tabIndex === 0 && box.getAttribute("role") === "region" && box.getAttribute("aria-label")
          ? []
          : ["labelled keyboard stop"]),
      ],
    };
  });
}

/*
 * The pages that hold a table: those whose built HTML has one, and the deadline calendar's, whose
 * island draws its table in the browser. Walked in two halves, one for each worker.
 */
const built = await builtPages("build/client");
const withTable = await Promise.all(
  built.map(async (file) =>
    (await readFile(`build/client/${file}`, "utf8")).includes("<table") ? [urlPathOf(file)] : [],
  ),
);
const drawnInBrowser = locales.map((locale) => localizePath("/filing-deadlines", locale));
const pages = [...withTable.flat(), ...drawnInBrowser];
const halves = [pages.filter((_, i) => i % 2 === 0), pages.filter((_, i) => i % 2 === 1)];

test.describe.configure({ mode: "parallel" });

test.use({ viewport: { width: 320, height: 720 } });

const widths = [320, 640];

for (const [index, half] of halves.entries()) {
  test(`at 320 and 640 px every table fits, or shows that it scrolls and takes the keyboard (${index + 1} of 2)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const tables = new Map(widths.map((width) => [width, 0]));
    for (const path of half) {
      await page.setViewportSize({ width: widths[0]!, height: 720 });
      await page.goto(path);
      if (drawnInBrowser.includes(path)) await page.locator("table").first().waitFor();
      // One load a page: the wider layout is the same page resized.
      for (const width of widths) {
        await page.setViewportSize({ width, height: 720 });
        for (const table of await page.evaluate(readTables)) {
          tables.set(width, tables.get(width)! + 1);
          if (table.lacks.length > 0)
            problems.push(
              `${path} at ${width} px: "${table.caption}" hides ${table.hidden}, lacks ${table.lacks.join(" and ")}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
    for (const width of widths) expect(tables.get(width), `tables walked at ${width} px`).toBeGreaterThan(40);
  });
}

test("a table wider than a phone shows a shadow where its columns are hidden and scrolls by keyboard", async ({
  page,
}) => {
  await page.goto("/ucr-registration");
  const table = page.getByRole("table", { name: /UCR fees/ });
  await table.evaluate((el) => (el.style.minWidth = "40rem"));
  const [wide] = (await page.evaluate(readTables)).filter((t) => t.hidden);
  expect(wide).toMatchObject({ caption: expect.stringMatching(/UCR fees/), lacks: [] });
  const box = page.getByRole("region", { name: /UCR fees/ });
  await box.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});
