/*
 * The service catalog: the one list of service pages and their groups. The header dropdown, the
 * home tabs, the footer, /services, the sitemap and the service pages themselves ([service].astro)
 * are all derived from it, in this order, in every language. Each language names the groups,
 * services and pages in its shared copy (catalog); app/lib/localized-catalog.ts joins the two.
 */

export const serviceGroups = [
  { id: "irp" },
  { id: "ifta" },
  { id: "formation" },
  { id: "tax" },
  { id: "training" },
  { id: "misc" },
] as const;

export type ServiceGroupId = (typeof serviceGroups)[number]["id"];
export type ServiceGroup = (typeof serviceGroups)[number];

// The entries are checked against a shape of their own, not Service: Service's path type comes from this list.
export const services = [
  { path: "/irp-new-registration", group: "irp" },
  { path: "/irp-addition", group: "irp" },
  { path: "/irp-transfer", group: "irp" },
  { path: "/irp-renewal", group: "irp" },
  { path: "/irp-temp-registration", group: "irp" },
  { path: "/trailer-registration", group: "irp" },
  { path: "/truck-title-transfer", group: "irp" },
  { path: "/ifta-registration", group: "ifta" },
  { path: "/ifta-quarterly", group: "ifta" },
  { path: "/state-quarterly-ky-nm-ny", group: "ifta" },
  { path: "/ct-quarterly", group: "ifta" },
  { path: "/or-quarterly", group: "ifta" },
  { path: "/corporations", group: "formation" },
  { path: "/llc-formation", group: "formation" },
  { path: "/ein-registration", group: "formation" },
  { path: "/motor-carrier-authority", group: "formation" },
  { path: "/dot-number-registration", group: "formation" },
  { path: "/broker-authority", group: "formation" },
  { path: "/illinois-intrastate-authority", group: "formation" },
  { path: "/form-2290", group: "tax" },
  { path: "/boc-3", group: "tax" },
  { path: "/ucr-registration", group: "tax" },
  { path: "/payroll", group: "tax" },
  { path: "/cdl-english-training", group: "training" },
  { path: "/audits", group: "misc" },
  { path: "/scac-registration", group: "misc" },
  { path: "/bookkeeping", group: "misc" },
  { path: "/notary-public", group: "misc" },
] as const satisfies readonly { readonly path: `/${string}`; readonly group: ServiceGroupId }[];

export type ServicePath = (typeof services)[number]["path"];

export interface Service {
  /** The URL path, also the name of the page's copy file in each language. */
  readonly path: ServicePath;
  readonly group: ServiceGroupId;
}

/** The site's other public pages, in the order the footer's quick links show them. */
export const mainPages = [
  { path: "/" },
  { path: "/about" },
  { path: "/services" },
  { path: "/checkup" },
  { path: "/trucking-insights" },
  { path: "/filing-deadlines" },
  { path: "/contact" },
] as const;

export type MainPath = (typeof mainPages)[number]["path"];

/**
 * Reference pages: a service page's long reference table on a page of its own, so the service page
 * stays within the first round trip (issue #26) and the visitor still reads every row. Each sits
 * under its parent's path and is reached from the parent page and the sitemap only: no menu, tab or
 * list shows it. Each language names it in shared.catalog.references and writes it in
 * app/content/<locale>/reference/<path>.yaml.
 */
export const referencePages = [
  { path: "/form-2290/tax-and-due-date-tables", parent: "/form-2290" },
  { path: "/form-2290/due-date-and-late-filing", parent: "/form-2290" },
  { path: "/state-quarterly-ky-nm-ny/rate-tables", parent: "/state-quarterly-ky-nm-ny" },
  { path: "/state-quarterly-ky-nm-ny/state-by-state", parent: "/state-quarterly-ky-nm-ny" },
  { path: "/cdl-english-training/road-sign-practice", parent: "/cdl-english-training" },
  { path: "/cdl-english-training/interview-practice", parent: "/cdl-english-training" },
] as const satisfies readonly { readonly path: `/${string}/${string}`; readonly parent: ServicePath }[];

export type ReferencePath = (typeof referencePages)[number]["path"];

export interface ReferencePage {
  /** The parent's path and one more segment; also the name of the page's copy files. */
  readonly path: ReferencePath;
  readonly parent: ServicePath;
}

/** Pages outside the service list that service pages may point to as related. */
export type RelatedPath = ServicePath | "/filing-deadlines";

export function servicesInGroup(group: ServiceGroupId): readonly Service[] {
  return services.filter((s) => s.group === group);
}

export function findService(path: string): Service | undefined {
  return services.find((s) => s.path === path);
}

export function findReferencePage(path: string): ReferencePage | undefined {
  return referencePages.find((p) => p.path === path);
}

export function groupOf(service: Service): ServiceGroup {
  const group = serviceGroups.find((g) => g.id === service.group);
  if (!group) throw new Error(`Unknown group ${service.group} for ${service.path}`);
  return group;
}

/** Every public page in English, for the sitemap and the tests that visit every page. */
export const publicPaths: readonly string[] = [
  ...mainPages.map((p) => p.path),
  ...services.map((s) => s.path),
  ...referencePages.map((p) => p.path),
];
