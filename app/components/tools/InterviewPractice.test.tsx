// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InterviewPractice } from "./InterviewPractice";
import { contentFor } from "~/content";
import { shaped } from "~/i18n/shape-text.test-helpers";

const en = contentFor("en").cdlPractice;
const ru = contentFor("ru").cdlPractice;
const bg = contentFor("bg").cdlPractice;

afterEach(cleanup);

describe("InterviewPractice", () => {
  it("lists at least 20 questions with a model answer each, all in English, on an English page", () => {
    const { container } = render(
      <InterviewPractice questions={en.interview.questions} labels={en.interview} locale="en" />,
    );
    expect(en.interview.questions.length).toBeGreaterThanOrEqual(20);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(en.interview.questions.length);
    expect(items[0]).toHaveTextContent(
      `${en.interview.questions[0]!.question}${en.interview.answer} ${en.interview.questions[0]!.answer}`,
    );
    // Nothing to hide and nothing to mark: the page itself is English.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(container.querySelector("[lang]")).toBeNull();
  });

  it.each([
    ["ru", ru],
    ["bg", bg],
  ] as const)(
    "on a %s page, shows each translation beside the English, which is marked lang=en, under a checkbox that hides them",
    (locale, local) => {
      const { container } = render(
        <InterviewPractice
          questions={en.interview.questions}
          translations={local.interview.questions}
          labels={local.interview}
          locale={locale}
        />,
      );
      const toggle = screen.getByRole("checkbox", { name: local.interview.hideTranslations });
      expect(toggle).not.toBeChecked();
      const item = screen.getAllByRole("listitem")[4]!;
      // The pair's own elements, not the English terms marked inside the translation beside it.
      const translation = ".group-has-checked\\/interview\\:hidden";
      const english = [...item.querySelectorAll('[lang="en"]')]
        .filter((element) => !element.closest(translation))
        .map((element) => element.textContent);
      expect(english).toEqual(
        [en.interview.questions[4]!.question, en.interview.questions[4]!.answer].map((text) => shaped(text, "en")),
      );
      expect(item).toHaveTextContent(local.interview.questions[4]!.answer.replace(/\s+/g, " "));
      // The translations stay in the markup; a CSS rule on the checked box hides them.
      expect(container.querySelectorAll(".group-has-checked\\/interview\\:hidden")).toHaveLength(
        en.interview.questions.length,
      );
    },
  );
});
