import type { Page } from "@playwright/test";
import { axeViolations, describeViolation } from "../../scripts/measure/axe";
import { hydrateEveryIsland, islandRuntimeRan, pageSettled } from "../../scripts/measure/page-ready";
import { fees } from "../../app/data/fees";
import { thresholds } from "../../app/data/thresholds";
import { formats } from "../../app/i18n/format";
import { expect, test } from "./fixtures";
import { holdReact } from "./hold-react";
import { copy } from "./pages";

const checkupCopy = copy.en.checkup;

/* The checkup (/checkup): a React island on a static page, in a real browser. */

const answeredLink =
  "/checkup?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no";

/** A filing in the list: its first place (late, a step, a date or a row), which carries its status. */
const row = (page: Page, path: string, state?: string) =>
  page.locator(`[data-filing="${path}"]${state ? `[data-state="${state}"]` : ""}`).first();

test("a driver answers by keyboard alone and gets a list with reasons; the link holds the answers", async ({
  page,
}) => {
  await page.goto("/checkup");
  const hireYes = page.getByRole("group", { name: /haul other people's freight/ }).getByRole("radio", { name: "Yes" });
  // The questions are live in the page from the start; what is answered before the island runs is kept.
  await expect(hireYes).toBeEnabled();
  await hireYes.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // broker: No
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // runs a truck: Yes
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // interstate: Yes
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // the truck leaves Illinois: Yes
  await page.keyboard.press("Tab");
  await page.keyboard.type("80,000");
  await page.keyboard.press("Tab");
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // pulls a trailer: Yes
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // Kentucky
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space"); // New York
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // new business: No
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // employees: No
  await page.keyboard.press("Tab"); // the optional questions, left empty: trucks
  await page.keyboard.press("Tab"); // USDOT number
  await page.keyboard.press("Tab"); // month of first use
  await page.keyboard.press("Tab");
  const submit = page.getByRole("button", { name: "Show my list" });
  await expect(submit).toBeFocused();
  // The button acts once React runs (decision 0007): a keyboard user waits for it as anyone does.
  await expect(submit).toBeEnabled();
  await page.keyboard.press("Enter");

  await expect(row(page, "/irp-new-registration")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/form-2290")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/motor-carrier-authority")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/state-quarterly-ky-nm-ny", "KY")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/state-quarterly-ky-nm-ny", "NY")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/irp-new-registration")).toContainText("more than 26,000 lb");
  await expect(row(page, "/payroll")).toHaveAttribute("data-status", "not-required");
  await expect(row(page, "/payroll")).toBeHidden();
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    hire: "yes",
    broker: "no",
    interstate: "yes",
    leaves: "yes",
    weight: "80000",
    axles: "5",
    trailer: "yes",
    states: "KY,NY",
    new: "no",
    employees: "no",
  });

  // The list comes first; the answers fold away under it.
  await expect(page.getByRole("heading", { name: "Your list" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: /Gross weight/ })).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkup$/);
  await expect(row(page, "/form-2290")).toHaveCount(0);
});

