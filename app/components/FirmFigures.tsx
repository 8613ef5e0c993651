import type { SharedCopy } from "~/content/types";
import { type FirmFigure, firm } from "~/data/firm";
import { type Formatter, formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { Text } from "./Text";

/** A figure as the firm states it, in the language's own number style: "500+", "100 %", "24/7". */
function figureText(figure: FirmFigure, f: Formatter): string {
  if ("atLeast" in figure) return `${f.num(figure.atLeast)}+`;
  if ("percent" in figure) return f.percent(figure.percent);
  return "24/7";
}

/** `labels` name the firm's figures in their order; `locale` writes the numbers. */
export function FirmFigures({
  labels,
  locale,
  tone = "light",
}: {
  labels: SharedCopy["firm"]["figureLabels"];
  locale: Locale;
  tone?: "light" | "dark";
}) {
  const f = formats[locale];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {firm.figures.map((figure, index) => (
        <div
          key={labels[index]}
          className={`flex flex-col-reverse rounded-lg p-4 text-center ${
            tone === "dark" ? "bg-white/10 text-brand-100" : "border border-brand-100 bg-white text-muted"
          }`}
        >
          <dt className="text-sm">
            <Text>{labels[index]!}</Text>
          </dt>
          <dd className={`text-3xl font-bold ${tone === "dark" ? "text-accent-400" : "text-brand-800"}`}>
            {figureText(figure, f)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
