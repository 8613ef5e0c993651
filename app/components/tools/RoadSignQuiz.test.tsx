// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerendered } from "../prerendered.test-helpers";
import { firstRound, rightChoice, roadSignIds, type RoadSignId } from "~/lib/tools/road-signs";
import { pressedProperty, type PressedButton } from "~/scripts/pressed-before-hydration";
import RoadSignQuiz from "./RoadSignQuiz";
import { contentFor } from "~/content";

const english = contentFor("en").cdlPractice;
const ruCopy = contentFor("ru").cdlPractice;
const bgCopy = contentFor("bg").cdlPractice;

const copy = english.signs;
const copies = { en: copy, ru: ruCopy.signs, bg: bgCopy.signs } as const;
const total = roadSignIds.length;

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const groups = () => screen.getAllByRole("group");
const groupOf = (position: number) =>
  screen.getByRole("group", { name: `Sign ${position} of ${total}: what does it mean?` });
const item = (group: HTMLElement) => group.closest("li")!;
const liveRegion = (group: HTMLElement) => item(group).querySelector("[aria-live]")!;
const buttonOf = (group: HTMLElement) => within(item(group)).getByRole("button");
/** The sign a group shows, read from its drawing's text alternative. */
const signOf = (group: HTMLElement): RoadSignId => {
  const name = within(group).getByRole("img").getAttribute("alt");
  return roadSignIds.find((id) => copy.signs[id].alt === name)!;
};

/** With focus on a group's first radio button: moves down to the choice in place `place`, selects it, and checks it. */
async function answerByKeyboard(user: UserEvent, place: number) {
  if (place === 0) await user.keyboard(" ");
  for (let i = 0; i < place; i++) await user.keyboard("{ArrowDown}");
  await user.tab();
  await user.keyboard("{Enter}");
}

/** Where the right answer (or a wrong one) of the sign in `group` sits among its radio buttons. */
function placeOf(group: HTMLElement, right: boolean): number {
  return within(group)
    .getAllByRole("radio")
    .findIndex((radio) => radio.getAttribute("value") === (right ? "0" : "1"));
}

describe("RoadSignQuiz", () => {
  it("draws every sign with a text alternative, in list order, with three choices each", () => {
    render(<RoadSignQuiz copy={copy} locale="en" />);
    expect(groups()).toHaveLength(total);
    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(roadSignIds.map((id) => copy.signs[id].alt));
    expect(images.map((image) => image.getAttribute("src"))).toEqual(roadSignIds.map((id) => `/road-signs/${id}.svg`));
    for (const image of images) expect(image).toHaveAttribute("loading", "lazy");
    for (const group of groups()) expect(within(group).getAllByRole("radio")).toHaveLength(3);
  });

  it("is answered with the keyboard alone: the live region says right or wrong and why, and focus moves on", async () => {
    const user = userEvent.setup({ delay: null });
    render(<RoadSignQuiz copy={copy} locale="en" />);
    const first = groupOf(1);
    within(first).getAllByRole("radio")[0]!.focus();
    await answerByKeyboard(user, placeOf(first, true));
    expect(liveRegion(first)).toHaveTextContent(`Right. ${copy.signs.stop.explanation}`);
    expect(buttonOf(first)).toHaveTextContent(copy.next);
    expect(buttonOf(first)).toHaveFocus();
    for (const radio of within(first).getAllByRole("radio")) expect(radio).toBeDisabled();

    await user.keyboard("{Enter}");
    const second = groupOf(2);
    expect(within(second).getAllByRole("radio")[0]).toHaveFocus();
    await answerByKeyboard(user, placeOf(second, false));
    expect(liveRegion(second)).toHaveTextContent(
      `Not quite. The right answer: ${copy.signs.yield.answer}. ${copy.signs.yield.explanation}`,
    );
  });

  it("asks for a choice when Check is pressed with none", async () => {
    const user = userEvent.setup({ delay: null });
    render(<RoadSignQuiz copy={copy} locale="en" />);
    await user.click(buttonOf(groupOf(3)));
    expect(liveRegion(groupOf(3))).toHaveTextContent(copy.choose);
    expect(buttonOf(groupOf(3))).toHaveTextContent(copy.check);
    await user.click(within(groupOf(3)).getAllByRole("radio")[0]!);
    expect(liveRegion(groupOf(3))).toHaveTextContent("");
  });

  it("gives the score once every sign is answered, and Try again mixes the signs and starts over", async () => {
    const user = userEvent.setup({ delay: null });
    render(<RoadSignQuiz copy={copy} locale="en" />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("button", { name: copy.tryAgain })).toBeNull();
    // Right on every sign but the last two.
    for (let position = 1; position <= total; position++) {
      const group = groupOf(position);
      await user.click(within(group).getAllByRole("radio")[placeOf(group, position <= total - 2)]!);
      await user.click(buttonOf(group));
    }
    expect(screen.getByRole("status")).toHaveTextContent(`You got ${total - 2} of ${total} signs right.`);
    const last = buttonOf(groupOf(total));
    expect(last).toHaveTextContent(copy.finish);
    await user.click(last);
    expect(screen.getByRole("status")).toHaveFocus();

    const before = groups().map(signOf);
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    await user.click(screen.getByRole("button", { name: copy.tryAgain }));
    const after = groups().map(signOf);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(within(groupOf(1)).getAllByRole("radio")[0]).toHaveFocus();
    for (const radio of screen.getAllByRole("radio")) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeEnabled();
    }
  });

  it("sends the visitor to the contact form with a message and the service Training", async () => {
    const user = userEvent.setup({ delay: null });
    render(<RoadSignQuiz copy={ruCopy.signs} locale="ru" />);
    const ask = screen.getByRole("link", { name: ruCopy.signs.ask });
    expect(ask).toHaveAttribute("href", "/ru/contact");
    ask.addEventListener("click", (e) => e.preventDefault());
    await user.click(ask);
    expect(window.sessionStorage.getItem("contact-message")).toBe(ruCopy.signs.handoff);
    expect(window.sessionStorage.getItem("contact-service")).toBe("Training");
  });

  it.each(["ru", "bg"] as const)("asks and explains in %s", async (locale) => {
    const user = userEvent.setup({ delay: null });
    const words = copies[locale];
    render(<RoadSignQuiz copy={words} locale={locale} />);
    const first = groups()[0]!;
    expect(first).toHaveAccessibleName(words.legend.replace("{position}", "1").replace("{total}", String(total)));
    expect(within(first).getByRole("img")).toHaveAccessibleName(words.signs.stop.alt);
    const right = firstRound().choices.stop.indexOf(rightChoice);
    await user.click(within(first).getAllByRole("radio")[right]!);
    await user.click(buttonOf(first));
    expect(liveRegion(first)).toHaveTextContent(`${words.right} ${words.signs.stop.explanation}`.replace(/\s+/g, " "));
  });
});

