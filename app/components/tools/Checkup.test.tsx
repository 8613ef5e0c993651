// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { contact } from "~/content/en/contact";
import { checkupAnswersPath, checkupCopy as copy, checkupParts } from "~/content/en/tools/checkup";
import { localizePath } from "~/i18n/locales";
import { checkupCopy as ruCopy } from "~/content/ru/tools/checkup";
import type { SiteConfig } from "~/lib/site";
import { saveHandoff } from "~/lib/handoff";
import ContactForm from "../ContactForm";
import Checkup from "./Checkup";

const clock = () => new Date("2026-11-23T18:00:00Z");
const link = "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no";
/** A link the checkup wrote before it asked whether the truck leaves Illinois or pulls a trailer. */
const oldLink = "hire=yes&broker=no&interstate=yes&weight=80000&axles=5&states=KY,CT&new=no&employees=no";

/** What the site serves at each language's /checkup-answers.json (app/pages/[...lang]/checkup-answers.json.ts). */
const answerCopyUrl = (locale: "en" | "ru") => localizePath(checkupAnswersPath, locale);
const answerCopies: Record<string, unknown> = {
  [answerCopyUrl("en")]: checkupParts(copy).answer,
  [answerCopyUrl("ru")]: checkupParts(ruCopy).answer,
};
/** The site as fetch sees it: the answer's words at their address, or a dropped connection when `offline`. */
const site = { offline: false };
const serveAnswerCopy = async (url: string) => {
  if (site.offline) throw new TypeError("Failed to fetch");
  const body = answerCopies[url];
  return body ? Response.json(body) : new Response("Not found", { status: 404 });
};

