import { readFileSync } from "node:fs";
import { factFiles } from "../../app/data/schemas.ts";
import { addMonths, type CalendarDate, compareDates, formatIso, parseIso } from "../../app/lib/tools/dates.ts";

/** One fact group of a facts file: where it is, where it comes from, and when it was last checked. */
export interface CheckedFact {
  file: string;
  /** The group's key path in the file ("fees.json" → "scac"); "" for a file checked as a whole. */
  path: string;
  source: string;
  checked: string;
}

/** Every group that carries a `checked` date, in file order. */
export function checkedFacts(): CheckedFact[] {
  return Object.values(factFiles).flatMap(({ file }) => groupsIn(file, JSON.parse(readFileSync(file, "utf8")), []));
}

function groupsIn(file: string, value: unknown, path: string[]): CheckedFact[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  const own: CheckedFact[] =
    typeof record.checked === "string"
      ? [
          {
            file,
            path: path.join("."),
            source: typeof record.source === "string" ? record.source : "",
            checked: record.checked,
          },
        ]
      : [];
  return [...own, ...Object.entries(record).flatMap(([key, field]) => groupsIn(file, field, [...path, key]))];
}

/** How long a check holds: a fact checked a year ago today is still current; from tomorrow it is not. */
export const checkHoldsMonths = 12;

/** The facts whose last check is more than `checkHoldsMonths` before `today`, oldest first. */
export function staleFacts(today: CalendarDate, facts: CheckedFact[] = checkedFacts()): CheckedFact[] {
  return facts
    .filter((fact) => compareDates(addMonths(parseIso(fact.checked), checkHoldsMonths), today) < 0)
    .sort((a, b) => a.checked.localeCompare(b.checked));
}

/** The report's lines: a table of stale facts, or a sentence saying there are none. */
export function staleFactsSection(today: CalendarDate, facts: CheckedFact[] = checkedFacts()): string[] {
  const stale = staleFacts(today, facts);
  const intro = `Facts in \`app/data/\` last checked more than ${checkHoldsMonths} months before ${formatIso(today)}: ${stale.length} of ${facts.length}.`;
  if (stale.length === 0) return [intro];
  return [
    intro,
    "Compare each with its source, correct it if it changed, and set its `checked` to the day you did.",
    "",
    "| File | Fact | Checked | Source |",
    "|---|---|---|---|",
    ...stale.map(
      (f) => `| ${f.file} | ${f.path || "(the whole file)"} | ${f.checked} | ${f.source.replaceAll("|", "\\|")} |`,
    ),
  ];
}
