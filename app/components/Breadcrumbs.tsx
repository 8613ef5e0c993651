import { ChevronRight } from "lucide-react";
import type { Crumb } from "~/lib/localized-catalog";

export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="print-hide text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-brand-100">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-brand-200" />}
            {crumb.path ? (
              <a href={crumb.path} className="inline-flex min-h-6 items-center underline decoration-white/40 underline-offset-4 hover:text-white hover:decoration-white">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-white">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
