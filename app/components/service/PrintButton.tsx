import { Printer } from "lucide-react";

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="js-only btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50 print:hidden"
    >
      <Printer aria-hidden="true" className="h-5 w-5" />
      {label}
    </button>
  );
}