/** Renders the checkup and lets it fetch the answer's words, as it does once it runs on the page. */
async function renderCheckup(locale: "en" | "ru" = "en", calendarFeed = true) {
  const rendered = render(
    <Checkup
      copy={checkupParts(locale === "ru" ? ruCopy : copy).island}
      answerCopyUrl={answerCopyUrl(locale)}
      locale={locale}
      calendarFeed={calendarFeed}
      clock={clock}
    />,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return rendered;
}

const rowFor = (path: string, extra = "") => document.querySelector(`[data-filing="${path}"]${extra}`);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const group = (legend: string) => screen.getByRole("group", { name: legend });

beforeEach(() => {
  window.history.replaceState(null, "", "/checkup");
  window.sessionStorage.clear();
  site.offline = false;
  vi.stubGlobal("fetch", vi.fn(serveAnswerCopy));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Dozens of simulated key presses each: give a busy, shared machine time.
describe("Checkup", { timeout: 20_000 }, () => {
  it("is answered with the keyboard alone and shows the list", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();

    await user.tab();
    expect(within(group(copy.questions.hire.label)).getByLabelText("Yes")).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    expect(within(group(copy.questions.broker.label)).getByLabelText("Yes")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    await user.tab();
    await user.keyboard(" ");
    await user.tab();
    expect(within(group(copy.questions.leaves.label)).getByLabelText("Yes")).toHaveFocus();
    await user.keyboard(" ");
    await user.tab();
    await user.keyboard("80,000");
    await user.tab();
    await user.keyboard("5");
    await user.tab();
    expect(within(group(copy.questions.trailer.label)).getByLabelText("Yes")).toHaveFocus();
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
    expect(within(group(copy.questions.newBusiness.label)).getByLabelText("Yes")).toHaveFocus();
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
    expect(await screen.findByRole("heading", { name: copy.result.heading })).toHaveFocus();
    expect(rowFor("/motor-carrier-authority")).toHaveAttribute("data-status", "required");
    expect(rowFor("/state-quarterly-ky-nm-ny", '[data-state="KY"]')).toHaveAttribute("data-status", "required");
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

  it("on a submit with answers missing, marks them, keeps the rest and shows no list", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    await user.click(within(group(copy.questions.hire.label)).getByLabelText("Yes"));
    await user.type(field(copy.questions.weight.label), "26,001");
    await user.click(screen.getByRole("button", { name: copy.submit }));

    expect(screen.getByRole("alert")).toHaveTextContent(copy.errors.summary);
    expect(within(group(copy.questions.broker.label)).getByLabelText("Yes")).toHaveFocus();
    expect(group(copy.questions.broker.label)).toHaveAccessibleDescription(expect.stringContaining(copy.errors.chooseOne));
    expect(field(copy.questions.axles.label)).toHaveAccessibleDescription(expect.stringContaining(copy.errors.axles.empty));
    expect(within(group(copy.questions.hire.label)).getByLabelText("Yes")).toBeChecked();
    expect(field(copy.questions.weight.label)).toHaveValue("26,001");
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
  });

  it("opens a link straight to the list, with the answers in the form", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();

    expect(screen.getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
    expect(field(copy.questions.weight.label)).toHaveValue("80000");
    expect(field(copy.stateNames.NY)).toBeChecked();
    expect(field(copy.stateNames.OR)).not.toBeChecked();

    const usdot = rowFor("/dot-number-registration");
    expect(usdot).toHaveAttribute("data-status", "required");
    expect(within(usdot as HTMLElement).getByRole("link", { name: copy.filingNames.usdot })).toHaveAttribute("href", "/dot-number-registration");
    expect(usdot).toHaveTextContent("Because your truck weighs more than 10,000 lb and you or your loads cross state lines.");
    expect(rowFor("/motor-carrier-authority")).toHaveTextContent("$300, one time");
    expect(rowFor("/ifta-registration")).toHaveTextContent("Next due: Dec 31, 2026: IFTA license renewal for 2027 due");
  });

  it("says so when the list's words cannot be fetched, keeps the answers, and shows the list on the next try", async () => {
    const user = userEvent.setup({ delay: null });
    site.offline = true;
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();

    const unavailable = () => screen.queryByText(copy.errors.answerUnavailable);
    expect(unavailable()).toHaveAttribute("role", "alert");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).not.toBeInTheDocument();
    expect(field(copy.questions.weight.label)).toHaveValue("80000");

    site.offline = false;
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByRole("heading", { name: copy.result.heading })).toHaveFocus();
    expect(unavailable()).not.toBeInTheDocument();
    expect(rowFor("/motor-carrier-authority")).toHaveAttribute("data-status", "required");
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(["/checkup-answers.json", "/checkup-answers.json"]);
  });

  it("gives each row this truck's amount and next due date from the optional answers", async () => {
    window.history.replaceState(null, "", `/checkup?${link}&trucks=4&dot=1234567&first=2026-11`);
    await renderCheckup();

    expect(field(copy.questions.trucks.label)).toHaveValue("4");
    expect(field(copy.questions.usdot.label)).toHaveValue("1234567");
    expect(field(copy.questions.firstUse.label)).toHaveValue("11");
    expect(rowFor("/ucr-registration")).toHaveTextContent("For your truck: $138 a year for 4 trucks (the 3-5 vehicle bracket)");
    expect(rowFor("/ucr-registration")).not.toHaveTextContent("Fee:");
    expect(rowFor("/form-2290")).toHaveTextContent(
      "For your truck: $366.67 for the period of a truck first used in November 2026; $550.00 for a full tax period, July to June (category V)",
    );
    expect(rowFor("/form-2290")).toHaveTextContent("Next due: Dec 31, 2026: Form 2290 for a truck first used in November 2026 due");
    expect(rowFor("/state-quarterly-ky-nm-ny", '[data-state="NY"]')).toHaveTextContent("About $54.60 for every 1,000 loaded miles in New York at 80,000 lb");
    expect(rowFor("/dot-number-registration")).toHaveTextContent("Next due: Jul 31, 2028: MCS-150 update for USDOT 1234567 due");
    expect(rowFor("/motor-carrier-authority")).toHaveTextContent("Next due: Once, when you apply: no yearly date.");
  });

  it("asks for the USDOT number on the USDOT row when it was not given, and checks one as typed", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup();
    expect(rowFor("/dot-number-registration")).toHaveTextContent(copy.plan.due.needsUsdot);

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
    // 1234513: March of odd years.
    expect(rowFor("/dot-number-registration")).toHaveTextContent("Mar 31, 2027: MCS-150 update for USDOT 1234513 due");
  });

  it("offers this truck's dates as a calendar download and, on a server, as a subscription carrying the answers", async () => {
    window.history.replaceState(null, "", `/checkup?${link}&trucks=1`);
    await renderCheckup();
    const download = screen.getByRole("link", { name: copy.plan.calendar.download });
    expect(download).toHaveAttribute("download", "my-filing-dates.ics");
    const href = download.getAttribute("href") ?? "";
    expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/);

    // Read back as a calendar app reads it.
    const calendar = new ICAL.Component(ICAL.parse(decodeURIComponent(href.slice(href.indexOf(",") + 1))));
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const titles = events.map((e) => e.summary);
    expect(titles).toContain("UCR registration for 2027 due");
    expect(titles).toContain("Kentucky weight-distance tax (KYU) return for Q4 2026 due");
    expect(titles.filter((t) => /Oregon|Connecticut|New Mexico/.test(t))).toEqual([]);
    const ucr = events.find((e) => e.summary === "UCR registration for 2027 due");
    expect(ucr?.startDate.toString()).toBe("2026-12-31");
    expect(ucr?.description).toContain("$46 a year for 1 truck (the 0-2 vehicle bracket)");
    expect(ucr?.description).toContain("Details: http://localhost:3000/ucr-registration");

    const feed = `/calendar.ics?${link}&trucks=1&lang=en`;
    expect(screen.getByRole("link", { name: copy.plan.calendar.subscribe })).toHaveAttribute("href", `webcal://localhost:3000${feed}`);
    expect(field(copy.plan.calendar.copyLabel)).toHaveValue(`http://localhost:3000${feed}`);
  });

  it("offers only the download on a static host, which serves no feed", async () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    await renderCheckup("en", false);
    expect(screen.getByRole("link", { name: copy.plan.calendar.download })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: copy.plan.calendar.subscribe })).toBeNull();
    expect(screen.queryByLabelText(copy.plan.calendar.copyLabel)).toBeNull();
  });

  it("writes the list in the page's language, with its numbers, dates and links", async () => {
    window.history.replaceState(null, "", `/ru/checkup?${link}`);
    await renderCheckup("ru");

    const usdot = rowFor("/dot-number-registration") as HTMLElement;
    expect(within(usdot).getByRole("link", { name: ruCopy.filingNames.usdot })).toHaveAttribute("href", "/ru/dot-number-registration");
    expect(usdot.textContent).toContain("Ваш грузовик тяжелее 10\u00a0000\u00a0фунтов, и ваши поездки или грузы пересекают границы штатов.");
    expect(rowFor("/ifta-registration")?.textContent).toContain("Продлить лицензию IFTA на 2027\u00a0год — до 31\u00a0декабря 2026\u00a0г.");
    expect(screen.getByText(/^Вам не нужно \(\d+ пункт/)).toBeInTheDocument();
  });

  it("opens a link made before the leaves and trailer questions, and waits for those answers", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${oldLink}`);
    await renderCheckup();

    expect(screen.getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
    expect(rowFor("/irp-new-registration")).toHaveAttribute("data-status", "check");
    expect(rowFor("/ifta-registration")).toHaveTextContent("It needs this only if the truck itself drives outside Illinois");
    expect(rowFor("/ct-quarterly", '[data-state="CT"]')).toHaveAttribute("data-status", "check");
    expect(rowFor("/dot-number-registration")).toHaveAttribute("data-status", "required");
    for (const q of ["leaves", "trailer"] as const) {
      for (const answer of ["Yes", "No"]) expect(within(group(copy.questions[q].label)).getByLabelText(answer)).not.toBeChecked();
    }

    // Answering them and showing the list again settles both rows.
    await user.click(within(group(copy.questions.leaves.label)).getByLabelText("Yes"));
    await user.click(within(group(copy.questions.trailer.label)).getByLabelText("No"));
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe("?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=no&states=KY,CT&new=no&employees=no");
    expect(rowFor("/irp-new-registration")).toHaveAttribute("data-status", "required");
    expect(rowFor("/ct-quarterly", '[data-state="CT"]')).toHaveAttribute("data-status", "not-required");
  });

  it("tells an Illinois-only drayage truck it needs no IRP or IFTA, but the interstate filings", async () => {
    window.history.replaceState(null, "", `/checkup?${link.replace("leaves=yes", "leaves=no").replace("states=KY,NY", "states=")}`);
    await renderCheckup();
    expect(rowFor("/irp-new-registration")).toHaveAttribute("data-status", "not-required");
    expect(rowFor("/ifta-registration")).toHaveTextContent(copy.reasons["truck-stays-in-illinois"]);
    expect(rowFor("/ucr-registration")).toHaveAttribute("data-status", "required");
    expect(rowFor("/motor-carrier-authority")).toHaveAttribute("data-status", "required");
  });

  it("names answers that contradict each other, and keeps them", async () => {
    const user = userEvent.setup({ delay: null });
    await renderCheckup();
    const leaves = group(copy.questions.leaves.label);
    await user.click(within(group(copy.questions.interstate.label)).getByLabelText("No"));
    await user.click(within(leaves).getByLabelText("Yes"));
    expect(leaves).toHaveAccessibleDescription(expect.stringContaining(copy.errors.conflicts["leaves-but-stays"]));
    expect(within(leaves).getByLabelText("Yes")).toHaveAttribute("aria-invalid", "true");

    await user.click(within(leaves).getByLabelText("No"));
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
    const broker = rowFor("/broker-authority");
    expect(broker).toHaveAttribute("data-status", "not-required");
    const details = broker?.closest("details");
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute("open");
    expect(details?.parentElement?.querySelector("h3")).toHaveTextContent(copy.result.groupHeadings["not-required"]);
    expect(rowFor("/form-2290")?.closest("details")).toBeNull();
  });

  it("falls back to the questions for a malformed link", async () => {
    window.history.replaceState(null, "", "/checkup?hire=maybe&weight=lots");
    await renderCheckup();
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
    expect(screen.getByRole("button", { name: copy.submit })).toBeInTheDocument();
  });

  it("goes back to the questions with the back button, keeping the answers", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", "/checkup");
    await renderCheckup();
    for (const q of ["hire", "broker", "interstate", "leaves", "trailer", "newBusiness", "employees"] as const) {
      await user.click(within(group(copy.questions[q].label)).getByLabelText(q === "hire" ? "Yes" : "No"));
    }
    await user.type(field(copy.questions.weight.label), "26,000 lb");
    await user.type(field(copy.questions.axles.label), "2");
    await user.click(screen.getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe("?hire=yes&broker=no&interstate=no&leaves=no&weight=26000&axles=2&trailer=no&states=&new=no&employees=no");
    expect(rowFor("/illinois-intrastate-authority")).toHaveAttribute("data-status", "required");

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(window.location.search).toBe("");
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
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
    expect(message).toContain("Required:\n- USDOT number: Because your truck weighs more than 10,000 lb");
    expect(message).toContain("Check with us:\n- Illinois intrastate authority (ICC)");
    expect(message).toContain("- UCR registration: Because your truck weighs more than 10,000 lb and you or your loads cross state lines.\n  Next due: Dec 31, 2026: UCR registration for 2027 due");
    expect(message).not.toContain("Broker authority");
    expect(message).toContain(`My answers: http://localhost:3000/checkup?${link}`);
  });
});

