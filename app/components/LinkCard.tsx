import { ArrowRight } from "lucide-react";
import type { PageLink } from "~/lib/localized-catalog";
import { Text } from "./Text";

/** A page's name and one-line summary as one link, for lists of services. */
export function LinkCard({ link }: { link: PageLink }) {
  return (
    <a
      href={link.path}
      className="flex h-full items-start justify-between gap-3 rounded-lg border border-brand-100 p-4 hover:border-brand-600 hover:bg-brand-50"
    >
      <span>
        <span className="block font-semibold text-brand-900">
          <Text>{link.label}</Text>
        </span>
        <span className="mt-1 block text-[0.95rem] leading-snug text-muted">
          <Text>{link.summary}</Text>
        </span>
      </span>
      <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
    </a>
  );
}
