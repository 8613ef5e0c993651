import { expect, test } from "./fixtures";
import { copy, localizePath, locales, serviceContentFor } from "./pages";

/*
 * Long tables on a phone (issue 12; quality.spec.ts checks that no page scrolls sideways): a table whose
 * cells hold sentences (the deadline list, the Form 2290 due dates, the record-keeping tables), or
 * whose three columns do not fit a phone (the Form 2290 tax by weight category),
 * becomes stacked blocks, each value under its column's label. At 1280 px they are tables again.
 * And the header's row, whose Russian and Bulgarian labels run long, fits the header at every width.
 */
const stackedTables = [
  { path: "/form-2290/tax-and-due-date-tables", caption: "Form 2290 due date by month of first use" },
  { path: "/form-2290/tax-and-due-date-tables", caption: "Form 2290 tax for a full year by weight category" },
  { path: "/audits", caption: "Record keeping periods for IFTA and IRP audits" },
  { path: "/bookkeeping", caption: "Minimum record keeping periods" },
  { path: "/state-quarterly-ky-nm-ny", caption: "Quarterly due dates for state mileage tax returns" },
  { path: "/services", caption: "Filings for trucks hauling property, and who needs each one" },
];

/** How a table lays out: its rows' display, whether it is wider than its box, and a cell's label. */
async function tableLayout(table: import("@playwright/test").Locator) {
  return table.evaluate((el) => {
    const row = el.querySelector("tbody tr");
    const cell = el.querySelector("tbody td");
    const box = el.parentElement;
    return {
      rowDisplay: row ? getComputedStyle(row).display : "",
      label: cell ? getComputedStyle(cell, "::before").content : "",
      scrollsSideways: box ? box.scrollWidth > box.clientWidth : true,
      rowWidth: row ? row.getBoundingClientRect().width : 0,
    };
  });
}

for (const width of [320, 390]) {
  test(`at ${width}px the sentence tables stack, each value under its label`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, caption } of stackedTables) {
      await page.goto(path);
      const layout = await tableLayout(page.getByRole("table", { name: caption }));
      expect(layout.rowDisplay, `${caption} at ${width}px`).toBe("block");
      expect(layout.label, caption).not.toBe("none");
      expect(layout.scrollsSideways, caption).toBe(false);
      expect(layout.rowWidth, caption).toBeLessThanOrEqual(width);
    }
  });

  test(`at ${width}px the deadline calendar stacks`, async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T15:00:00Z"));
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/filing-deadlines");
    const table = page.getByRole("table", { name: "The next 12 months, from Nov 23, 2026" });
    await expect(table).toBeVisible();
    const layout = await tableLayout(table);
    // Each row says what it is (a deadline, a reminder, an opening) itself, so the cell carries no column label.
    expect(layout).toMatchObject({ rowDisplay: "block", label: "none", scrollsSideways: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("at 1280px the same tables keep their columns", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.setFixedTime(new Date("2026-11-23T15:00:00Z"));
  for (const { path, caption } of [
    ...stackedTables,
    { path: "/filing-deadlines", caption: "The next 12 months, from Nov 23, 2026" },
  ]) {
    await page.goto(path);
    const layout = await tableLayout(page.getByRole("table", { name: caption }));
    expect(layout.rowDisplay, caption).toBe("table-row");
  }
});

test("at 1280px a two-column table keeps to the running text's measure, its figures near their names", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dot-number-registration");
  // The measure: the widest paragraph of the page's sections.
  const measure = Math.max(
    ...(await page.locator("main section > p").evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width))),
  );
  const widths = await page.locator("main table").evaluateAll((tables) =>
    tables.map((table) => ({
      columns: table.querySelectorAll("thead th").length,
      table: table.getBoundingClientRect().width,
      section: table.closest("section")!.getBoundingClientRect().width,
    })),
  );
  const twoColumns = widths.filter((table) => table.columns === 2);
  expect(twoColumns.length).toBeGreaterThan(0);
  for (const table of twoColumns) {
    expect(table.table).toBeLessThanOrEqual(measure + 2);
    expect(table.table).toBeLessThan(table.section * 0.8);
  }
});

test("the home page's last band meets the footer, with no white strip between, on a phone and a laptop", async ({
  page,
}) => {
  await page.goto("/");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const gap = await page.evaluate(
      () =>
        document.querySelector("body > footer")!.getBoundingClientRect().top -
        document.querySelector("main > :last-child")!.getBoundingClientRect().bottom,
    );
    expect(gap, `${width}px`).toBe(0);
  }
});

test("at 1280px the contact form's card ends with the form, not with the column beside it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  const card = page.locator("section").filter({ has: page.locator("form") });
  const box = (await card.boundingBox())!;
  const send = (await card.locator("form button").last().boundingBox())!;
  // Below the Send button's top: the button, its status line and the card's padding (was 200 px).
  expect(box.y + box.height - send.y).toBeLessThan(send.height + 60);
});

test("a short numeric table keeps its columns on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/ucr-registration");
  // The caption names the registration years the fees are for, as the data has them.
  const finder = (await serviceContentFor("/ucr-registration")).sections.find((section) => section.kind === "tool");
  const caption = finder?.kind === "tool" ? finder.table?.caption : undefined;
  expect(caption).toBeTruthy();
  const layout = await tableLayout(page.getByRole("table", { name: caption!, exact: true }));
  expect(layout.rowDisplay).toBe("table-row");
});

