import { ChevronRight } from "lucide-react";
import type { Crumb } from "~/lib/localized-catalog";
import { Text } from "./Text";

/*
 * Each item ends with the chevron to the next one, at its full height from the start: a slow phone
 * paints what it has parsed so far, and an item that began as a lone chevron grew, or wrapped to
 * the next line, when its link arrived (a layout shift).
 */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="print-hide text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-brand-100">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex min-h-6 items-center gap-1">
            {crumb.path ? (
              <a
                href={crumb.path}
                className="inline-flex min-h-6 items-center underline decoration-white/40 underline-offset-4 hover:text-white hover:decoration-white"
              >
                <Text box>{crumb.label}</Text>
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-white">
                <Text>{crumb.label}</Text>
              </span>
            )}
            {index < crumbs.length - 1 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-brand-200" />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
