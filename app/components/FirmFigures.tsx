import { contentFor } from "~/content";
import { firm } from "~/data/firm";
import type { Locale } from "~/i18n/locales";

export function FirmFigures({ locale, tone = "light" }: { locale: Locale; tone?: "light" | "dark" }) {
  const labels = contentFor(locale).shared.firm.figureLabels;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {firm.figures.map((value, index) => (
        <div
          key={value}
          className={`flex flex-col-reverse rounded-lg p-4 text-center ${
            tone === "dark" ? "bg-white/10 text-brand-100" : "border border-brand-100 bg-white text-muted"
          }`}
        >
          <dt className="text-sm">{labels[index]}</dt>
          <dd className={`text-3xl font-bold ${tone === "dark" ? "text-accent-400" : "text-brand-800"}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