describe("ContactForm and the checkup's hand-off", () => {
  const emailService = {
    publicKey: "key",
    serviceId: "service",
    templateId: "template",
    origin: "",
    blockHeadless: false,
    throttleMs: 0,
    timeoutMs: 1000,
  } as unknown as SiteConfig["emailService"];

  it("starts the message with the list, and the visitor can edit it", async () => {
    const user = userEvent.setup({ delay: null });
    saveHandoff("Required:\n- USDOT number");
    render(<ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} />);
    const message = screen.getByLabelText(/Message/) as HTMLTextAreaElement;
    expect(message).toHaveValue("Required:\n- USDOT number");
    await user.type(message, "\nI have two trucks.");
    expect(message).toHaveValue("Required:\n- USDOT number\nI have two trucks.");
    expect(window.sessionStorage.getItem("contact-message")).toBeNull();
  });

  it("never overwrites what the visitor typed before the page came to life", () => {
    saveHandoff("Required:\n- USDOT number");
    const container = prerendered(<ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} />);
    const typed = container.querySelector("textarea") as HTMLTextAreaElement;
    typed.value = "My own words";
    render(<ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} />, { container, hydrate: true });
    expect(container.querySelector("textarea")).toHaveValue("My own words");
  });

  it("starts empty without a hand-off", () => {
    render(<ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} />);
    expect(screen.getByLabelText(/Message/)).toHaveValue("");
  });
});

