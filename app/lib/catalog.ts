/*
 * The service catalog: the one list of service pages. The header dropdown, the home tabs,
 * the footer, /services, the sitemap, the route table and the pre-render list are all
 * derived from it, in this order.
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
  /** One plain sentence: what the service is. */
  readonly summary: string;
}

export const services = [
  {
    path: "/irp-new-registration",
    label: "IRP NEW Registration",
    group: "irp",
    summary: "Apportioned plates and a cab card for a truck that travels in more than one state or province.",
  },
  {
    path: "/irp-addition",
    label: "IRP Addition",
    group: "irp",
    summary: "Add a truck to the IRP account you already have and get its plate and cab card.",
  },
  {
    path: "/irp-transfer",
    label: "IRP Transfer",
    group: "irp",
    summary: "Move the plate from a truck you sold or retired to the truck that replaces it.",
  },
  {
    path: "/irp-renewal",
    label: "IRP Renewal",
    group: "irp",
    summary: "Renew your apportioned registration for the next registration year before it runs out.",
  },
  {
    path: "/irp-temp-registration",
    label: "IRP 45-Day Temporary Registration",
    group: "irp",
    summary: "A 45-day permit that lets a truck run while its IRP addition, transfer or replacement is processed.",
  },
  {
    path: "/trailer-registration",
    label: "Trailer Registration & Title Transfer",
    group: "irp",
    summary: "Title and register a trailer or semi-trailer, with a same-day 90-day temporary registration.",
  },
  {
    path: "/truck-title-transfer",
    label: "Truck Title Transfer",
    group: "irp",
    summary: "Put a bought or sold truck's title in the new owner's name with the Secretary of State.",
  },
  {
    path: "/ifta-registration",
    label: "IFTA Registration & Renewal",
    group: "ifta",
    summary: "One fuel tax license and two decals per truck for driving across IFTA states and provinces.",
  },
  {
    path: "/ifta-quarterly",
    label: "IFTA Quarterly Tax Return Filings",
    group: "ifta",
    summary: "Your quarterly fuel tax return: miles and gallons by jurisdiction, filed by the due date.",
  },
  {
    path: "/state-quarterly-ky-nm-ny",
    label: "KY, NM, NY Quarterly Filings",
    group: "ifta",
    summary: "Weight-distance and highway use tax permits and returns for Kentucky, New Mexico, New York and Oregon.",
  },
  {
    path: "/ct-quarterly",
    label: "CT Quarterly Filings",
    group: "ifta",
    summary: "Connecticut highway use fee returns for heavy trucks that drive in Connecticut.",
  },
  {
    path: "/or-quarterly",
    label: "OR Quarterly Filings",
    group: "ifta",
    summary: "Oregon weight-mile tax account and quarterly mileage reports for trucks over 26,000 lb.",
  },
  {
    path: "/corporations",
    label: "Corporations",
    group: "formation",
    summary: "Form a corporation for your trucking business and keep it in good standing.",
  },
  {
    path: "/llc-formation",
    label: "LLC Formation",
    group: "formation",
    summary: "Set up a limited liability company that keeps business debts apart from your own.",
  },
  {
    path: "/ein-registration",
    label: "EIN Registration",
    group: "formation",
    summary: "Get the IRS tax ID number your business needs for banking, payroll and filings.",
  },
  {
    path: "/motor-carrier-authority",
    label: "Motor Carrier Authority",
    group: "formation",
    summary: "The FMCSA operating authority (MC number) to haul other people's freight for pay across state lines.",
  },
  {
    path: "/dot-number-registration",
    label: "DOT Number Registration",
    group: "formation",
    summary: "Your USDOT number, and the updates it needs every two years and after any change.",
  },
  {
    path: "/broker-authority",
    label: "Broker Authority",
    group: "formation",
    summary: "The FMCSA broker authority, surety bond and process agents to arrange freight for others.",
  },
  {
    path: "/illinois-intrastate-authority",
    label: "Illinois Intrastate Authority",
    group: "formation",
    summary: "State authority to haul freight for hire between points inside Illinois.",
  },
  {
    path: "/form-2290",
    label: "HWY Use Taxes (Form 2290)",
    group: "tax",
    summary: "The federal heavy highway vehicle use tax return for trucks of 55,000 lb or more.",
  },
  {
    path: "/boc-3",
    label: "BOC-3 Filing",
    group: "tax",
    summary: "Name a process agent in every state, as FMCSA requires before your authority becomes active.",
  },
  {
    path: "/ucr-registration",
    label: "UCR Registration Filing",
    group: "tax",
    summary: "The yearly Unified Carrier Registration, with a fee set by the size of your fleet.",
  },
  {
    path: "/payroll",
    label: "Payroll",
    group: "tax",
    summary: "Pay your drivers and staff on time, with the withholding and payroll tax filings done for you.",
  },
  {
    path: "/cdl-english-training",
    label: "CDL English Proficiency Training",
    group: "training",
    summary: "Preparation for CDL drivers' English language proficiency test.",
  },
  {
    path: "/audits",
    label: "IRP, IFTA, DOT Audits",
    group: "misc",
    summary: "Preparation and help for DOT safety audits and IRP and IFTA audits.",
  },
  {
    path: "/scac-registration",
    label: "SCAC Registration",
    group: "misc",
    summary: "A Standard Carrier Alpha Code: the four-letter code shippers and customs use to identify you.",
  },
  {
    path: "/bookkeeping",
    label: "Bookkeeping",
    group: "misc",
    summary: "Monthly books for a trucking business: income, expenses, cost per mile and tax-ready records.",
  },
  {
    path: "/notary-public",
    label: "Notary Public",
    group: "misc",
    summary: "Notarization of documents in English, Bulgarian or Russian.",
  },
] as const satisfies readonly Service[];

export type ServicePath = (typeof services)[number]["path"];

/** The site's other public pages, in the order the footer's quick links show them. */
export const mainPages = [
  { path: "/", label: "Home" },
  { path: "/about", label: "About Us" },
  { path: "/services", label: "Services" },
  { path: "/trucking-insights", label: "Trucking Insights" },
  { path: "/filing-deadlines", label: "Filing Deadlines" },
  { path: "/contact", label: "Contact Us" },
] as const;

/** Pages outside the catalog that service pages may point to, with a summary for the link. */
export const extraPages = [
  {
    path: "/filing-deadlines",
    label: "Filing Deadlines",
    summary: "Every recurring due date for IFTA, Form 2290, IRP, DOT and UCR, with this year's and next year's dates.",
  },
] as const;

export type RelatedPath = ServicePath | (typeof extraPages)[number]["path"];

/** A page a service page can link to as related: a catalog service or one of the extra pages. */
export function findRelated(path: RelatedPath): { path: string; label: string; summary: string } | undefined {
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

/** Every public page, for the pre-render list and the sitemap. */
export const publicPaths: readonly string[] = [
  ...mainPages.map((p) => p.path),
  ...services.map((s) => s.path),
];

/**
 * Where the not-found page is pre-rendered. The server answers every unknown path with
 * this file and status 404; the path itself is never a public page.
 */
export const notFoundPrerenderPath = "/404";
