// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contact } from "~/content/en/contact";
import { checkupCopy as copy } from "~/content/en/tools/checkup";
import { checkupCopy as ruCopy } from "~/content/ru/tools/checkup";
import type { SiteConfig } from "~/lib/site";
import { saveHandoff } from "~/lib/handoff";
import ContactForm from "../ContactForm";
import Checkup from "./Checkup";

const clock = () => new Date("2026-11-23T18:00:00Z");
const link = "hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no";
/** A link the checkup wrote before it asked whether the truck leaves Illinois or pulls a trailer. */
const oldLink = "hire=yes&broker=no&interstate=yes&weight=80000&axles=5&states=KY,CT&new=no&employees=no";

function renderCheckup(locale: "en" | "ru" = "en") {
  return render(<Checkup copy={locale === "ru" ? ruCopy : copy} locale={locale} zone="America/Chicago" clock={clock} />);
}

const rowFor = (path: string, extra = "") => document.querySelector(`[data-filing="${path}"]${extra}`);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const group = (legend: string) => screen.getByRole("group", { name: legend });

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
    renderCheckup();

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
    await user.tab();
    expect(screen.getByRole("button", { name: copy.submit })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(window.location.search).toBe(`?${link}`);
    expect(await screen.findByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
    expect(rowFor("/motor-carrier-authority")).toHaveAttribute("data-status", "required");
    expect(rowFor("/state-quarterly-ky-nm-ny", '[data-state="KY"]')).toHaveAttribute("data-status", "required");
  });

  it("says what is wrong as the visitor types, and keeps what they typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckup();
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
    renderCheckup();
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

  it("opens a link straight to the list, with the answers in the form", () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    renderCheckup();

    expect(screen.getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
    expect(field(copy.questions.weight.label)).toHaveValue("80000");
    expect(field(copy.stateNames.NY)).toBeChecked();
    expect(field(copy.stateNames.OR)).not.toBeChecked();

    const usdot = rowFor("/dot-number-registration");
    expect(usdot).toHaveAttribute("data-status", "required");
    expect(within(usdot as HTMLElement).getByRole("link", { name: copy.filingNames.usdot })).toHaveAttribute("href", "/dot-number-registration");
    expect(usdot).toHaveTextContent("Because your truck weighs more than 10,000 lb and you or your loads cross state lines.");
    expect(rowFor("/motor-carrier-authority")).toHaveTextContent("$300, one time");
    expect(rowFor("/ifta-registration")).toHaveTextContent("Feb 1, 2027 (quarterly return)");
  });

  it("writes the list in the page's language, with its numbers, dates and links", () => {
    window.history.replaceState(null, "", `/ru/checkup?${link}`);
    renderCheckup("ru");

    const usdot = rowFor("/dot-number-registration") as HTMLElement;
    expect(within(usdot).getByRole("link", { name: ruCopy.filingNames.usdot })).toHaveAttribute("href", "/ru/dot-number-registration");
    expect(usdot.textContent).toContain("Ваш грузовик тяжелее 10\u00a0000\u00a0фунтов, и ваши поездки или грузы пересекают границы штатов.");
    expect(rowFor("/ifta-registration")?.textContent).toContain("1\u00a0февраля 2027\u00a0г. (квартальный отчёт)");
    expect(screen.getByText(/^Вам не нужно \(\d+ пункт/)).toBeInTheDocument();
  });

  it("opens a link made before the leaves and trailer questions, and waits for those answers", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${oldLink}`);
    renderCheckup();

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

  it("tells an Illinois-only drayage truck it needs no IRP or IFTA, but the interstate filings", () => {
    window.history.replaceState(null, "", `/checkup?${link.replace("leaves=yes", "leaves=no").replace("states=KY,NY", "states=")}`);
    renderCheckup();
    expect(rowFor("/irp-new-registration")).toHaveAttribute("data-status", "not-required");
    expect(rowFor("/ifta-registration")).toHaveTextContent(copy.reasons["truck-stays-in-illinois"]);
    expect(rowFor("/ucr-registration")).toHaveAttribute("data-status", "required");
    expect(rowFor("/motor-carrier-authority")).toHaveAttribute("data-status", "required");
  });

  it("names answers that contradict each other, and keeps them", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckup();
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

  it("puts rows that are not required under their own heading, collapsed", () => {
    window.history.replaceState(null, "", `/checkup?${link}`);
    renderCheckup();
    const broker = rowFor("/broker-authority");
    expect(broker).toHaveAttribute("data-status", "not-required");
    const details = broker?.closest("details");
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute("open");
    expect(details?.parentElement?.querySelector("h3")).toHaveTextContent(copy.result.groupHeadings["not-required"]);
    expect(rowFor("/form-2290")?.closest("details")).toBeNull();
  });

  it("falls back to the questions for a malformed link", () => {
    window.history.replaceState(null, "", "/checkup?hire=maybe&weight=lots");
    renderCheckup();
    expect(screen.queryByRole("heading", { name: copy.result.heading })).toBeNull();
    expect(screen.getByRole("button", { name: copy.submit })).toBeInTheDocument();
  });

  it("goes back to the questions with the back button, keeping the answers", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", "/checkup");
    renderCheckup();
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
    renderCheckup();
    await user.click(screen.getByRole("button", { name: copy.result.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("leaves the list for the contact form and links to it", async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, "", `/checkup?${link}`);
    renderCheckup();
    const send = screen.getByRole("link", { name: copy.result.send });
    expect(send).toHaveAttribute("href", "/contact");
    // jsdom cannot load another page; the hand-off is written before the browser would leave.
    send.addEventListener("click", (e) => e.preventDefault());
    await user.click(send);

    const message = window.sessionStorage.getItem("contact-message") ?? "";
    expect(message).toContain("Required:\n- USDOT number: Because your truck weighs more than 10,000 lb");
    expect(message).toContain("Check with us:\n- Illinois intrastate authority (ICC)");
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
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm emailService={emailService} sendIcon="<svg></svg>" copy={contact.form} />);
    document.body.append(container);
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
  const prerendered = () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Checkup copy={copy} locale="en" zone="America/Chicago" clock={clock} />);
    document.body.append(container);
    return container;
  };
  afterEach(() => document.body.replaceChildren());

  it("pre-renders live questions, no answer, and a button that waits for React", () => {
    const container = prerendered();
    expect(container.textContent).toContain(copy.questions.hire.label);
    const fields = [...container.querySelectorAll("input")];
    expect(fields.length).toBeGreaterThan(15);
    for (const input of fields) expect(input).toBeEnabled();
    expect(container.querySelector("button")).toBeDisabled();
    expect(container.textContent).not.toContain(copy.result.heading);
  });

  it("keeps what was answered before React ran, and acts on it", async () => {
    const container = prerendered();
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

    render(<Checkup copy={copy} locale="en" zone="America/Chicago" clock={clock} />, { container, hydrate: true });
    expect(within(container).getByLabelText(copy.questions.weight.label)).toHaveValue("80000");
    expect(within(container).getByLabelText(copy.stateNames.NY)).toBeChecked();

    await userEvent.setup({ delay: null }).click(within(container).getByRole("button", { name: copy.submit }));
    expect(window.location.search).toBe("?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=NY&new=no&employees=no");
    expect(within(container).getByRole("heading", { name: copy.result.heading })).toBeInTheDocument();
  });
});
