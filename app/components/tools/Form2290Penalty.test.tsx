// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMessage } from "~/i18n/message";
import { formats } from "~/i18n/format";
import { LATE_FILING_MAX_MONTHS, latePenalty } from "~/lib/tools/form2290";
import { prerendered } from "../prerendered.test-helpers";
import Form2290Penalty from "./Form2290Penalty";
import { penaltyEstimateHref, penaltyEstimatePage } from "./penalty-handoff";
import { settle, wordsSite } from "./words-site.test-helpers";
import { contentFor } from "~/content";
import { form2290PenaltyAnswersPath, form2290PenaltyParts } from "~/content/tool-words";

const copy = contentFor("en").form2290Penalty;

const site = wordsSite({ [form2290PenaltyAnswersPath]: form2290PenaltyParts(copy).answer });
const status = () => screen.getByRole("status");
const taxField = () => screen.getByRole("textbox", { name: copy.tax });
const monthsField = () => screen.getByRole("textbox", { name: copy.months });
const island = (
  <Form2290Penalty copy={form2290PenaltyParts(copy).island} answerCopyUrl={form2290PenaltyAnswersPath} locale="en" />
);

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("Form2290Penalty", () => {
  it("carries only the fields' words and the note; the estimate's words come from its address", () => {
    const props = form2290PenaltyParts(copy).island;
    expect(Object.keys(props).sort()).toEqual(["months", "note", "tax", "unavailable"]);
    expect(JSON.stringify(props)).not.toContain(copy.estimate);
    expect(JSON.stringify(props)).not.toContain(copy.errors["months-not-whole"]);
  });

  it("gives the estimate in fetched words, with the cap past five months, and a typed mistake's message", async () => {
    const user = userEvent.setup({ delay: null });
    render(island);
    await settle();
    await user.type(taxField(), "550");
    await user.type(monthsField(), "3");
    // 4.5% a month of $550, for three months.
    expect(status()).toHaveTextContent(`${copy.estimate} $74.25. ${copy.interest}`);
    await user.clear(monthsField());
    await user.type(monthsField(), "7");
    expect(status()).toHaveTextContent(formatMessage(copy.capped, { months: LATE_FILING_MAX_MONTHS }, "en"));
    await user.type(monthsField(), ".5");
    expect(status()).toHaveTextContent(copy.errors["months-not-whole"]);
    expect(monthsField()).toHaveAttribute("aria-invalid", "true");
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([form2290PenaltyAnswersPath]);
  });

  it("opened from the calculator's link, keeps a tax typed before it ran and takes the link's months", async () => {
    window.history.replaceState(null, "", penaltyEstimateHref(penaltyEstimatePage, 62000, 3));
    const container = prerendered(island);
    // What a visitor does before the island hydrates: the browser changes the DOM, React is not there.
    container.querySelector<HTMLInputElement>(`input[inputmode="decimal"]`)!.value = "700";
    render(island, { container, hydrate: true });
    await settle();
    expect(taxField()).toHaveValue("700");
    expect(monthsField()).toHaveValue("3");
    const penalty = latePenalty(700, 3);
    if (!penalty.ok) throw new Error(penalty.error);
    expect(status()).toHaveTextContent(`${copy.estimate} ${formats.en.usdCents(penalty.value.penalty)}.`);
  });

  it("says so when its words cannot be fetched, keeps what was typed, and answers after the next change", async () => {
    site.offline = true;
    const user = userEvent.setup({ delay: null });
    render(island);
    await settle();
    await user.type(taxField(), "550");
    expect(status()).toBeEmptyDOMElement();
    await user.type(monthsField(), "3");
    // The change asks again for the words; their failure arrives after the change.
    await settle();
    expect(status()).toHaveTextContent(copy.unavailable);
    expect(status()).not.toHaveTextContent(copy.estimate);
    site.offline = false;
    await user.clear(monthsField());
    await user.type(monthsField(), "2");
    await settle();
    expect(taxField()).toHaveValue("550");
    expect(status()).toHaveTextContent(`${copy.estimate} $49.50. ${copy.interest}`);
    expect(status()).not.toHaveTextContent(copy.unavailable);
  });
});
