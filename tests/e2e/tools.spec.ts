import { formats } from "../../app/i18n/format";
import { formatMessage } from "../../app/i18n/message";
import { sentence } from "../../app/i18n/sentence";
import { bracketFor, ucrBrackets } from "../../app/lib/tools/ucr";
import { loadSiteConfig, officeTimeZone } from "../../app/config/site-config";
import { openNowLineWords } from "../../app/lib/format";
import { latePenalty } from "../../app/lib/tools/form2290";
import { openNowLine } from "../../app/lib/tools/open-now";
import { islandRuntimeRan, pageScriptRan, scrollStill } from "../../scripts/measure/page-ready";
import { expect, test } from "./fixtures";
import { holdReact } from "./hold-react";
import { copy, localizePath, locales, referenceContentFor, serviceContentFor, services } from "./pages";
import { penaltyEstimatePage } from "../../app/components/tools/penalty-handoff";

/* The tools, by keyboard, in Chromium; the clock is fixed so the dates are known. */

test.describe("UCR fee finder", () => {
  test("a vehicle count highlights its row and states the fee; bad input gets a message", async ({ page }) => {
    await page.goto("/ucr-registration");
    const input = page.getByRole("textbox", { name: "How many vehicles?" });
    // The finder is an island that starts when it comes on screen; its field takes input before that.
    await input.scrollIntoViewIfNeeded();
    await input.focus();
    await page.keyboard.type("3");
    const status = page.getByRole("status").filter({ hasText: /vehicle|number/ });
    // The fees and brackets are app/data/ucr.json's newest year's.
    const f = formats.en;
    const feeFor = (count: number) => f.usd(bracketFor(count).fee);
    await expect(status).toHaveText(`3 vehicles: ${feeFor(3)} for the registration year`);
    const current = page.locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(f.span(bracketFor(3).min, bracketFor(3).max));
    await expect(current).toContainText(feeFor(3));

    const top = ucrBrackets.at(-1)!;
    await input.fill(String(top.min));
    await expect(status).toHaveText(`${f.num(top.min)} vehicles: ${feeFor(top.min)} for the registration year`);
    await expect(current).toContainText(f.span(top.min, top.max));

    for (const bad of ["-1", "2.5", "abc"]) {
      await input.fill(bad);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(status).not.toHaveText(/for the registration year/);
      await expect(current).toHaveCount(0);
      await expect(input).toHaveValue(bad);
    }
    await input.fill("0");
    await expect(status).toHaveText(`0 vehicles: ${feeFor(0)} for the registration year`);
  });

  test("a count typed before the finder runs is kept, and its fee shown once it does", async ({ page }) => {
    const { release } = await holdReact(page);
    await page.goto("/ucr-registration");
    const input = page.getByRole("textbox", { name: "How many vehicles?" });
    await input.scrollIntoViewIfNeeded();
    await input.fill("12");
    await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
    release();
    const twelve = bracketFor(12);
    await expect(page.getByRole("status").filter({ hasText: "registration year" })).toHaveText(
      `12 vehicles: ${formats.en.usd(twelve.fee)} for the registration year`,
    );
    await expect(input).toHaveValue("12");
    await expect(page.locator('tr[aria-current="true"]')).toContainText(formats.en.span(twelve.min, twelve.max));
  });

  test.describe("on a lost signal", () => {
    // The browser reports the failed fetch; that failure is the point.
    test.use({ allowedConsole: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

    test("the finder's words cannot be fetched: the driver is told so, the row is marked and the count kept; the next change answers", async ({
      page,
    }) => {
      await page.route("**/ru/ucr-finder-answers.json", (route) => route.abort("internetdisconnected"));
      await page.goto("/ru/ucr-registration");
      const input = page.getByRole("textbox", { name: "Сколько у\u00a0вас транспортных средств?" });
      await input.scrollIntoViewIfNeeded();
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await input.fill("3");
      const status = page.getByRole("status").filter({ hasText: "Не удалось загрузить ответ" });
      await expect(status).toBeVisible();
      await expect(page.locator('tr[aria-current="true"]')).toContainText(formats.ru.usd(bracketFor(3).fee));

      await page.unroute("**/ru/ucr-finder-answers.json");
      await input.press("End");
      await page.keyboard.type("0");
      await expect(page.getByRole("status").filter({ hasText: "за регистрационный год" })).toHaveText(
        `30 транспортных средств: ${formats.ru.usd(bracketFor(30).fee)} за регистрационный год`,
      );
      await expect(status).toHaveCount(0);
      await expect(input).toHaveValue("30");
    });
  });
});

/* The Form 2290 due date and penalty estimate, on the reference page they share (decision 0013). */
test.describe("Form 2290 helper", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-23T15:00:00Z"));
  });

  test("a month chosen before the island runs is kept, and its due date shown once it does, the year field keeping its size; React is asked for at the visitor's first act, before the tool is reached", async ({
    page,
  }) => {
    const { release, requested: react } = await holdReact(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(penaltyEstimatePage);
    // The page is on screen, its script and the island runtime have run, and nothing asked for React.
    await pageScriptRan(page);
    await islandRuntimeRan(page);
    expect(react).toEqual([]);
    // The visitor's first scroll, short of the tool: React is on its way, to be ready when it is reached.
    await page.mouse.wheel(0, 100);
    await expect.poll(() => react.length).toBeGreaterThan(0);
    const month = page.getByRole("combobox", { name: "Month", exact: true });
    await month.scrollIntoViewIfNeeded();
    await month.selectOption("4");
    const year = page.getByRole("combobox", { name: "Year" });
    await expect(year).toBeDisabled();
    const before = await year.boundingBox();
    release();
    // November 2026 is in the tax period July 2026 to June 2027, so April is April 2027.
    await expect(page.getByRole("status").filter({ hasText: "File Form 2290" })).toHaveText(
      "File Form 2290 by Tuesday, June 1, 2027.",
    );
    await expect(month).toHaveValue("4");
    await expect(year).toHaveValue("2027");
    // The empty, disabled year field of the build's markup takes the room the years will need, so nothing moves when they come.
    expect(await year.boundingBox()).toEqual(before);
  });

  test("a month of first use gives the due date in the current tax period, moved off weekends and holidays; a past one links to the penalty estimate", async ({
    page,
  }) => {
    await page.goto(penaltyEstimatePage);
    const month = page.getByRole("combobox", { name: "Month", exact: true });
    await month.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
    await expect(month).toHaveValue("4");
    // April 2027: May 31 is Memorial Day.
    await expect(page.getByRole("status").filter({ hasText: "File Form 2290" })).toHaveText(
      "File Form 2290 by Tuesday, June 1, 2027.",
    );
    await page.keyboard.press("Tab");
    const year = page.getByRole("combobox", { name: "Year" });
    await expect(year).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(year).toHaveValue("2026");
    // April 2026 was due Monday, June 1, 2026, before November 23.
    const words = copy.en.form2290Due;
    const dueWas = sentence(
      formatMessage(words.dueWas, { date: formats.en.longDate({ year: 2026, month: 6, day: 1 }) }, "en"),
    );
    await expect(page.getByRole("status").filter({ hasText: dueWas })).toHaveText(
      `${dueWas} ${words.fileNow} ${words.penaltyLink}`,
    );
    await page.keyboard.press("Tab");
    const link = page.getByRole("link", { name: words.penaltyLink });
    await expect(link).toBeFocused();
    /*
     * Tab brings the link into view with the page's smooth scroll. Chromium ends a jump started
     * while that scroll runs about 460 px short of its target. Measured 2026-11-30 with a one-off
     * Playwright script on Debian's full Chromium (/usr/bin/chromium, 1280 x 720, this page, this
     * Tab and Enter): short in 15 of 20 tries with Enter at once, 6 of 10 with Enter 250 ms after
     * Tab, none of 10 at 400 ms or later. A visitor's Enter comes later than a test's; the test
     * waits as a visitor does.
     */
    await page.evaluate(scrollStill);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#form-2290-penalty$/);
    // The estimate's section starts just below the sticky header, where the page's scroll padding puts it.
    await page.evaluate(scrollStill);
    const landed = await page.evaluate(() => ({
      top: document.getElementById("form-2290-penalty")!.getBoundingClientRect().top,
      padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    }));
    expect(Math.abs(landed.top - landed.padding)).toBeLessThan(2);
    const estimate = (await referenceContentFor(penaltyEstimatePage)).sections.find(
      (section) => section.kind === "tool" && section.tool === "form-2290-penalty",
    );
    const section = page.locator("#form-2290-penalty").locator("xpath=ancestor::section[1]");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(estimate!.heading);
    await expect(section.getByRole("textbox", { name: "Tax due, in dollars" })).toBeVisible();
  });

  test("a tax amount and months late give the penalty estimate, with interest stated as extra", async ({ page }) => {
    await page.goto(penaltyEstimatePage);
    const tax = page.getByRole("textbox", { name: "Tax due, in dollars" });
    // The estimate is an island that starts when it comes on screen; its fields take input before that.
    await tax.scrollIntoViewIfNeeded();
    await tax.focus();
    await page.keyboard.type("550");
    await page.keyboard.press("Tab");
    await page.keyboard.type("3");
    const result = page.getByRole("status").filter({ hasText: /penalty|number/i });
    const estimate = latePenalty(550, 3);
    expect(estimate.ok).toBe(true);
    await expect(result).toHaveText(
      `Estimated late-filing penalty: ${formats.en.usdCents(estimate.ok ? estimate.value.penalty : NaN)}. Interest is extra.`,
    );
    await page.getByRole("textbox", { name: "Months late" }).fill("1.5");
    await expect(result).toContainText("whole number");
    await expect(page.getByText("This is an estimate, not tax advice.")).toBeVisible();
  });
});