describe("RoadSignQuiz before hydration", () => {
  const prerender = () => prerendered(<RoadSignQuiz copy={copy} locale="en" />);

  it("is the same markup on every build: live radio buttons, Check waiting for React, and each right answer marked for readers without JavaScript", () => {
    expect(renderToString(<RoadSignQuiz copy={copy} locale="en" />)).toBe(
      renderToString(<RoadSignQuiz copy={copy} locale="en" />),
    );
    const container = prerender();
    for (const radio of container.querySelectorAll("input")) expect(radio).toBeEnabled();
    for (const button of container.querySelectorAll("button")) expect(button).toHaveAttribute("aria-disabled", "true");
    const marked = [...container.querySelectorAll(".nojs-only")].map((mark) => mark.closest("label")!.textContent);
    expect(marked).toEqual(roadSignIds.map((id) => `${copy.signs[id].answer} ✓ ${copy.rightAnswer}`));
  });

  it("keeps a choice made before React ran, and checks it once hydrated", async () => {
    const user = userEvent.setup({ delay: null });
    const container = prerender();
    const place = firstRound().choices.yield.indexOf(rightChoice);
    const radio = container.querySelectorAll<HTMLInputElement>('input[name$="-yield"]')[place]!;
    radio.checked = true;
    render(<RoadSignQuiz copy={copy} locale="en" />, { container, hydrate: true });
    expect(radio).toBeChecked();
    await user.click(buttonOf(groupOf(2)));
    expect(liveRegion(groupOf(2))).toHaveTextContent(`Right. ${copy.signs.yield.explanation}`);
  });

  it("checks, once hydrated, a choice whose Check was pressed before React ran, and only that sign", async () => {
    const errors = vi.spyOn(console, "error");
    const container = prerender();
    const place = firstRound().choices.yield.indexOf(rightChoice);
    container.querySelectorAll<HTMLInputElement>('input[name$="-yield"]')[place]!.checked = true;
    // What the page's loader writes on a waiting button pressed before hydration.
    const yieldCheck = container.querySelectorAll("li")[1]!.querySelector<PressedButton>("button")!;
    yieldCheck[pressedProperty] = true;
    render(<RoadSignQuiz copy={copy} locale="en" />, { container, hydrate: true });
    expect(await within(item(groupOf(2))).findByText("Right.")).toBeInTheDocument();
    expect(liveRegion(groupOf(2))).toHaveTextContent(`Right. ${copy.signs.yield.explanation}`);
    expect(buttonOf(groupOf(2))).toHaveTextContent(copy.next);
    expect(yieldCheck[pressedProperty]).toBeUndefined();
    expect(liveRegion(groupOf(1))).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });
});
