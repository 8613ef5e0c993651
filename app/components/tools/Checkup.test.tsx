// @vitest-environment jsdom
import { siteUrlSetting } from "~/config/site-config";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { checkupAnswersPath, checkupParts, type YesNoQuestion } from "~/content/checkup-words";
import { formats } from "~/i18n/format";
import { localizePath } from "~/i18n/locales";
import { formatMessage } from "~/i18n/message";
import { sentence } from "~/i18n/sentence";
import { officeZone } from "~/lib/office-zone";
import { parseQuery, type FilingId, type StateCode } from "~/lib/tools/checkup";
import { feeText, notRequiredSummary, reasonSentence, rowName } from "~/lib/tools/checkup-text";
import { formatIso, todayIn } from "~/lib/tools/dates";
import { buildPlan, type Plan } from "~/lib/tools/plan";
import {
  amountText,
  dueText,
  eventTitle,
  handoffText,
  lateCostText,
  moneyText,
  stepCostText,
  totalPartText,
  totalText,
  wasDueText,
} from "~/lib/tools/plan-text";
import { shaped } from "~/i18n/shape-text.test-helpers";
import Checkup from "./Checkup";
import { settle, wordsSite } from "./words-site.test-helpers";
import { contentFor } from "~/content";

const copy = contentFor("en").checkup;
const ruCopy = contentFor("ru").checkup;
const bgCopy = contentFor("bg").checkup;

/** Monday, November 23, 2026, noon in Chicago: the third quarter's returns, this period's Form 2290 and 2026's UCR are late. */
const clock = () => new Date("2026-11-23T18:00:00Z");
/** The office's day on that clock: the day the list is seen from. */
const today = todayIn(officeZone, clock());
const link =
  "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no";
/** A link the checkup wrote before it asked whether the truck leaves Illinois or pulls a trailer. */
const oldLink = "hire=yes&broker=no&interstate=yes&weight=80000&axles=5&states=KY,CT&new=no&employees=no";
/** A broker with no truck of its own, as the checkup writes it once "Do you run a truck of your own?" is No. */
const brokerLink =
  "hire=no&broker=yes&interstate=yes&leaves=no&weight=0&axles=0&trailer=no&states=&new=no&employees=no&trucks=0";

const copies = { en: copy, ru: ruCopy, bg: bgCopy } as const;
type Language = keyof typeof copies;

/** What the site serves at each language's /checkup-answers.json. */
const answerCopyUrl = (locale: Language) => localizePath(checkupAnswersPath, locale);
const site = wordsSite({
  [answerCopyUrl("en")]: checkupParts(copy).answer,
  [answerCopyUrl("ru")]: checkupParts(ruCopy).answer,
  [answerCopyUrl("bg")]: checkupParts(bgCopy).answer,
});
/** The site's public address, which the downloaded calendar names; the page itself is on localhost. */
const siteUrl = siteUrlSetting({});

/** Renders the checkup and lets it fetch the answer's words, as it does once it runs on the page. */
async function renderCheckup(locale: Language = "en", calendarFeed = true) {
  const rendered = render(
    <Checkup
      copy={checkupParts(copies[locale]).island}
      answerCopyUrl={answerCopyUrl(locale)}
      locale={locale}
      calendarFeed={calendarFeed}
      siteUrl={siteUrl}
      clock={clock}
    />,
  );
  await settle();
  return rendered;
}

/** The plan the list should show for a link's answers, on the test's day. */
function planFor(query: string): Plan {
  const answers = parseQuery(new URLSearchParams(query));
  if (!answers) throw new Error(`Not a checkup link: ${query}`);
  return buildPlan(answers, today);
}

/** A row of the list (a step, a row with no date, to check, to have, not required) by its service page: not a late filing or a date. */
const rowFor = (path: string, extra = "") =>
  document.querySelector<HTMLElement>(
    `li[data-filing="${path}"][data-status]:not([data-late]):not([data-next])${extra}`,
  );
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const group = (legend: string) => screen.getByRole("group", { name: legend });
const answerIn = (legend: string, answer: string) => within(group(legend)).getByLabelText(answer) as HTMLInputElement;

const section = (name: string) => document.querySelector<HTMLElement>(`[data-section="${name}"]`);
/** The list's parts, in the order the page shows them. */
const sectionOrder = () =>
  Array.from(document.querySelectorAll<HTMLElement>("[data-section]"), (el) => el.dataset.section);
const lateItem = (code: string) => document.querySelector<HTMLElement>(`li[data-late="${code}"]`);
const nextItem = (id: string) => document.querySelector<HTMLElement>(`li[data-next="${id}"]`);
const shownLate = () => Array.from(document.querySelectorAll<HTMLElement>("li[data-late]"), (li) => li.dataset.late);
const shownNext = () => Array.from(document.querySelectorAll<HTMLElement>("li[data-next]"), (li) => li.dataset.next);
const filedButton = (code: string) => within(lateItem(code)!).getByRole("button", { name: copy.plan.late.filed });
/** A heading as a list of headings shows it: its level and its words. */
const outlineEntry = (heading: HTMLElement) => [
  Number(heading.tagName.slice(1)),
  heading.textContent.replace(/\s+/g, " ").trim(),
];
/** An item's lines as the page shows them: each paragraph, and each line of its heading (a date above a title). */
const linesOf = (el: HTMLElement) =>
  Array.from(el.querySelectorAll("h4, h5, p")).flatMap((line) => {
    const parts = line.querySelectorAll(":scope > .block");
    return parts.length > 0 ? Array.from(parts, (part) => part.textContent) : [line.textContent];
  });
/** The list's heading takes focus once the list is on screen, in an effect after it renders. */
async function expectListFocused() {
  const heading = await screen.findByRole("heading", { name: copy.result.heading });
  await waitFor(() => expect(heading).toHaveFocus());
}
/** The questions folded under the list: the <details> whose summary is "Change my answers". */
const folded = () => screen.queryByText(copy.changeAnswers, { selector: "summary" })?.closest("details") ?? null;

/** The filings a business with no truck files none of. */
const truckFilings: readonly FilingId[] = ["irp", "ifta", "form2290", "state-tax"];

/** Each late filing as the list should show it, oldest first, from the plan and the language's copy. */
function expectLate(plan: Plan, locale: Language = "en") {
  const c = copies[locale];
  expect(shownLate()).toEqual(plan.late.map((item) => item.code));
  for (const item of plan.late) {
    const li = lateItem(item.code)!;
    const title = eventTitle(c, item.event, locale);
    expect(linesOf(li)).toEqual(
      [
        sentence(wasDueText(c, item, locale)),
        title,
        ...(item.event.amount ? [`${c.plan.amountLabel}: ${amountText(c, item.event.amount, locale)}`] : []),
        `${c.plan.late.fileNow} ${lateCostText(c, item.cost, locale)}`,
      ].map((line) => shaped(line, locale)),
    );
    expect(within(li).getByRole("link", { name: shaped(title, locale) })).toHaveAttribute(
      "href",
      localizePath(item.event.path, locale),
    );
    expect(within(li).getByRole("button", { name: shaped(c.plan.late.filed, locale) })).toHaveAttribute(
      "type",
      "button",
    );
  }
}