describe("Checkup before hydration", () => {
  const prerender = () => prerendered(<Checkup copy={checkupParts(copy).island} answerCopyUrl={answerCopyUrl("en")} locale="en" calendarFeed clock={clock} />);
  afterEach(() => document.body.replaceChildren());

  it("pre-renders live questions, no answer, and a button that waits for React", () => {
    const container = prerender();
    expect(container.textContent).toContain(copy.questions.hire.label);
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
    for (const [question, answer] of [
      ["hire", "Yes"],
      ["broker", "No"],
      ["interstate", "Yes"],
      ["leaves", "Yes"],
      ["trailer", "Yes"],
      ["newBusiness", "No"],
      ["employees", "No"],
    ] as const) inGroup(copy.questions[question].label, answer).checked = true;
    (within(container).getByLabelText(copy.questions.weight.label) as HTMLInputElement).value = "80000";
    (within(container).getByLabelText(copy.questions.axles.label) as HTMLInputElement).value = "5";
    (within(container).getByLabelText(copy.stateNames.NY) as HTMLInputElement).checked = true;
    (within(container).getByLabelText(copy.questions.trucks.label) as HTMLInputElement).value = "3";
    (within(container).getByLabelText(copy.questions.usdot.label) as HTMLInputElement).value = "1234567";
    (within(container).getByLabelText(copy.questions.firstUse.label) as HTMLSelectElement).value = "3";

    render(<Checkup copy={checkupParts(copy).island} answerCopyUrl={answerCopyUrl("en")} locale="en" calendarFeed clock={clock} />, { container, hydrate: true });
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
});