test("an Illinois-only drayage truck needs no IRP or IFTA; a straight truck in Connecticut pays no highway use fee", async ({
  page,
}) => {
  await page.goto(
    "/checkup?hire=yes&broker=no&interstate=yes&leaves=no&weight=80000&axles=3&trailer=yes&states=&new=no&employees=no",
  );
  await expect(row(page, "/irp-new-registration")).toHaveAttribute("data-status", "not-required");
  await expect(row(page, "/ifta-registration")).toHaveAttribute("data-status", "not-required");
  await expect(row(page, "/ucr-registration")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/motor-carrier-authority")).toHaveAttribute("data-status", "required");

  await page.goto(
    "/checkup?hire=yes&broker=no&interstate=yes&leaves=yes&weight=33000&axles=3&trailer=no&states=CT,NY&new=no&employees=no",
  );
  await expect(row(page, "/ct-quarterly", "CT")).toHaveAttribute("data-status", "not-required");
  await expect(row(page, "/state-quarterly-ky-nm-ny", "NY")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/irp-new-registration")).toHaveAttribute("data-status", "required");
});

test("a link made before the trailer question opens to the list and marks Connecticut to check", async ({ page }) => {
  await page.goto("/checkup?hire=yes&broker=no&interstate=yes&weight=80000&axles=5&states=CT&new=no&employees=no");
  await expect(row(page, "/ct-quarterly", "CT")).toHaveAttribute("data-status", "check");
  await expect(row(page, "/irp-new-registration")).toHaveAttribute("data-status", "check");
  await page.getByText("Change my answers").click();
  await expect(
    page.getByRole("group", { name: /pull a trailer/ }).getByRole("radio", { name: "Yes" }),
  ).not.toBeChecked();
});

test("answers given before the island runs are kept, and the list follows them", async ({ page }) => {
  // Hold back React so the driver answers the pre-rendered questions.
  const { release } = await holdReact(page);
  await page.goto("/checkup", { waitUntil: "commit" });
  const question = (name: RegExp, answer: "Yes" | "No") =>
    page.getByRole("group", { name }).getByRole("radio", { name: answer });
  await question(/haul other people's freight/, "Yes").check();
  await question(/arrange loads/, "No").check();
  await question(/truck of your own/, "Yes").check();
  await question(/cross state lines/, "Yes").check();
  await question(/drive outside Illinois/, "Yes").check();
  await page.getByRole("textbox", { name: /Gross weight/ }).fill("80000");
  await page.getByRole("textbox", { name: /Axles/ }).fill("5");
  await question(/pull a trailer/, "Yes").check();
  await page.getByRole("checkbox", { name: "New York" }).check();
  await question(/starting a new business/, "No").check();
  await question(/employees/, "No").check();
  await expect(page.getByRole("button", { name: "Show my list" })).toBeDisabled();

  release();
  await expect(page.getByRole("button", { name: "Show my list" })).toBeEnabled();
  await expect(page.getByRole("textbox", { name: /Gross weight/ })).toHaveValue("80000");
  await page.getByRole("button", { name: "Show my list" }).click();
  await expect(page).toHaveURL(
    /\?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=NY&new=no&employees=no$/,
  );
  await expect(row(page, "/state-quarterly-ky-nm-ny", "NY")).toHaveAttribute("data-status", "required");
});

test.describe("on a lost signal", () => {
  // The browser reports the failed fetch; that failure is the point.
  test.use({ allowedConsole: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test("the list's words cannot be fetched: the driver is told so and keeps the answers; the next try shows the list", async ({
    page,
  }) => {
    await page.route("**/checkup-answers.json", (route) => route.abort("internetdisconnected"));
    await page.goto(answeredLink);
    await expect(page.getByRole("alert")).toHaveText(checkupCopy.errors.answerUnavailable);
    await page.getByText(checkupCopy.changeAnswers).click();
    await expect(page.getByRole("textbox", { name: /Gross weight/ })).toHaveValue("80000");
    await expect(row(page, "/ucr-registration")).toHaveCount(0);

    await page.unroute("**/checkup-answers.json");
    await page.getByRole("button", { name: "Show my list" }).click();
    await expect(page.getByRole("heading", { name: "Your list" })).toBeFocused();
    await expect(row(page, "/ucr-registration")).toHaveAttribute("data-status", "required");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test("the questions wait for the visitor's first act to start the tool; a link with answers starts it at once", async ({
  page,
}) => {
  await page.goto("/checkup");
  await islandRuntimeRan(page);
  await pageSettled(page);
  const island = page.locator("astro-island");
  await expect(island, "React does not start while the page loads").toHaveAttribute("ssr");
  await page.keyboard.press("Shift");
  await expect(island).not.toHaveAttribute("ssr");

  await page.goto(answeredLink);
  await expect(island).not.toHaveAttribute("ssr");
  await expect(row(page, "/ucr-registration")).toHaveAttribute("data-status", "required");
});

test("bad answers get a message and keep what was typed", async ({ page }) => {
  await page.goto("/checkup");
  const weight = page.getByRole("textbox", { name: /Gross weight/ });
  await expect(weight).toBeEnabled();
  await weight.fill("eighty");
  await page.getByRole("button", { name: "Show my list" }).click();
  await expect(weight).toHaveAttribute("aria-invalid", "true");
  await expect(weight).toHaveValue("eighty");
  await expect(page.locator("[data-filing]")).toHaveCount(0);
});

test("a link with the answers opens on the list, the answers a step away; a broken link opens the questions", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(answeredLink);
  await expect(row(page, "/ucr-registration")).toHaveAttribute("data-status", "required");
  await expect(row(page, "/state-quarterly-ky-nm-ny", "NY")).toHaveAttribute("data-status", "required");
  // The list's heading is on the first phone screen, and the questions are folded under the list.
  await expect(page.getByRole("heading", { name: "Your list" })).toBeInViewport();
  await expect(page.getByRole("textbox", { name: /Gross weight/ })).toBeHidden();
  await page.getByText(checkupCopy.changeAnswers).click();
  await expect(page.getByRole("textbox", { name: /Gross weight/ })).toHaveValue("80000");

  const response = await page.goto("/checkup?hire=maybe&weight=abc");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("textbox", { name: /Gross weight/ })).toBeEnabled();
  await expect(page.locator("[data-filing]")).toHaveCount(0);
});

test("sending the list opens the contact form with the list in the message, still editable", async ({ page }) => {
  await page.goto(answeredLink);
  await page.getByRole("link", { name: "Send this list to the office" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const message = page.getByRole("textbox", { name: /Message/ });
  await expect(message).toHaveValue(/Motor carrier \(MC\) authority/);
  await expect(message).toHaveValue(/weight=80000/);
  await message.press("End");
  await message.pressSequentially(" Thanks!");
  await expect(message).toHaveValue(/Thanks!$/);
});

test("the printed list shows the filings that apply and nothing of the site around them", async ({ page }) => {
  await page.goto(answeredLink);
  await expect(row(page, "/form-2290")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(row(page, "/form-2290")).toBeVisible();
  await expect(row(page, "/payroll")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print this list" })).toBeHidden();
});

test("at 320 px nothing scrolls sideways, axe finds nothing, questions and list alike, and the states line up", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of ["/checkup", answeredLink]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (path === answeredLink) await page.getByText(checkupCopy.changeAnswers).click();
    else await hydrateEveryIsland(page);
    await expect(page.getByRole("button", { name: "Show my list" })).toBeEnabled();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
    expect((await axeViolations(page)).map(describeViolation), path).toEqual([]);
    if (path !== answeredLink) continue;
    const states = page.getByRole("group", { name: checkupCopy.questions.states.label }).getByRole("checkbox");
    const lefts = await states.evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().left)));
    expect(lefts.length, "the states question shows").toBeGreaterThan(1);
    expect(new Set(lefts).size, "the states' boxes line up, one under another").toBe(1);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page leads to the table of which filing applies when, on the services page", async ({ page }) => {
    await page.goto("/checkup");
    await page.getByRole("link", { name: "which filing applies when" }).click();
    await expect(page).toHaveURL(/\/services#which-filing$/);
    await expect(page.getByRole("heading", { name: "Which filing applies when" })).toBeInViewport();
    const table = page.getByRole("table", { name: /who needs each one/ });
    await expect(table).toBeVisible();
    await expect(table).toContainText(formats.en.lb(thresholds.form2290.atLeastLb));
    await expect(table).toContainText("Kentucky");
    await expect(table.getByRole("row", { name: /IFTA license/ })).toContainText(
      "A truck that stays in Illinois needs none",
    );
    await expect(table.getByRole("row", { name: /Connecticut/ })).toContainText("Trucks that pull a trailer");
    await expect(table.getByRole("row", { name: /Illinois intrastate/ })).toContainText(
      `plus ${formats.en.usd(fees.illinoisIntrastate.perTruckYearly)} a year for each truck`,
    );
  });
});