/** Each filing's next date as the list should show it, by date: the date, the title as a link, the amount, why. */
function expectNext(plan: Plan, locale: Language = "en") {
  const c = copies[locale];
  expect(shownNext()).toEqual(plan.next.map(({ event }) => event.id));
  for (const { row, event } of plan.next) {
    const li = nextItem(event.id)!;
    const title = eventTitle(c, event, locale);
    expect(linesOf(li)).toEqual(
      [
        formats[locale].date(event.date),
        title,
        ...(event.amount ? [`${c.plan.amountLabel}: ${amountText(c, event.amount, locale)}`] : []),
        reasonSentence(c, row.reason, locale),
      ].map((line) => shaped(line, locale)),
    );
    expect(within(li).getByRole("link", { name: shaped(title, locale) })).toHaveAttribute(
      "href",
      localizePath(event.path, locale),
    );
  }
}

/** The 12-month total, and what it is made of. */
function expectTotal(plan: Plan) {
  const total = section("total")!;
  const lines = linesOf(total);
  expect(lines[0]).toBe(shaped(sentence(totalText(copy, plan, "en")), "en"));
  expect(lines).toContain(shaped(copy.plan.total.madeOf, "en"));
  expect(Array.from(total.querySelectorAll("li"), (li) => li.textContent)).toEqual(
    plan.total.parts.map((part) =>
      shaped(`${totalPartText(copy, part, "en")}: ${moneyText(copy, part.money, "en")}`, "en"),
    ),
  );
  expect(lines.includes(shaped(copy.plan.total.mileage, "en"))).toBe(plan.total.mileageNotIncluded);
  expect(lines.includes(copy.plan.total.notLate)).toBe(plan.late.length > 0);
}

/** The yes/no answers `link` holds: a carrier for hire, out of state with a trailer, in business, with no employees. */
const carrier: Partial<Record<YesNoQuestion, boolean>> = {
  hire: true,
  broker: false,
  truck: true,
  interstate: true,
  leaves: true,
  trailer: true,
  newBusiness: false,
  employees: false,
};

/** Answers yes/no questions as a visitor does, one click each, in the order given. */
async function answerQuestions(
  user: ReturnType<typeof userEvent.setup>,
  answers: Partial<Record<YesNoQuestion, boolean>>,
) {
  for (const [q, yes] of Object.entries(answers) as [YesNoQuestion, boolean][]) {
    await user.click(answerIn(copy.questions[q].label, yes ? copy.yes : copy.no));
  }
}

/** Answers every question as `link` does, but for `changes` to the yes/no answers and the `states` ticked. */
async function answerAsLink(
  user: ReturnType<typeof userEvent.setup>,
  changes: Partial<Record<YesNoQuestion, boolean>> = {},
  states: readonly StateCode[] = ["KY", "NY"],
) {
  await answerQuestions(user, { ...carrier, ...changes });
  await user.type(field(copy.questions.weight.label), "80,000");
  await user.type(field(copy.questions.axles.label), "5");
  for (const code of states) await user.click(field(copy.stateNames[code]));
}

/** Opens the questions folded under the list, as a visitor does to change an answer. */
async function changeAnswers(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText(copy.changeAnswers, { selector: "summary" }));
  expect(folded()).toHaveAttribute("open");
}

