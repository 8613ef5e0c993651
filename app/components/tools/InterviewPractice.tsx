import type { CdlPracticeCopy } from "~/content/tool-words";
import type { Locale } from "~/i18n/locales";
import { Text, TextShape } from "../Text";

type InterviewCopy = CdlPracticeCopy["interview"];
type Exchange = InterviewCopy["questions"][number];

/**
 * "Practise the interview" on /cdl-english-training/interview-practice: what an inspector asks, with a model answer,
 * in English on every page. A Russian or Bulgarian page passes its `translations`, shown beside
 * each pair, and the English is marked lang="en". Rendered at build time, not an island: "Hide the
 * translations" is a checkbox whose effect is a CSS rule (:has), so it works as soon as the page
 * shows, and without JavaScript; the translations stay in the markup.
 */
export function InterviewPractice({
  questions,
  translations,
  labels,
  locale,
}: {
  /** The English questions and answers. */
  questions: readonly Exchange[];
  /** The same in the page's language, on a translated page only. */
  translations?: readonly Exchange[];
  labels: Pick<InterviewCopy, "hideTranslations" | "answer">;
  locale: Locale;
}) {
  const english = translations ? "en" : undefined;
  return (
    <TextShape locale={locale}>
      <div className="group/interview mt-4">
        {translations && (
          <label className="inline-flex min-h-11 items-center gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-2 font-semibold text-brand-900">
            <input type="checkbox" className="size-6 shrink-0 accent-brand-700" />
            <Text box>{labels.hideTranslations}</Text>
          </label>
        )}
        <ol className="mt-4 list-decimal space-y-4 pl-6">
          {questions.map((exchange, index) => {
            const translation = translations?.[index];
            return (
              <li key={exchange.question}>
                <div className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
                  <div>
                    <p lang={english} className="font-semibold text-brand-900">
                      <TextShape locale="en">
                        <Text>{exchange.question}</Text>
                      </TextShape>
                    </p>
                    <p className="mt-1">
                      <span className="text-sm font-semibold text-muted">
                        <Text>{labels.answer}</Text>
                      </span>{" "}
                      <span lang={english}>
                        <TextShape locale="en">
                          <Text>{exchange.answer}</Text>
                        </TextShape>
                      </span>
                    </p>
                  </div>
                  {translation && (
                    <div className="border-l-4 border-brand-100 pl-3 text-muted group-has-checked/interview:hidden">
                      <p>
                        <Text>{translation.question}</Text>
                      </p>
                      <p className="mt-1">
                        <Text>{translation.answer}</Text>
                      </p>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </TextShape>
  );
}
