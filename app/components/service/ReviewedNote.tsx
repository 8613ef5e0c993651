import { CalendarCheck } from "lucide-react";
import type { SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { reviewedLabel } from "~/lib/reviewed";
import { Text } from "../Text";

/** Under a page's title: the month its facts were checked, and whether some are still being confirmed. */
export function ReviewedNote({
  reviewed,
  openQuestions,
  words,
  locale,
}: {
  reviewed: string;
  openQuestions?: true;
  words: SharedCopy["reviewed"];
  locale: Locale;
}) {
  return (
    <>
      <p className="mt-5 inline-flex items-center gap-2 text-sm text-brand-200 print:text-black">
        <CalendarCheck aria-hidden="true" className="h-4 w-4" />
        <Text box>{`${words.label} ${reviewedLabel(reviewed, locale)}`}</Text>
      </p>
      {openQuestions && (
        <p className="mt-1 text-sm text-brand-200 print:text-black">
          <Text>{words.openQuestions}</Text>
        </p>
      )}
    </>
  );
}