beforeEach(() => {
  window.history.replaceState(null, "", "/checkup");
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Dozens of simulated key presses each: give a busy, shared machine time.
describe("Checkup", { timeout: 20_000 }, () => {
  it("is answered with the keyboard alone and shows the list", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();

    await user.tab();
    expect(answerIn(copy.questions.hire.label, copy.yes)).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    expect(answerIn(copy.questions.broker.label, copy.yes)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    await user.tab();
    expect(answerIn(copy.questions.truck.label, copy.yes)).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    expect(answerIn(copy.questions.interstate.label, copy.yes)).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    expect(answerIn(copy.questions.leaves.label, copy.yes)).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    await user.keyboard("80,000");
    await user.tab();
    await user.keyboard("5");
    await user.tab();
    expect(answerIn(copy.questions.trailer.label, copy.yes)).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    expect(field(copy.stateNames.KY)).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    await user.tab();
    await user.keyboard(" ");
    await user.tab();
    await user.tab();
    await user.tab();
    // Oregon is not ticked: its question is not asked.
    expect(answerIn(copy.questions.newBusiness.label, copy.yes)).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    await user.tab();
    await user.keyboard("{ArrowRight}");
    // The optional questions: the fleet, the USDOT number and the month of first use, left empty.
    await user.tab();
    expect(field(copy.questions.trucks.label)).toHaveFocus();
    await user.tab();
    expect(field(copy.questions.usdot.label)).toHaveFocus();
    await user.tab();
    expect(field(copy.questions.firstUse.label)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: copy.submit })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(window.location.search).toBe(`?${link}`);
    await expectListFocused();
    const plan = planFor(link);
    expect(shownLate()).toEqual(plan.late.map((item) => item.code));
    expect(shownNext()).toEqual(plan.next.map(({ event }) => event.id));
    expect(folded()).not.toHaveAttribute("open");
  });

  it("says what is wrong as the visitor types, and keeps what they typed", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    const weight = field(copy.questions.weight.label);

    await user.type(weight, "80,00");
    expect(weight).toHaveValue("80,00");
    expect(weight).toHaveAttribute("aria-invalid", "true");
    expect(weight).toHaveAccessibleDescription(expect.stringContaining(copy.errors.weight["not-a-number"]));

    await user.type(weight, "0");
    expect(weight).toHaveValue("80,000");
    expect(weight).not.toHaveAttribute("aria-invalid");

    const axles = field(copy.questions.axles.label);
    await user.type(axles, "0");
    expect(axles).toHaveAccessibleDescription(expect.stringContaining(copy.errors.axles["needs-axles"]));
  });

  it("refuses a weight of 0 for a truck of one's own: only No to the truck question means no truck", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    await answerQuestions(user, carrier);
    const weight = field(copy.questions.weight.label);
    await user.type(weight, "0");
    expect(weight).toHaveAttribute("aria-invalid", "true");
    expect(weight).toHaveAccessibleDescription(expect.stringContaining(copy.errors.weight.zero));
    // 0 axles agree with a weight of 0, but the weight itself is refused: no list.
    await user.type(field(copy.questions.axles.label), "0");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(copy.errors.summary);
    expect(weight).toHaveFocus();
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();

    // No to the truck question: no weight is asked, and the link writes 0.
    await answerQuestions(user, { truck: false });
    expect(screen.queryByLabelText(copy.questions.weight.label)).toBeNull();
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(new URLSearchParams(window.location.search).get("weight")).toBe("0");
    await expectListFocused();
  });

  it.each(Object.keys(copies) as Language[])(
    "asks a truck's weight, axles and count without offering 0 for no truck (%s)",
    async (locale) => {
      const user = userEvent.setup({ delay: null });
      const c = copies[locale];
      await renderCheckup(locale);
      await user.click(within(screen.getByRole("group", { name: c.questions.truck.label })).getByLabelText(c.yes));
      // A submit shows the empty fields' errors beside their hints.
      await user.click(screen.getByRole("button", { name: c.submit }));
      /** A 0 standing on its own, not a digit of 80,000 or 80 000. */
      const lonelyZero = /(?<!\d|\d[\s,.])0(?!\d)/;
      for (const name of ["weight", "axles", "trucks"] as const) {
        const input = document.querySelector<HTMLInputElement>(`input[data-field="${name}"]`)!;
        const described = input
          .getAttribute("aria-describedby")!
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "");
        expect(described[0]).toBe(shaped(c.questions[name].hint, locale));
        if (name !== "trucks") expect(described[1]).toBe(shaped(c.errors[name].empty, locale));
        for (const words of described) expect(words).not.toMatch(lonelyZero);
      }
    },
  );

  it("on a submit with answers missing, marks them, keeps the rest and shows no list", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    await user.click(answerIn(copy.questions.hire.label, copy.yes));
    await user.type(field(copy.questions.weight.label), "26,001");
    await user.click(screen.getByRole("button", { name: copy.submit }));

    expect(screen.getByRole("alert")).toHaveTextContent(copy.errors.summary);
    expect(answerIn(copy.questions.broker.label, copy.yes)).toHaveFocus();
    expect(group(copy.questions.broker.label)).toHaveAccessibleDescription(
      expect.stringContaining(copy.errors.chooseOne),
    );
    expect(group(copy.questions.truck.label)).toHaveAccessibleDescription(
      expect.stringContaining(copy.errors.chooseOne),
    );
    expect(field(copy.questions.axles.label)).toHaveAccessibleDescription(
      expect.stringContaining(copy.errors.axles.empty),
    );
    expect(answerIn(copy.questions.hire.label, copy.yes)).toBeChecked();
    expect(field(copy.questions.weight.label)).toHaveValue("26,001");
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
  });

  it("opens a link on the list: what is late, the next dates, the total, then the rest, and what to do with it", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const plan = planFor(link);

    expect(screen.getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
    expect(sectionOrder()).toEqual(["late", "next", "total", "undated", "check", "have"]);
    const { sections } = copy.plan;
    for (const [name, heading] of [
      ["late", sections.late],
      ["next", sections.next],
      ["undated", sections.undated],
      ["check", sections.check],
      ["have", sections.have],
    ] as const) {
      expect(screen.getByRole("region", { name: heading })).toContainElement(section(name));
    }

    // What is late: this period's Form 2290, this year's UCR and the last quarter's returns.
    expect(plan.late.map((item) => item.event.key)).toEqual(
      expect.arrayContaining(["form-2290-annual", "ucr", "ifta-return", "state-return"]),
    );
    expectLate(plan);
    expectNext(plan);
    expectTotal(plan);

    // No USDOT number given: its row has no date, and says why.
    const usdot = within(section("undated")!).getByRole("link", { name: copy.filingNames.usdot }).closest("li")!;
    const usdotRow = plan.undated.find((row) => row.filing === "usdot")!;
    expect(within(usdot).getByRole("link", { name: copy.filingNames.usdot })).toHaveAttribute(
      "href",
      "/dot-number-registration",
    );
    expect(linesOf(usdot).slice(1)).toEqual([
      reasonSentence(copy, usdotRow.reason, "en"),
      feeText(copy, usdotRow.fee!, "en"),
      dueText(copy, usdotRow.due!, "en"),
    ]);
    expect(Array.from(section("check")!.querySelectorAll("li"), (li) => li.dataset.filing)).toEqual(
      plan.check.map((row) => row.path),
    );
    expect(Array.from(section("have")!.querySelectorAll("li"), (li) => li.dataset.filing)).toEqual(
      plan.have.map((row) => row.path),
    );
    expect(within(section("have")!).getByRole("link", { name: copy.filingNames.mc })).toHaveAttribute(
      "href",
      "/motor-carrier-authority",
    );

    // Then the rows that are not required, and print, send and the calendar after everything else.
    const notRequired = screen.getByRole("heading", { name: copy.result.groupHeadings["not-required"] });
    const after = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(after(section("have")!, notRequired)).toBe(true);
    expect(after(notRequired, screen.getByRole("button", { name: copy.result.print }))).toBe(true);
    expect(
      after(
        screen.getByRole("button", { name: copy.result.print }),
        screen.getByRole("link", { name: copy.result.send }),
      ),
    ).toBe(true);
    expect(
      after(
        screen.getByRole("link", { name: copy.result.send }),
        screen.getByRole("heading", { name: copy.plan.calendar.heading }),
      ),
    ).toBe(true);
  });

  it("folds the questions under the list of a link, and opens them with the answers in place", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();

    const heading = screen.getByRole("heading", { name: copy.result.heading });
    const answers = folded()!;
    expect(answers).not.toHaveAttribute("open");
    expect(heading.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(answers).toContainElement(screen.getByRole("button", { name: copy.submit }));
    expect(answers).toContainElement(field(copy.questions.weight.label));

    await changeAnswers(user);
    expect(answerIn(copy.questions.hire.label, copy.yes)).toBeChecked();
    expect(answerIn(copy.questions.truck.label, copy.yes)).toBeChecked();
    expect(answerIn(copy.questions.trailer.label, copy.yes)).toBeChecked();
    expect(answerIn(copy.questions.newBusiness.label, copy.no)).toBeChecked();
    expect(field(copy.questions.weight.label)).toHaveValue("80000");
    expect(field(copy.questions.axles.label)).toHaveValue("5");
    expect(field(copy.stateNames.NY)).toBeChecked();
    expect(field(copy.stateNames.OR)).not.toBeChecked();
    expect(screen.queryByRole("group", { name: copy.questions.oregon.label })).toBeNull();
    // The list stays above them.
    expect(screen.getByRole("heading", { name: copy.result.heading })).toBe(heading);
  });

  it('moves focus to the list\'s heading when "Show my list" is pressed with the answers unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const entries = window.history.length;
    await changeAnswers(user);
    const submit = screen.getByRole("button", { name: copy.submit });
    await user.click(submit);
    expect(submit).not.toHaveFocus();
    expect(screen.getByRole("heading", { name: copy.result.heading })).toHaveFocus();
    // The same answers: the same link, and no new history entry.
    expect(window.location.search).toBe(`?${link}`);
    expect(window.history.length).toBe(entries);
  });

  it("opens a saved link with the list's heading focused, unless the page was scrolled away from the top", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    expect(screen.getByRole("heading", { name: copy.result.heading })).toHaveFocus();
    cleanup();

    // The browser restored a scrolled position: the list does not pull the page back to its heading.
    vi.stubGlobal("scrollY", 600);
    await renderCheckup();
    expect(screen.getByRole("heading", { name: copy.result.heading })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("focuses the list's heading on a submit from an empty page, scrolled or not", async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal("scrollY", 600);
    await renderCheckup();
    await answerAsLink(user);
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe(`?${link}`);
    await expectListFocused();
  });

  it("says so when the list's words cannot be fetched, keeps the answers, and shows the list on the next try", async () => {
    const user = userEvent.setup({ delay: null });
    site.offline = true;
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();

    const unavailable = () => screen.queryByText(copy.errors.answerUnavailable);
    expect(unavailable()).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).not.toBeInTheDocument();
    await changeAnswers(user);
    expect(field(copy.questions.weight.label)).toHaveValue("80000");

    site.offline = false;
    await user.click(screen.getByRole("button", { name: copy.submit }));
    await expectListFocused();
    expect(unavailable()).not.toBeInTheDocument();
    expect(shownLate()).toEqual(planFor(link).late.map((item) => item.code));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(["/checkup-answers.json", "/checkup-answers.json"]);
  });

  it("offers to fetch the list's words again beside the alert that they could not be, and shows the list then", async () => {
    const user = userEvent.setup({ delay: null });
    site.offline = true;
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const alert = screen.getByText(copy.errors.answerUnavailable);
    const retry = screen.getByRole("button", { name: copy.errors.retry });
    expect(retry).toHaveAttribute("type", "button");
    expect(retry.parentElement).toBe(alert.parentElement);
    expect(folded()).not.toHaveAttribute("open");

    site.offline = false;
    await user.click(retry);
    await expectListFocused();
    expect(screen.queryByText(copy.errors.answerUnavailable)).toBeNull();
    expect(screen.queryByRole("button", { name: copy.errors.retry })).toBeNull();
    expectLate(planFor(link));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([answerCopyUrl("en"), answerCopyUrl("en")]);
  });

  it("gives each date this truck's amount from the optional answers", async () => {
    const withOptional = `${link}&trucks=4&dot=1234567&first=2026-11`;
    window.history.replaceState(null, "", `/checkup?${withOptional}`);
    await renderCheckup();
    const plan = planFor(withOptional);

    expect(field(copy.questions.trucks.label)).toHaveValue("4");
    expect(field(copy.questions.usdot.label)).toHaveValue("1234567");
    expect(field(copy.questions.firstUse.label)).toHaveValue("11");
    // A truck first used this November files its own return, instead of the July return that is late without it.
    const firstUse = plan.next.find(({ event }) => event.key === "form-2290-first-use")!.event;
    expect(firstUse.firstUse).toEqual({ year: today.year, month: today.month });
    expect(shownNext()).toContain(firstUse.id);
    const julyReturn = planFor(link).late.find((item) => item.event.key === "form-2290-annual")!;
    expect(shownLate()).not.toContain(julyReturn.code);
    // With the USDOT number, the MCS-150 update has its dates: 1234567's passed this July, so it is late too.
    const mcs150 = plan.late.find((item) => item.event.key === "mcs150")!;
    expect(mcs150.event.usdot).toBe("1234567");
    expect(shownLate()).toContain(mcs150.code);
    expect(shownNext()).toContain(plan.next.find(({ event }) => event.key === "mcs150")!.event.id);
    expectLate(plan);
    expectNext(plan);
    expectTotal(plan);
    // With the USDOT number, no row is left without a date.
    expect(section("undated")).toBeNull();

    const ucr = plan.next.find(({ event }) => event.key === "ucr")!.event;
    expect(ucr.amount).toMatchObject({ kind: "ucr", trucks: 4 });
    expect(nextItem(ucr.id)).toHaveTextContent(amountText(copy, ucr.amount!, "en"));
  });

  it("asks for the USDOT number on the USDOT row when it was not given, and checks one as typed", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    expect(rowFor("/dot-number-registration")).toHaveTextContent(copy.plan.due.needsUsdot);
    expect(section("undated")).toContainElement(rowFor("/dot-number-registration"));

    await changeAnswers(user);
    const usdot = field(copy.questions.usdot.label);
    await user.type(usdot, "12-34");
    expect(usdot).toHaveAttribute("aria-invalid", "true");
    expect(usdot).toHaveAccessibleDescription(expect.stringContaining(copy.errors.usdot["not-digits"]));
    await user.clear(usdot);
    await user.type(usdot, "1234513");
    const trucks = field(copy.questions.trucks.label);
    await user.type(trucks, "0");
    expect(trucks).toHaveAccessibleDescription(expect.stringContaining(copy.errors.trucks["needs-trucks"]));
    await user.clear(trucks);
    await user.type(trucks, "2");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe(`?${link}&trucks=2&dot=1234513`);
    expect(screen.getByRole("heading", { name: copy.result.heading })).toHaveFocus();

    // The MCS-150 update now has its date, for this USDOT number.
    const plan = planFor(`${link}&trucks=2&dot=1234513`);
    const mcs150 = plan.next.find(({ event }) => event.key === "mcs150")!.event;
    expect(mcs150.usdot).toBe("1234513");
    expect(nextItem(mcs150.id)).toHaveTextContent(eventTitle(copy, mcs150, "en"));
    expectNext(plan);
    expect(rowFor("/dot-number-registration")).toBeNull();
  });

  it("offers no calendar for answers with no date to remind of (review of 2026-11-28, I4)", async () => {
    const dateless =
      "hire=yes&broker=no&interstate=no&leaves=no&weight=26000&axles=2&trailer=no&states=&new=yes&employees=yes&trucks=2";
    const plan = planFor(dateless);
    expect([plan.late, plan.events]).toEqual([[], []]);
    window.history.replaceState(null, "", `/checkup?${dateless}`);
    await renderCheckup();
    expect(await screen.findByRole("heading", { name: copy.plan.sections.steps })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: copy.plan.calendar.download })).toBeNull();
    expect(screen.queryByRole("link", { name: copy.plan.calendar.subscribe })).toBeNull();
  });

  it("offers this truck's dates as a calendar download and, on a server, as a subscription and a Google Calendar link carrying the answers", async () => {
    window.history.replaceState(null, "", `/checkup?${link}&trucks=1`);
    await renderCheckup();
    const plan = planFor(`${link}&trucks=1`);
    const download = screen.getByRole("link", { name: copy.plan.calendar.download });
    expect(download).toHaveAttribute("download", "my-filing-dates.ics");
    const href = download.getAttribute("href") ?? "";
    expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/);

    // Read back as a calendar app reads it: each late filing on today's date, then the dates to come.
    const calendar = new ICAL.Component(ICAL.parse(decodeURIComponent(href.slice(href.indexOf(",") + 1))));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual([
      ...plan.late.map((item) =>
        formatMessage(copy.plan.calendar.lateTitle, { title: eventTitle(copy, item.event, "en") }, "en"),
      ),
      ...plan.events.map((event) => eventTitle(copy, event, "en")),
    ]);
    const otherStates = [copy.stateTaxNames.OR, copy.stateTaxNames.CT, copy.stateTaxNames.NM];
    expect(events.filter((e) => otherStates.some((name) => e.summary.includes(name)))).toEqual([]);
    const ucr = plan.events.find((event) => event.key === "ucr")!;
    const ucrEvent = events.find((e) => e.summary === eventTitle(copy, ucr, "en"));
    expect(ucrEvent?.startDate.toString()).toBe(formatIso(ucr.date));
    expect(ucrEvent?.description).toContain(amountText(copy, ucr.amount!, "en"));
    expect(ucrEvent?.description).toContain(`${copy.plan.calendar.details}: ${siteUrl}/ucr-registration`);

    const feed = `/calendar.ics?${link}&trucks=1&lang=en`;
    const webcal = `webcal://localhost:3000${feed}`;
    expect(screen.getByRole("link", { name: copy.plan.calendar.subscribe })).toHaveAttribute("href", webcal);
    expect(field(copy.plan.calendar.copyLabel)).toHaveValue(`http://localhost:3000${feed}`);
    // Google Calendar's "add by URL" page, given the same feed: Android opens no webcal link.
    const google = screen.getByRole("link", { name: copy.plan.calendar.google });
    const googleUrl = new URL(google.getAttribute("href") ?? "");
    expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(googleUrl.searchParams.get("cid")).toBe(webcal);
    expect(google).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(google).toHaveAttribute("target", "_blank");
  });

  it("offers only the download on a static host, which serves no feed", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup("en", false);
    expect(screen.getByRole("link", { name: copy.plan.calendar.download })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: copy.plan.calendar.subscribe })).toBeNull();
    expect(screen.queryByRole("link", { name: copy.plan.calendar.google })).toBeNull();
    expect(screen.queryByLabelText(copy.plan.calendar.copyLabel)).toBeNull();
  });

  it("writes the list in the page's language, with its numbers, dates and links", async () => {
    window.history.replaceState(null, "", `/ru/checkup?${link}`);
    await renderCheckup("ru");
    const plan = planFor(link);

    expect(screen.getByRole("heading", { name: ruCopy.result.heading })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: ruCopy.plan.sections.late })).toContainElement(section("late"));
    expectLate(plan, "ru");
    expectNext(plan, "ru");
    expect(linesOf(section("total")!)[0]).toBe(sentence(totalText(ruCopy, plan, "ru")));

    const usdot = rowFor("/dot-number-registration")!;
    const usdotRow = plan.undated.find((row) => row.filing === "usdot")!;
    expect(within(usdot).getByRole("link", { name: ruCopy.filingNames.usdot })).toHaveAttribute(
      "href",
      "/ru/dot-number-registration",
    );
    expect(linesOf(usdot)).toContain(reasonSentence(ruCopy, usdotRow.reason, "ru"));
    const notRequired = plan.rows.filter((row) => row.status === "not-required").length;
    expect(rowFor("/broker-authority")?.closest("details")?.querySelector("summary")?.textContent).toBe(
      notRequiredSummary(ruCopy, notRequired, "ru"),
    );
    expect(screen.getByText(ruCopy.changeAnswers, { selector: "summary" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: ruCopy.result.send })).toHaveAttribute("href", "/ru/contact");
  });

  it("opens a link made before the leaves and trailer questions, and waits for those answers", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${oldLink}`);
    await renderCheckup();
    const plan = planFor(oldLink);

    expect(screen.getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
    const check = section("check")!;
    expect(check).toContainElement(rowFor("/irp-new-registration"));
    expect(rowFor("/irp-new-registration")).toHaveAttribute("data-status", "check");
    const ifta = plan.check.find((row) => row.filing === "ifta")!;
    expect(linesOf(rowFor("/ifta-registration")!)).toContain(reasonSentence(copy, ifta.reason, "en"));
    expect(rowFor("/ct-quarterly", '[data-state="CT"]')).toHaveAttribute("data-status", "check");
    expect(check).toContainElement(rowFor("/ct-quarterly", '[data-state="CT"]'));
    expect(shownNext().filter((id) => id?.startsWith("irp-"))).toEqual([]);

    await changeAnswers(user);
    for (const q of ["leaves", "trailer"] as const) {
      for (const answer of [copy.yes, copy.no]) expect(answerIn(copy.questions[q].label, answer)).not.toBeChecked();
    }

    // Answering them and showing the list again settles both rows.
    await answerQuestions(user, { leaves: true, trailer: false });
    await user.click(screen.getByRole("button", { name: copy.submit }));
    const answered =
      "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=no&states=KY,CT&new=no&employees=no";
    expect(window.location.search).toBe(`?${answered}`);
    expect(rowFor("/irp-new-registration")).toBeNull();
    expect(document.querySelector('[data-next][data-filing="/irp-new-registration"]')).toBeInTheDocument();
    expectNext(planFor(answered));
    expect(rowFor("/ct-quarterly", '[data-state="CT"]')).toHaveAttribute("data-status", "not-required");
    expect(rowFor("/ct-quarterly", '[data-state="CT"]')?.closest("details")).not.toBeNull();
  });

  it("tells an Illinois-only drayage truck it needs no IRP or IFTA, but the interstate filings", async () => {
    const drayage = link.replace("leaves=yes", "leaves=no").replace("states=KY,NY", "states=");
    window.history.replaceState(null, "", `/checkup?${drayage}`);
    await renderCheckup();
    expect(rowFor("/irp-new-registration")).toHaveAttribute("data-status", "not-required");
    expect(rowFor("/ifta-registration")).toHaveAttribute("data-status", "not-required");
    expect(linesOf(rowFor("/ifta-registration")!)).toContain(copy.reasons["truck-stays-in-illinois"]);
    expect(shownNext().filter((id) => /^(irp|ifta)-/.test(id ?? ""))).toEqual([]);
    expect(document.querySelector('[data-next][data-filing="/ucr-registration"]')).toBeInTheDocument();
    expect(section("have")).toContainElement(rowFor("/motor-carrier-authority"));
    expect(rowFor("/motor-carrier-authority")).toHaveAttribute("data-status", "required");
    expectNext(planFor(drayage));
  });

  it("names answers that contradict each other, and keeps them", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    const leaves = group(copy.questions.leaves.label);
    await user.click(answerIn(copy.questions.interstate.label, copy.no));
    await user.click(within(leaves).getByLabelText(copy.yes));
    expect(leaves).toHaveAccessibleDescription(expect.stringContaining(copy.errors.conflicts["leaves-but-stays"]));
    expect(within(leaves).getByLabelText(copy.yes)).toHaveAttribute("aria-invalid", "true");

    await user.click(within(leaves).getByLabelText(copy.no));
    expect(leaves).not.toHaveAccessibleDescription(expect.stringContaining(copy.errors.conflicts["leaves-but-stays"]));
    await user.click(field(copy.stateNames.NY));
    const states = group(copy.questions.states.label);
    expect(states).toHaveAccessibleDescription(expect.stringContaining(copy.errors.conflicts["states-but-stays"]));
    expect(field(copy.stateNames.NY)).toBeChecked();

    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe("");
  });

  it("puts rows that are not required under their own heading, collapsed", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const plan = planFor(link);
    const notRequired = plan.rows.filter((row) => row.status === "not-required");
    const broker = rowFor("/broker-authority");
    expect(broker).toHaveAttribute("data-status", "not-required");
    const details = broker?.closest("details");
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute("open");
    expect(details?.parentElement?.querySelector("h3")).toHaveTextContent(copy.result.groupHeadings["not-required"]);
    expect(details?.querySelector("summary")).toHaveTextContent(notRequiredSummary(copy, notRequired.length, "en"));
    expect(Array.from(details!.querySelectorAll("li"), (li) => li.dataset.filing)).toEqual(
      notRequired.map((row) => row.path),
    );
    // What is required stays open: the late filings, the dates and the rows to act on.
    for (const el of document.querySelectorAll("[data-late], [data-next], [data-section] [data-status]"))
      expect(el.closest("details")).toBeNull();
    expect(document.querySelector('[data-next][data-filing="/form-2290"]')).toBeInTheDocument();
  });

  it("gives the list an outline to move through by headings: each part, then each of its rows one level down", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const plan = planFor(link);
    const { sections } = copy.plan;
    const rows = (heading: string, list: readonly Plan["rows"][number][]) => [
      [3, heading],
      ...list.map((row) => [4, rowName(copy, row)]),
    ];
    const result = screen.getByRole("region", { name: copy.result.heading });
    // The folded rows count too: a screen reader lists a closed <details>' headings once it is opened.
    const headings = within(result).getAllByRole("heading", { hidden: true });
    const outline = [
      [2, copy.result.heading],
      [3, sections.late],
      ...plan.late.map((item) => [
        4,
        `${sentence(wasDueText(copy, item, "en"))} ${eventTitle(copy, item.event, "en")}`,
      ]),
      [3, sections.next],
      ...plan.next.map(({ event }) => [4, `${formats.en.date(event.date)} ${eventTitle(copy, event, "en")}`]),
      ...rows(sections.undated, plan.undated),
      ...rows(sections.check, plan.check),
      ...rows(sections.have, plan.have),
      ...rows(
        copy.result.groupHeadings["not-required"],
        plan.rows.filter((row) => row.status === "not-required"),
      ),
      [3, copy.plan.calendar.heading],
    ];
    expect(headings.map(outlineEntry)).toEqual(outline);
    headings.forEach((heading, i) => expect(heading).toHaveAccessibleName(shaped(outline[i]![1] as string, "en")));

    // The not-required part is labelled by its heading, which comes before the toggle that unfolds its rows.
    const notRequired = screen.getByRole("region", { name: copy.result.groupHeadings["not-required"] });
    const [heading, toggle, list] = [
      within(notRequired).getByRole("heading", { level: 3 }),
      notRequired.querySelector("details > summary")!,
      notRequired.querySelector("details > ul")!,
    ];
    expect(heading.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toggle.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toggle.textContent).not.toContain(heading.textContent);
  });

  it("falls back to the questions for a malformed link", async () => {
    window.history.replaceState(null, "", "/checkup?hire=maybe&weight=lots");
    await renderCheckup();
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
    expect(screen.getByRole("button", { name: copy.submit })).toBeInTheDocument();
    expect(folded()).toBeNull();
  });

  it("goes back to the questions with the back button, keeping the answers", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", "/checkup");
    await renderCheckup();
    await answerQuestions(user, { ...carrier, interstate: false, leaves: false, trailer: false });
    await user.type(field(copy.questions.weight.label), "26,000 lb");
    await user.type(field(copy.questions.axles.label), "2");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe(
      "?hire=yes&broker=no&interstate=no&leaves=no&weight=26000&axles=2&trailer=no&states=&new=no&employees=no",
    );
    expect(rowFor("/illinois-intrastate-authority")).toHaveAttribute("data-status", "required");
    expect(folded()).not.toHaveAttribute("open");

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
    expect(folded()).toBeNull();
    expect(field(copy.questions.weight.label)).toHaveValue("26,000 lb");

    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(rowFor("/illinois-intrastate-authority")).toHaveAttribute("data-status", "required");
    expect(field(copy.questions.weight.label)).toHaveValue("26000");
  });

  it("prints with the browser's print dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    await user.click(screen.getByRole("button", { name: copy.result.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("leaves the list for the contact form and links to it", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const send = screen.getByRole("link", { name: copy.result.send });
    expect(send).toHaveAttribute("href", "/contact");
    // jsdom cannot load another page; the hand-off is written before the browser would leave.
    send.addEventListener("click", (e) => e.preventDefault());
    await user.click(send);

    const message = window.sessionStorage.getItem("contact-message") ?? "";
    const plan = planFor(link);
    expect(message).toBe(handoffText(copy, plan, `http://localhost:3000/checkup?${link}`, "en"));
    // What is late leads, each with when it was due; the link to the answers closes it.
    const [oldest] = plan.late;
    expect(message).toContain(
      `${copy.plan.sections.late}:\n- ${eventTitle(copy, oldest!.event, "en")}: ${sentence(wasDueText(copy, oldest!, "en"))}`,
    );
    expect(
      message.endsWith(formatMessage(copy.handoff.answers, { link: `http://localhost:3000/checkup?${link}` }, "en")),
    ).toBe(true);
    expect(message).not.toContain(copy.filingNames.broker);
  });

  it('takes a filing marked "I filed it" off the list, keeps it in the link, and moves focus to the next one', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const codes = planFor(link).late.map((item) => item.code);
    expect(codes.length).toBeGreaterThan(2);
    const [first, second, ...rest] = codes as [string, string, ...string[]];

    await user.click(filedButton(second));
    expect(lateItem(second)).toBeNull();
    expect(window.location.search).toBe(`?${link}&filed=${second}`);
    expect(filedButton(rest[0]!)).toHaveFocus();
    expectLate(planFor(`${link}&filed=${second}`));
    expect(shownLate()).toEqual([first, ...rest]);
    // The calendar feed carries the mark too.
    expect(field(copy.plan.calendar.copyLabel)).toHaveValue(
      `http://localhost:3000/calendar.ics?${link}&filed=${second}&lang=en`,
    );

    // The last one: focus moves to the one before it, now the last.
    const last = rest.at(-1)!;
    await user.click(filedButton(last));
    const remaining = [first, ...rest.slice(0, -1)];
    expect(shownLate()).toEqual(remaining);
    expect(filedButton(remaining.at(-1)!)).toHaveFocus();

    // With the keyboard, from the first to the end: each Enter files the focused one and focus moves on.
    filedButton(first).focus();
    for (const code of remaining) {
      expect(filedButton(code)).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(lateItem(code)).toBeNull();
    }
    expect(section("late")).toBeNull();
    expect(screen.queryByRole("region", { name: copy.plan.sections.late })).toBeNull();
    expect(screen.getByRole("heading", { name: copy.result.heading })).toHaveFocus();
    expect(new URLSearchParams(window.location.search).get("filed")?.split(",")).toEqual([second, last, ...remaining]);
    expect(linesOf(section("total")!)).not.toContain(copy.plan.total.notLate);
    expect(screen.queryByText(copy.plan.late.filedNote)).toBeNull();
  });

  it("keeps the filings marked filed when the answers change", async () => {
    const user = userEvent.setup({ delay: null });
    const [code] = planFor(link).late.map((item) => item.code);
    window.history.replaceState(null, "", `/checkup?${link}&filed=${code}`);
    await renderCheckup();
    expect(lateItem(code!)).toBeNull();
    expect(screen.getByText(copy.plan.late.filedNote)).toBeInTheDocument();

    await changeAnswers(user);
    await user.type(field(copy.questions.trucks.label), "1");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe(`?${link}&trucks=1&filed=${code}`);
    expect(lateItem(code!)).toBeNull();
    expectLate(planFor(`${link}&trucks=1&filed=${code}`));
  });

  it('keeps the answers being changed, as typed, when a filing is marked "I filed it"', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    const [code] = planFor(link).late.map((item) => item.code);
    await changeAnswers(user);
    await user.type(field(copy.questions.trucks.label), "3");
    await answerQuestions(user, { employees: true });

    await user.click(filedButton(code!));
    // The link takes the mark, not the answers not yet shown.
    expect(window.location.search).toBe(`?${link}&filed=${code}`);
    expect(lateItem(code!)).toBeNull();
    expect(folded()).toHaveAttribute("open");
    expect(field(copy.questions.trucks.label)).toHaveValue("3");
    expect(answerIn(copy.questions.employees.label, copy.yes)).toBeChecked();

    // Showing the list then carries the changed answers and the mark together.
    await user.click(screen.getByRole("button", { name: copy.submit }));
    const changed = `${link.replace("employees=no", "employees=yes")}&trucks=3&filed=${code}`;
    expect(window.location.search).toBe(`?${changed}`);
    expectLate(planFor(changed));
  });

  it("asks a broker with no truck nothing about one, and lists no truck filings", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    const truckQuestions = () => [
      screen.queryByRole("group", { name: copy.questions.leaves.label }),
      screen.queryByLabelText(copy.questions.weight.label),
      screen.queryByLabelText(copy.questions.axles.label),
      screen.queryByRole("group", { name: copy.questions.trailer.label }),
      screen.queryByRole("group", { name: copy.questions.states.label }),
      screen.queryByRole("group", { name: copy.questions.oregon.label }),
      screen.queryByLabelText(copy.questions.trucks.label),
      screen.queryByLabelText(copy.questions.firstUse.label),
    ];

    await answerQuestions(user, { hire: false, broker: true });
    // Answered before the truck question: a weight, Kentucky and Oregon.
    await user.type(field(copy.questions.weight.label), "80,000");
    await user.click(field(copy.stateNames.KY));
    await user.click(field(copy.stateNames.OR));
    expect(truckQuestions().filter((q) => q === null)).toHaveLength(0);

    await user.click(answerIn(copy.questions.truck.label, copy.no));
    expect(truckQuestions()).toEqual(truckQuestions().map(() => null));
    expect(field(copy.questions.usdot.label)).toBeInTheDocument();
    await answerQuestions(user, { interstate: true, newBusiness: false, employees: false });
    await user.click(screen.getByRole("button", { name: copy.submit }));

    // No truck: weight 0, axles 0, it leaves nothing, pulls nothing, drives in no state, runs 0 trucks.
    expect(window.location.search).toBe(`?${brokerLink}`);
    await expectListFocused();
    const plan = planFor(brokerLink);
    expectLate(plan);
    expectNext(plan);
    // No state was kept from before the No: no state's tax, dated or not.
    expect(document.querySelector("[data-state]")).toBeNull();
    const truckPaths = plan.rows.filter((row) => truckFilings.includes(row.filing)).map((row) => row.path);
    expect(truckPaths).toEqual(["/irp-new-registration", "/ifta-registration", "/form-2290"]);
    for (const path of truckPaths) {
      expect(document.querySelector(`[data-next][data-filing="${path}"]`)).toBeNull();
      expect(rowFor(path)).toHaveAttribute("data-status", "not-required");
      expect(linesOf(rowFor(path)!)).toContain(copy.reasons["no-truck"]);
    }
    // The broker's own filings remain: UCR at the fee for no trucks, and broker authority.
    const ucr = plan.next.find(({ event }) => event.key === "ucr")!.event;
    expect(ucr.amount).toMatchObject({ kind: "ucr", trucks: 0 });
    expect(nextItem(ucr.id)).toHaveTextContent(amountText(copy, ucr.amount!, "en"));
    expect(section("have")).toContainElement(rowFor("/broker-authority"));
  });

  it("opens a link with no truck with the truck question answered No and the truck questions left out", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${brokerLink}`);
    await renderCheckup();
    await changeAnswers(user);
    expect(answerIn(copy.questions.truck.label, copy.no)).toBeChecked();
    expect(answerIn(copy.questions.broker.label, copy.yes)).toBeChecked();
    expect(screen.queryByLabelText(copy.questions.weight.label)).toBeNull();
    expect(screen.queryByRole("group", { name: copy.questions.states.label })).toBeNull();

    // Yes brings them back.
    await user.click(answerIn(copy.questions.truck.label, copy.yes));
    expect(field(copy.questions.weight.label)).toBeInTheDocument();
    expect(group(copy.questions.states.label)).toBeInTheDocument();
  });

  it("asks how the Oregon account files only when Oregon is ticked, and requires the answer then", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    const oregon = () => screen.queryByRole("group", { name: copy.questions.oregon.label });
    await answerAsLink(user, {}, []);
    expect(oregon()).toBeNull();

    await user.click(field(copy.stateNames.KY));
    expect(oregon()).toBeNull();
    await user.click(field(copy.stateNames.OR));
    expect(oregon()).toBeInTheDocument();
    const choices = within(oregon()!).getAllByRole("radio");
    expect(choices.map((radio) => radio.closest("label")?.textContent)).toEqual([
      copy.oregonFiling.monthly,
      copy.oregonFiling.quarterly,
    ]);
    await user.click(field(copy.stateNames.OR));
    expect(oregon()).toBeNull();
    await user.click(field(copy.stateNames.OR));

    // Required once asked: a submit without it marks it and shows no list.
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(copy.errors.summary);
    expect(oregon()).toHaveAccessibleDescription(expect.stringContaining(copy.errors.chooseOne));
    expect(within(oregon()!).getByLabelText(copy.oregonFiling.monthly)).toHaveFocus();
    expect(window.location.search).toBe("");

    await user.click(within(oregon()!).getByLabelText(copy.oregonFiling.quarterly));
    expect(oregon()).not.toHaveAccessibleDescription(expect.stringContaining(copy.errors.chooseOne));
    await user.click(screen.getByRole("button", { name: copy.submit }));
    const quarterly =
      "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,OR&oregon=quarterly&new=no&employees=no";
    expect(window.location.search).toBe(`?${quarterly}`);
    const quarterlyPlan = planFor(quarterly);
    expect(quarterlyPlan.next.map(({ event }) => event.key)).toContain("oregon-report");
    expectNext(quarterlyPlan);
    expectLate(quarterlyPlan);

    // Monthly gives Oregon's monthly reports instead.
    await changeAnswers(user);
    await user.click(within(oregon()!).getByLabelText(copy.oregonFiling.monthly));
    await user.click(screen.getByRole("button", { name: copy.submit }));
    const monthly = quarterly.replace("oregon=quarterly", "oregon=monthly");
    expect(window.location.search).toBe(`?${monthly}`);
    const monthlyPlan = planFor(monthly);
    expect(monthlyPlan.next.map(({ event }) => event.key)).toContain("oregon-monthly-report");
    expect(monthlyPlan.next.map(({ event }) => event.key)).not.toContain("oregon-report");
    expectNext(monthlyPlan);
  });

  it("does not ask a new business for a USDOT number, and gives it its first steps in order", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    // A USDOT number typed wrong, then "starting a new business": the field goes, and its error with it.
    await user.type(field(copy.questions.usdot.label), "12-34");
    await user.click(answerIn(copy.questions.newBusiness.label, copy.yes));
    expect(screen.queryByLabelText(copy.questions.usdot.label)).toBeNull();
    await user.click(answerIn(copy.questions.newBusiness.label, copy.no));
    expect(field(copy.questions.usdot.label)).toHaveValue("12-34");
    await user.click(answerIn(copy.questions.newBusiness.label, copy.yes));

    await answerAsLink(user, { newBusiness: true });
    await user.click(screen.getByRole("button", { name: copy.submit }));

    const fresh = link.replace("new=no", "new=yes");
    expect(window.location.search).toBe(`?${fresh}`);
    await expectListFocused();
    const plan = planFor(fresh);
    expect(sectionOrder()).toEqual(["steps", "next", "total"]);
    expect(screen.getByRole("region", { name: copy.plan.sections.steps })).toContainElement(section("steps"));
    expect(screen.getByRole("region", { name: copy.plan.sections.nextFresh })).toContainElement(section("next"));

    // The steps under their phases, numbered on from one phase to the next, each with its cost.
    const steps = section("steps")!;
    const phases = [...new Set(plan.steps.map((step) => step.phase))];
    expect(Array.from(steps.querySelectorAll("h4"), (h) => h.textContent)).toEqual(
      phases.map((phase) => copy.plan.sections.phases[phase]),
    );
    expect(Array.from(steps.querySelectorAll("ol"), (ol) => ol.start)).toEqual(
      phases.map((phase) => plan.steps.findIndex((s) => s.phase === phase) + 1),
    );
    const items = Array.from(steps.querySelectorAll<HTMLElement>("li[data-filing]"));
    expect(items.map((li) => `${li.dataset.filing}${li.dataset.state ?? ""}`)).toEqual(
      plan.steps.map((s) => `${s.row.path}${s.row.state ?? ""}`),
    );
    plan.steps.forEach((step, i) => {
      const li = items[i]!;
      expect(within(li).getByRole("link", { name: shaped(rowName(copy, step.row), "en") })).toHaveAttribute(
        "href",
        step.row.path,
      );
      // One level under its phase's heading.
      expect(outlineEntry(within(li).getByRole("heading"))).toEqual([
        5,
        step.row.status === "required"
          ? rowName(copy, step.row)
          : `${rowName(copy, step.row)} ${copy.result.statusLabels[step.row.status]}`,
      ]);
      expect(linesOf(li)).toContain(shaped(reasonSentence(copy, step.row.reason, "en"), "en"));
      if (step.cost)
        expect(linesOf(li)).toContain(shaped(`${copy.plan.amountLabel}: ${stepCostText(copy, step.cost, "en")}`, "en"));
      if (step.row.status !== "required") expect(li).toHaveTextContent(copy.result.statusLabels[step.row.status]);
    });
    // The USDOT number is the business's first step with FMCSA, and a new business has nothing late.
    expect(plan.steps.map((s) => s.row.filing)).toContain("usdot");
    expect(section("late")).toBeNull();
    expectNext(plan);
    expectTotal(plan);
  });
});

describe("Checkup before hydration", () => {
  /** The island as the English page's shell renders it. */
  const englishCheckup = () => (
    <Checkup
      copy={checkupParts(copy).island}
      answerCopyUrl={answerCopyUrl("en")}
      locale="en"
      calendarFeed
      siteUrl={siteUrl}
      clock={clock}
    />
  );
  const prerender = () => prerendered(englishCheckup());
  afterEach(() => document.body.replaceChildren());

  it("pre-renders live questions, no answer, and a button that waits for React", () => {
    const container = prerender();
    expect(container.textContent).toContain(copy.questions.hire.label);
    expect(container.textContent).toContain(copy.questions.truck.label);
    expect(container.querySelector("details")).toBeNull();
    const fields = [...container.querySelectorAll("input")];
    expect(fields.length).toBeGreaterThan(15);
    for (const input of fields) expect(input).toBeEnabled();
    // Unavailable but still in the tab order, and unable to submit the form natively.
    const button = container.querySelector("button")!;
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("type", "button");
    expect(button).toBeEnabled();
    expect(container.textContent).not.toContain(copy.result.heading);
  });

  it("keeps what was answered before React ran, and acts on it", async () => {
    const container = prerender();
    const inGroup = (legend: string, answer: string) =>
      within(within(container).getByRole("group", { name: legend })).getByLabelText(answer) as HTMLInputElement;
    // What a visitor does before the island hydrates: the browser changes the DOM, React is not there.
    for (const [q, yes] of Object.entries(carrier) as [YesNoQuestion, boolean][])
      inGroup(copy.questions[q].label, yes ? copy.yes : copy.no).checked = true;
    (within(container).getByLabelText(copy.questions.weight.label) as HTMLInputElement).value = "80000";
    (within(container).getByLabelText(copy.questions.axles.label) as HTMLInputElement).value = "5";
    (within(container).getByLabelText(copy.stateNames.NY) as HTMLInputElement).checked = true;
    (within(container).getByLabelText(copy.questions.trucks.label) as HTMLInputElement).value = "3";
    (within(container).getByLabelText(copy.questions.usdot.label) as HTMLInputElement).value = "1234567";
    (within(container).getByLabelText(copy.questions.firstUse.label) as HTMLSelectElement).value = "3";

    render(englishCheckup(), { container, hydrate: true });
    expect(within(container).getByLabelText(copy.questions.weight.label)).toHaveValue("80000");
    expect(within(container).getByLabelText(copy.stateNames.NY)).toBeChecked();
    expect(within(container).getByRole("button", { name: copy.submit })).toHaveAttribute("type", "submit");
    expect(within(container).getByRole("button", { name: copy.submit })).not.toHaveAttribute("aria-disabled");

    await userEvent.setup({ delay: null }).click(within(container).getByRole("button", { name: copy.submit }));
    // March of the Form 2290 period that holds November 23, 2026: March 2027.
    expect(window.location.search).toBe(
      "?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=NY&new=no&employees=no&trucks=3&dot=1234567&first=2027-03",
    );
    expect(within(container).getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
  });

  it("keeps a No to the truck question answered before React ran, and leaves the truck questions out", async () => {
    const container = prerender();
    const inGroup = (legend: string, answer: string) =>
      within(within(container).getByRole("group", { name: legend })).getByLabelText(answer) as HTMLInputElement;
    inGroup(copy.questions.truck.label, copy.no).checked = true;
    render(englishCheckup(), { container, hydrate: true });
    expect(within(container).queryByLabelText(copy.questions.weight.label)).toBeNull();
    expect(within(container).queryByRole("group", { name: copy.questions.leaves.label })).toBeNull();
    expect(inGroup(copy.questions.truck.label, copy.no)).toBeChecked();
  });
});
