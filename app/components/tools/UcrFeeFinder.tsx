import { useRef } from "react";
import { markTableRow } from "~/lib/mark-table-row";
import type { Locale } from "~/i18n/locales";
import UcrCountInput, { type UcrFinderCopy } from "./UcrCountInput";

/** The fee finder's control (an island), marking the matching row of the fee table in the same section. */
export default function UcrFeeFinder({ copy, locale }: { copy: UcrFinderCopy; locale: Locale }) {
  const ref = useRef<HTMLDivElement>(null);
  const mark = (label: string | null) => {
    const host = ref.current;
    if (host) markTableRow(host.closest("section") ?? host, label);
  };
  return (
    <div ref={ref}>
      <UcrCountInput onMatch={mark} copy={copy} locale={locale} />
    </div>
  );
}
