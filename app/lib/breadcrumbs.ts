import { findService, groupOf, mainPages } from "./catalog";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  path?: string;
}

/** The trail from home to a page: Home / Page, or Home / Group / Page for a service. */
export function crumbsFor(path: string): Crumb[] {
  const home = { label: "Home", path: "/" };
  const service = findService(path);
  if (service) {
    const group = groupOf(service);
    return [home, { label: group.title, path: `/services#${group.id}` }, { label: service.label }];
  }
  const page = mainPages.find((p) => p.path === path);
  if (!page || page.path === "/") return [];
  return [home, { label: page.label }];
}