test("the header's row fits in the header at every width, the site's name within it on at most two lines", async ({
  page,
}) => {
  // Each page loads once and is widened: the header's layout is CSS alone.
  for (const path of ["/", "/ru", "/bg"]) {
    await page.goto(path);
    for (const width of [320, 390, 1024, 1280, 1536, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const row = await page
        .locator("header > div")
        .first()
        .evaluate((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const inner = {
            left: box.left + parseFloat(style.paddingLeft),
            right: box.right - parseFloat(style.paddingRight),
          };
          const items = [...el.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width > 0);
          const name = el.querySelector("a > span")!;
          return {
            fits: items.every(
              (r) =>
                r.left >= inner.left - 0.5 &&
                r.right <= inner.right + 0.5 &&
                r.top >= box.top &&
                r.bottom <= box.bottom,
            ),
            nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
          };
        });
      expect(row.fits, `${path} at ${width}px`).toBe(true);
      expect(row.nameLines, `${path} at ${width}px`).toBeLessThanOrEqual(2);
    }
  }
});

// "Fax them to (312) 555-/0143": a number split at its hyphen or after its area code is hard to read and to dial.
test("at 320px no phone number breaks across lines", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const locale of locales) {
    for (const path of ["/irp-new-registration", "/contact"].map((p) => localizePath(p, locale))) {
      await page.goto(path);
      const split = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
          .filter((a) => a.getClientRects().length > 1)
          .map((a) => `${a.closest("li, p")?.textContent?.trim().slice(0, 40)}: ${a.textContent}`),
      );
      expect(split, path).toEqual([]);
    }
  }
});

/*
 * The drop-off block closes every service page. On a phone its card's padding and icon leave the
 * heading two thirds of the screen: at the section headings' size "How to get your documents to
 * us" ran to four lines, "us" alone on the last (Bulgarian's "си" likewise).
 */
test("at 320px the drop-off heading keeps to three lines, none of them one short word", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const locale of locales) {
    await page.goto(localizePath("/irp-new-registration", locale));
    const heading = page.getByRole("heading", { name: copy[locale].shared.dropOff.heading });
    const lines = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h.lastChild!);
      const rects = [...range.getClientRects()];
      const column = h.getBoundingClientRect().right - rects[0]!.left;
      return { count: rects.length, shortest: Math.min(...rects.map((r) => r.width)) / column };
    });
    expect(lines.count, locale).toBeLessThanOrEqual(3);
    expect(lines.shortest, locale).toBeGreaterThan(1 / 3);
  }
});

test("on a phone the deadline list's next-deadline marker starts its line flush when it wraps", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-23T15:00:00Z"));
  await page.setViewportSize({ width: 320, height: 720 });
  let wrapped = 0;
  for (const locale of locales) {
    await page.goto(localizePath("/filing-deadlines", locale));
    const marker = page
      .locator('tr[aria-current="date"] td span')
      .filter({ hasText: copy[locale].deadlineCalendar.nextMarker });
    const place = await marker.evaluate((span) => {
      const cell = span.closest("td")!;
      const before = document.createRange();
      before.setStart(cell, 0);
      before.setEndBefore(span);
      const rects = [...before.getClientRects()];
      const box = span.getBoundingClientRect();
      return {
        onNewLine: box.top > rects[rects.length - 1]!.top + 1,
        left: box.left,
        contentLeft: cell.getBoundingClientRect().left + parseFloat(getComputedStyle(cell).paddingLeft),
      };
    });
    if (!place.onNewLine) continue;
    wrapped++;
    expect(place.left, locale).toBeCloseTo(place.contentLeft, 0);
  }
  // The Bulgarian title of the deadline next after Nov 23, 2026 is long enough to push its marker down.
  expect(wrapped).toBeGreaterThan(0);
});

/** The widest line of each element, in widths of its font's "0" (CSS ch). */
function widestLines(page: import("@playwright/test").Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((el) => {
      const probe = document.createElement("span");
      probe.textContent = "0";
      probe.style.cssText = `position:absolute;display:inline-block;font:${getComputedStyle(el).font}`;
      document.body.append(probe);
      const ch = probe.getBoundingClientRect().width;
      probe.remove();
      const range = document.createRange();
      range.selectNodeContents(el);
      const widest = Math.max(...[...range.getClientRects()].map((r) => r.width));
      return { text: el.textContent!.slice(0, 40), ch: Math.round(widest / ch) };
    }),
  );
}

// The paragraphs keep to 68 characters a line (prose-measure); the lists and notes beside them do too.
test("at 1280px the service pages' lists and the calendar's note keep the text's measure", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/irp-new-registration", "/ucr-registration", "/dot-number-registration"]) {
    await page.goto(path);
    const long = (await widestLines(page, "main section li")).filter((line) => line.ch > 70);
    expect(long, path).toEqual([]);
  }
  await page.goto("/filing-deadlines");
  const calendar = page.getByRole("link", { name: copy.en.deadlineCalendar.calendarLink });
  await expect(calendar).toBeVisible();
  const notes = await widestLines(page, `main p:has-text("${copy.en.deadlineCalendar.calendarNote.slice(0, 30)}")`);
  expect(notes.map((note) => note.ch)).toEqual([expect.any(Number)]);
  expect(notes[0]!.ch).toBeLessThanOrEqual(70);
});