test("the open-now line names the hours it is about, in Chicago time", async ({ page }) => {
  // Each line as the open-now rule words it for app/data/hours.json at that moment.
  const { contactHours, dropOffHours } = loadSiteConfig({});
  const words = openNowLineWords(copy.en.openNow, { contact: contactHours, dropOff: dropOffHours }, "en");
  const line = (which: "contact" | "dropOff", now: Date) => {
    const { subject, ...lineWords } = words[which];
    const schedule = which === "contact" ? contactHours : dropOffHours;
    return openNowLine(schedule, officeTimeZone, now, lineWords, "en", subject);
  };
  const visit = async (path: string, which: "contact" | "dropOff", now: Date) => {
    await page.clock.setFixedTime(now);
    await page.goto(path);
    await page.locator("[data-open-now]").first().scrollIntoViewIfNeeded();
    await expect(page.getByText(line(which, now))).toBeVisible();
  };
  // Monday Nov 23 2026 in Chicago (CST, UTC-6) at 8:30 am and 9:30 am, then Sunday at 10 am.
  for (const now of [
    new Date("2026-11-23T14:30:00Z"),
    new Date("2026-11-23T15:30:00Z"),
    new Date("2026-11-22T16:00:00Z"),
  ]) {
    await visit("/contact", "contact", now);
    await visit("/irp-addition", "dropOff", now);
  }
});

