import type { IslandComponentProps } from "../islands/types";
import { IconMarkup } from "../IconMarkup";

export default function PrintButton({ label, icon }: IslandComponentProps<"print-button">) {
  return (
    <button type="button" onClick={() => window.print()} className="btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50 print:hidden">
      <IconMarkup svg={icon} />
      {label}
    </button>
  );
}
