import { findRelated, serviceGroups, servicesInGroup, type RelatedPath, type ServiceGroupId } from "./catalog";

/**
 * One plain sentence per catalog entry: what the service is. Read only at build time
 * (the page's HTML carries it), so it adds nothing to the JavaScript every page loads.
 */
export const summaries: Record<RelatedPath, string> = {
  "/irp-new-registration": "Apportioned plates and a cab card for a truck that travels in more than one state or province.",
  "/irp-addition": "Add a truck to the IRP account you already have and get its plate and cab card.",
  "/irp-transfer": "Move the plate from a truck you sold or retired to the truck that replaces it.",
  "/irp-renewal": "Renew your apportioned registration for the next registration year before it runs out.",
  "/irp-temp-registration": "A 45-day permit that lets a truck run while its IRP addition, transfer or replacement is processed.",
  "/trailer-registration": "Title and register a trailer or semi-trailer, with a 90-day temporary registration, in most cases the same day.",
  "/truck-title-transfer": "Put a bought or sold truck's title in the new owner's name with the Secretary of State.",
  "/ifta-registration": "One fuel tax license and two decals per truck for driving across IFTA states and provinces.",
  "/ifta-quarterly": "Your quarterly fuel tax return: miles and gallons by jurisdiction, filed by the due date.",
  "/state-quarterly-ky-nm-ny": "Weight-distance and highway use tax permits and returns for Kentucky, New Mexico, New York and Oregon.",
  "/ct-quarterly": "Connecticut highway use fee returns for heavy trucks that drive in Connecticut.",
  "/or-quarterly": "Oregon weight-mile tax account and quarterly mileage reports for trucks over 26,000 lb.",
  "/corporations": "Form a corporation for your trucking business and keep it in good standing.",
  "/llc-formation": "Set up a limited liability company that keeps business debts apart from your own.",
  "/ein-registration": "Get the IRS tax ID number your business needs for banking, payroll and filings.",
  "/motor-carrier-authority": "The FMCSA operating authority (MC number) to haul other people's freight for pay across state lines.",
  "/dot-number-registration": "Your USDOT number, and the updates it needs every two years and after any change.",
  "/broker-authority": "The FMCSA broker authority, surety bond and process agents to arrange freight for others.",
  "/illinois-intrastate-authority": "State authority to haul freight for hire between points inside Illinois.",
  "/form-2290": "The federal heavy highway vehicle use tax return for trucks of 55,000 lb or more.",
  "/boc-3": "Name a process agent in every state, as FMCSA requires before your authority becomes active.",
  "/ucr-registration": "The yearly Unified Carrier Registration, with a fee set by the size of your fleet.",
  "/payroll": "Pay your drivers and staff on time, with the withholding and payroll tax filings done for you.",
  "/cdl-english-training": "Preparation for the roadside English language proficiency check and the CDL tests.",
  "/audits": "Preparation and help for DOT safety audits and IRP and IFTA audits.",
  "/scac-registration": "A Standard Carrier Alpha Code: the four-letter code shippers and customs use to identify you.",
  "/bookkeeping": "Monthly books for a trucking business: income, expenses, cost per mile and tax-ready records.",
  "/notary-public": "Notarization of documents in English, Bulgarian or Russian.",
  "/filing-deadlines": "Every recurring due date for IFTA, Form 2290, IRP, DOT and UCR, with this year's and next year's dates.",
};

export interface PageLink {
  path: string;
  label: string;
  summary: string;
}

/** A catalog page with its summary, for link cards. */
export function pageLink(path: RelatedPath): PageLink {
  const page = findRelated(path);
  if (!page) throw new Error(`No catalog page at ${path}`);
  return { path: page.path, label: page.label, summary: summaries[path] };
}

export interface GroupLinks {
  id: ServiceGroupId;
  title: string;
  tabTitle: string;
  links: PageLink[];
}

/** Every group with its services' link cards, in catalog order. */
export function groupedLinks(): GroupLinks[] {
  return serviceGroups.map((group) => ({
    ...group,
    links: servicesInGroup(group.id).map((service) => pageLink(service.path as RelatedPath)),
  }));
}
