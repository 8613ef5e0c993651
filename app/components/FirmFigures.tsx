import { firm } from "~/content/firm";

export function FirmFigures({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {firm.figures.map((figure) => (
        <div
          key={figure.label}
          className={`flex flex-col-reverse rounded-lg p-4 text-center ${
            tone === "dark" ? "bg-white/10 text-brand-100" : "border border-brand-100 bg-white text-muted"
          }`}
        >
          <dt className="text-sm">{figure.label}</dt>
          <dd className={`text-3xl font-bold ${tone === "dark" ? "text-accent-400" : "text-brand-800"}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
