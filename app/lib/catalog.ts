/*
 * The service catalog: the one list of service pages. The header dropdown, the home tabs,
 * the footer, /services, the sitemap and the service pages themselves ([service].astro) are
 * all derived from it, in this order. Each entry's one-line summary is in catalog-summaries.ts.
 */

export const serviceGroups = [
  { id: "irp", title: "IRP Registration", tabTitle: "IRP Registration Services" },
  { id: "ifta", title: "IFTA Filing", tabTitle: "IFTA (Fuel Taxes) Quarterly Filings" },
  { id: "formation", title: "Company Formation", tabTitle: "Company Formation & Registration" },
  { id: "tax", title: "Tax Filing", tabTitle: "Tax Filing Services" },
  { id: "training", title: "Training", tabTitle: "Training Services" },
  { id: "misc", title: "Miscellaneous", tabTitle: "Miscellaneous Services" },
] as const;

export type ServiceGroupId = (typeof serviceGroups)[number]["id"];
export type ServiceGroup = (typeof serviceGroups)[number];

export interface Service {
  /** The URL path, also the key of the page's content module. */
  readonly path: `/${string}`;
  /** The label shown in menus and lists. */
  readonly label: string;
  readonly group: ServiceGroupId;
}

export const services = [
  {
    path: "/irp-new-registration",
    label: "IRP NEW Registration",
    group: "irp",
  },
  {
    path: "/irp-addition",
    label: "IRP Addition",
    group: "irp",
  },
  {
    path: "/irp-transfer",
    label: "IRP Transfer",
    group: "irp",
  },
  {
    path: "/irp-renewal",
    label: "IRP Renewal",
    group: "irp",
  },
  {
    path: "/irp-temp-registration",
    label: "IRP 45-Day Temporary Registration",
    group: "irp",
  },
  {
    path: "/trailer-registration",
    label: "Trailer Registration & Title Transfer",
    group: "irp",
  },
  {
    path: "/truck-title-transfer",
    label: "Truck Title Transfer",
    group: "irp",
  },
  {
    path: "/ifta-registration",
    label: "IFTA Registration & Renewal",
    group: "ifta",
  },
  {
    path: "/ifta-quarterly",
    label: "IFTA Quarterly Tax Return Filings",
    group: "ifta",
  },
  {
    path: "/state-quarterly-ky-nm-ny",
    label: "KY, NM, NY Quarterly Filings",
    group: "ifta",
  },
  {
    path: "/ct-quarterly",
    label: "CT Quarterly Filings",
    group: "ifta",
  },
  {
    path: "/or-quarterly",
    label: "OR Quarterly Filings",
    group: "ifta",
  },
  {
    path: "/corporations",
    label: "Corporations",
    group: "formation",
  },
  {
    path: "/llc-formation",
    label: "LLC Formation",
    group: "formation",
  },
  {
    path: "/ein-registration",
    label: "EIN Registration",
    group: "formation",
  },
  {
    path: "/motor-carrier-authority",
    label: "Motor Carrier Authority",
    group: "formation",
  },
  {
    path: "/dot-number-registration",
    label: "DOT Number Registration",
    group: "formation",
  },
  {
    path: "/broker-authority",
    label: "Broker Authority",
    group: "formation",
  },
  {
    path: "/illinois-intrastate-authority",
    label: "Illinois Intrastate Authority",
    group: "formation",
  },
  {
    path: "/form-2290",
    label: "HWY Use Taxes (Form 2290)",
    group: "tax",
  },
  {
    path: "/boc-3",
    label: "BOC-3 Filing",
    group: "tax",
  },
  {
    path: "/ucr-registration",
    label: "UCR Registration Filing",
    group: "tax",
  },
  {
    path: "/payroll",
    label: "Payroll",
    group: "tax",
  },
  {
    path: "/cdl-english-training",
    label: "CDL English Proficiency Training",
    group: "training",
  },
  {
    path: "/audits",
    label: "IRP, IFTA, DOT Audits",
    group: "misc",
  },
  {
    path: "/scac-registration",
    label: "SCAC Registration",
    group: "misc",
  },
  {
    path: "/bookkeeping",
    label: "Bookkeeping",
    group: "misc",
  },
  {
    path: "/notary-public",
    label: "Notary Public",
    group: "misc",
  },
] as const satisfies readonly Service[];

export type ServicePath = (typeof services)[number]["path"];

/** The site's other public pages, in the order the footer's quick links show them. */
export const mainPages = [
  { path: "/", label: "Home" },
  { path: "/about", label: "About Us" },
  { path: "/services", label: "Services" },
  { path: "/checkup", label: "What do I need?" },
  { path: "/trucking-insights", label: "Trucking Insights" },
  { path: "/filing-deadlines", label: "Filing Deadlines" },
  { path: "/contact", label: "Contact Us" },
] as const;

/** Pages outside the service list that service pages may point to. */
export const extraPages = [
  {
    path: "/filing-deadlines",
    label: "Filing Deadlines",
  },
] as const;

export type RelatedPath = ServicePath | (typeof extraPages)[number]["path"];

/** A page a service page can link to as related: a catalog service or one of the extra pages. */
export function findRelated(path: RelatedPath): { path: string; label: string } | undefined {
  return findService(path) ?? extraPages.find((p) => p.path === path);
}

export function servicesInGroup(group: ServiceGroupId): readonly Service[] {
  return services.filter((s) => s.group === group);
}

export function findService(path: string): Service | undefined {
  return services.find((s) => s.path === path);
}

export function groupOf(service: Service): ServiceGroup {
  const group = serviceGroups.find((g) => g.id === service.group);
  if (!group) throw new Error(`Unknown group ${service.group} for ${service.path}`);
  return group;
}

/** Every public page, for the sitemap and the tests that visit every page. */
export const publicPaths: readonly string[] = [
  ...mainPages.map((p) => p.path),
  ...services.map((s) => s.path),
];