test("a service page fetches the open-now line's script and words only as the line nears the screen", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ru/form-2290");
  await page.waitForLoadState("networkidle");
  expect(asked.filter((path) => /open-now/.test(path))).toEqual([]);
  await page.locator("[data-open-now]").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-open-now] [data-text]")).not.toBeEmpty();
  expect(asked).toContain("/ru/open-now.json");
});

test.describe("on a lost signal", () => {
  test.use({ allowedConsole: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test("the open-now line fetches its words in the page's language, and a lost fetch is asked again on the next refresh", async ({
    page,
  }) => {
    // Monday 9:30 am in Chicago: drop-off is open.
    await page.clock.install({ time: new Date("2026-11-23T15:30:00Z") });
    const asked: string[] = [];
    await page.route("**/open-now.json", (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return asked.length === 1 ? route.abort("internetdisconnected") : route.continue();
    });
    await page.goto("/bg/irp-addition");
    await page.locator("[data-open-now]").scrollIntoViewIfNeeded();
    await expect(page.getByText("9:00–17:00")).toBeVisible();
    await expect.poll(() => asked).toEqual(["/bg/open-now.json"]);
    const line = page.locator("[data-open-now]");
    await expect(line).toBeHidden();
    await page.clock.runFor(30_000);
    await expect(line).toHaveText("Предаване на документи: отворено в момента");
    expect(asked).toEqual(["/bg/open-now.json", "/bg/open-now.json"]);
    expect(await page.locator("[data-words]").getAttribute("data-words")).toBe("/bg/open-now.json");
  });
});

test("filling the open-now line moves nothing below it: the line keeps its room from the first paint", async ({
  page,
}) => {
  // Monday 9:30 am in Chicago: "Office: open now", one line in every language at 412 px.
  await page.clock.setFixedTime(new Date("2026-11-23T15:30:00Z"));
  await page.addInitScript(() => {
    const w = window as unknown as { __below: string[] };
    w.__below = [];
    new PerformanceObserver((list) => {
      const line = document.querySelector("[data-open-now]");
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        // A line that took no room would push what follows down by its 28 px, a score near 0.01 at
        // this size. A run here once recorded an icon below moving by a score under 0.00005 (never
        // again in four reruns); as in critical-css.spec.ts, such shifts are left to Lighthouse's CLS.
        if (entry.value < 0.0001) continue;
        const below = entry.sources
          .map((source) => source.node)
          .filter(
            (node): node is Element =>
              node instanceof Element &&
              line !== null &&
              (line.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
              !line.contains(node),
          );
        if (below.length > 0)
          w.__below.push(`${entry.value.toFixed(4)} ${below.map((node) => node.outerHTML.slice(0, 60)).join(" ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 412, height: 900 });
  for (const path of ["/contact", "/ru/contact", "/bg/contact"]) {
    await page.goto(path);
    await expect(page.locator("[data-open-now]")).toBeVisible();
    await expect(page.locator("[data-open-now] [data-text]")).not.toBeEmpty();
    // Layout-shift entries reach the observer a frame or two after the shift.
    const below = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __below: string[] }).__below), 100),
          ),
        ),
    );
    expect(below, path).toEqual([]);
  }
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the tables the tools are built on, and the deadline rules, are still there", async ({ page }) => {
    await page.goto("/ucr-registration");
    await expect(page.getByRole("table").filter({ hasText: formats.en.usd(ucrBrackets.at(-1)!.fee) })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "How many vehicles?" })).toBeHidden();
    await page.goto("/form-2290/tax-and-due-date-tables");
    await expect(page.getByRole("table", { name: /month of first use/ })).toBeVisible();
    await page.goto("/filing-deadlines");
    for (const rule of [
      "IFTA quarterly returns",
      "Form 2290 heavy vehicle use tax",
      "Illinois IRP registration",
      "Illinois IFTA license and decal renewal",
      "Kentucky, New Mexico, New York and Connecticut returns",
      "Oregon weight-mile reports",
      "USDOT biennial update (MCS-150)",
      "UCR annual registration",
    ]) {
      await expect(page.getByText(rule, { exact: true })).toBeVisible();
    }
  });
});

test("the filing-deadline page is linked from the header, the footer and the IRP, IFTA, Form 2290 and UCR pages", async ({
  page,
}) => {
  const label = copy.en.shared.catalog.pages["/filing-deadlines"];
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: label })).toHaveAttribute(
    "href",
    "/filing-deadlines",
  );
  for (const path of ["/irp-new-registration", "/ifta-quarterly", "/form-2290", "/ucr-registration"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(label, "i") }), path).toHaveAttribute(
      "href",
      "/filing-deadlines",
    );
  }
  // Once in the header's bar (L10), not again in its services menu.
  await page.getByRole("banner").getByRole("button", { name: "Services" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: label })).toHaveAttribute(
    "href",
    "/filing-deadlines",
  );
});

test("on a phone's first screen each service page offers its tools, and each link brings its tool into view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let pagesWithTools = 0;
  for (const service of services) {
    for (const locale of locales) {
      const content = await serviceContentFor(service.path, locale);
      const tools = content.sections.filter((section) => section.kind === "tool");
      if (tools.length === 0) continue;
      pagesWithTools += 1;
      await page.goto(localizePath(service.path, locale));
      const links = page.getByRole("navigation", { name: copy[locale].shared.toolsOnPage }).getByRole("link");
      await expect(links).toHaveText(tools.map((tool) => tool.heading));
      for (const link of await links.all()) await expect(link).toBeInViewport();
      const last = tools.at(-1)!;
      await links.last().click();
      const section = page.locator(`section[aria-labelledby="${last.tool}"]`);
      await expect(section.locator("input, select, textarea").first()).toBeInViewport();
    }
  }
  expect(pagesWithTools).toBeGreaterThan(0);
});
