import type { Crumb } from "~/lib/localized-catalog";
import { Breadcrumbs } from "./Breadcrumbs";
import { Text } from "./Text";

/**
 * The band at the top of every inner page: breadcrumbs, the h1 and a lead sentence. `jumps`, links
 * to the page's tools, stand between the h1 and the lead, where a phone's first screen holds them
 * even under a long title and lead.
 */
export function PageHeader({
  title,
  lead,
  crumbs,
  jumps,
  leadNeedsScript = false,
  children,
}: {
  title: string;
  lead: string;
  /** The lead tells the visitor to use a tool that needs JavaScript, so it shows only where scripts run. */
  leadNeedsScript?: boolean;
  /** The trail and its accessible name in the page's language ("Breadcrumb", «Навигационная цепочка»). */
  crumbs?: { readonly items: readonly Crumb[]; readonly label: string };
  jumps?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="on-dark band-gradient text-white print:bg-none print:text-black">
      <div className="container-page py-10 sm:py-14">
        {crumbs && crumbs.items.length > 0 && <Breadcrumbs crumbs={crumbs.items} label={crumbs.label} />}
        <h1 className="mt-4 text-3xl leading-tight font-bold text-balance sm:text-4xl">
          <Text>{title}</Text>
        </h1>
        {jumps}
        <p className={`${leadNeedsScript ? "js-only " : ""}prose-measure mt-4 text-lg text-brand-100 print:text-black`}>
          <Text>{lead}</Text>
        </p>
        {children}
      </div>
    </div>
  );
}
