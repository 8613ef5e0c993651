// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMessage } from "~/i18n/message";
import { LATE_FILING_MAX_MONTHS } from "~/lib/tools/form2290";
import Form2290Penalty from "./Form2290Penalty";
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

afterEach(cleanup);

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
