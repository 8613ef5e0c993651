// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "~/i18n/locales";
import { prerendered } from "./prerendered.test-helpers";
import { Text, TextShape } from "./Text";

const markup = (node: ReactNode, locale: Locale = "ru") =>
  renderToStaticMarkup(<TextShape locale={locale}>{node}</TextShape>);
const shaped = (text: string, locale: Locale = "ru") => markup(<Text>{text}</Text>, locale);

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("Text", () => {
  it("marks English runs and keeps codes and place names whole, as the build's pass over a page did", () => {
    expect(shaped("Подайте Form 2290 и Schedule 1 через IRS. Налог IFTA & IRP: $300.")).toBe(
      'Подайте <span lang="en">Form\u00a02290</span> и <span lang="en">Schedule\u00a01</span> через <span lang="en">IRS</span>. Налог <span lang="en">IFTA</span> &amp; <span lang="en">IRP</span>: $300.',
    );
    expect(shaped("Когда подавать Form MCS-150 и TB-HU-116?")).toBe(
      'Когда подавать <span lang="en" class="whitespace-nowrap">Form MCS-150</span> и <span lang="en" class="whitespace-nowrap">TB-HU-116</span>?',
    );
    expect(shaped("Отчёты в Кентукки, Нью-Мексико и Нью-Йорке", "bg")).toBe(
      'Отчёты в\u00a0Кентукки, <span class="whitespace-nowrap">Нью-Мексико</span> и <span class="whitespace-nowrap">Нью-Йорке</span>',
    );
  });

  it("keeps a text that mixes runs with other words one box where asked, so a flex link still wraps and keeps its spaces; a lone run needs no box", () => {
    expect(
      markup(
        <a className="flex">
          <Text box>Продление IRP</Text>
          <svg />
        </a>,
      ),
    ).toBe('<a class="flex"><span>Продление <span lang="en">IRP</span></span><svg></svg></a>');
    expect(markup(<Text box>IFTA</Text>)).toBe('<span lang="en">IFTA</span>');
    expect(markup(<Text box>Нью-Мексико</Text>)).toBe('<span class="whitespace-nowrap">Нью-Мексико</span>');
    expect(shaped("IFTA")).toBe('<span lang="en">IFTA</span>');
    expect(shaped(" Нью-Мексико ")).toBe(' <span class="whitespace-nowrap">Нью-Мексико</span> ');
  });

  it("renders a text with nothing to mark as text alone, its prepositions and names bound", () => {
    expect(
      markup(
        <p>
          <Text>Приходите в офис с документами к 9:00 (о налогах)</Text>
        </p>,
      ),
    ).toBe("<p>Приходите в\u00a0офис с\u00a0документами к\u00a09:00 (о\u00a0налогах)</p>");
    expect(shaped("Ню Йорк", "bg")).toBe("Ню\u00a0Йорк");
    expect(shaped("File Form 2290 in New Mexico", "en")).toBe("File Form\u00a02290 in New\u00a0Mexico");
    expect(shaped("")).toBe("");
  });

  it("leaves a table cell's names and codes free to break, in the cell's language", () => {
    expect(
      markup(
        <table>
          <caption>
            <Text>Нью-Мексико</Text>
          </caption>
          <TextShape inTable>
            <tbody>
              <tr>
                <th>
                  <Text>Нью-Мексико</Text>
                </th>
                <td>
                  <Text>Ню Йорк: Form 2290, TB-HU-116</Text>
                </td>
              </tr>
            </tbody>
          </TextShape>
        </table>,
      ),
    ).toBe(
      '<table><caption><span class="whitespace-nowrap">Нью-Мексико</span></caption><tbody><tr><th>Нью-Мексико</th><td>Ню Йорк: <span lang="en">Form 2290</span>, <span lang="en">TB-HU-116</span></td></tr></tbody></table>',
    );
    expect(
      markup(
        <TextShape inTable>
          <Text>Form 2290</Text>
        </TextShape>,
        "en",
      ),
    ).toBe("Form 2290");
  });

  it("renders the text as it is outside a provider, where the build's pass shapes it", () => {
    expect(renderToStaticMarkup(<Text>Отчёт IFTA в офис</Text>)).toBe("Отчёт IFTA в офис");
    expect(
      renderToStaticMarkup(
        <TextShape inTable>
          <Text>Отчёт IFTA</Text>
        </TextShape>,
      ),
    ).toBe("Отчёт IFTA");
  });

  it("hydrates the build's markup without a change or a warning", () => {
    const error = vi.spyOn(console, "error");
    const island = (
      <TextShape locale="ru">
        <p role="status">
          <Text>Отчёт IFTA в офис</Text> <Text>Нью-Мексико</Text>
        </p>
      </TextShape>
    );
    const container = prerendered(island);
    const built = container.innerHTML;
    render(island, { container, hydrate: true });
    expect(container.innerHTML).toBe(built);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Отчёт IFTA в офис Нью-Мексико");
  });
});
