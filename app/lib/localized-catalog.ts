import type { SharedCopy } from "~/content/types";
import { localizePath, type Locale } from "~/i18n/locales";
import {
  findReferencePage,
  findService,
  mainPages,
  serviceGroups,
  servicesInGroup,
  type MainPath,
  type RelatedPath,
  type Service,
  type ServiceGroupId,
  type ServicePath,
} from "./catalog";

/*
 * The catalog in one language: its routes (app/lib/catalog.ts) with that language's names and
 * summaries (shared.catalog) and links that stay inside the language (/ru/...).
 */

export interface PageLink {
  /** The link's href in the page's language. */
  path: string;
  label: string;
  summary: string;
}

export interface GroupLinks {
  id: ServiceGroupId;
  title: string;
  tabTitle: string;
  links: PageLink[];
}

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  path?: string;
}

export interface LocalizedCatalog {
  locale: Locale;
  /** A path of the site in this language: "/contact" → "/ru/contact". */
  href(path: string): string;
  pageLabel(path: MainPath): string;
  /** The main pages in footer order, with their labels and localized hrefs. */
  mainPages: { path: MainPath; href: string; label: string }[];
  serviceLabel(path: ServicePath): string;
  groupTitle(id: ServiceGroupId): string;
  /** A service or the filing-deadline calendar as a link card. */
  pageLink(path: RelatedPath): PageLink;
  /** Every group with its services' link cards, in catalog order. */
  groups(): GroupLinks[];
  /** The trail from home to a page: Home / Page, Home / Group / Service, or Home / Group / Service / Reference page. */
  crumbs(path: string): Crumb[];
}

/** The words a localized catalog is made of: the catalog's names and the breadcrumbs' "Home". */
export type CatalogWords = Pick<SharedCopy, "catalog" | "breadcrumbs">;

/** The catalog in the language of `words`, which the page shell read once. */
export function catalogFor(locale: Locale, words: CatalogWords): LocalizedCatalog {
  const names = words.catalog;
  const href = (path: string) => localizePath(path, locale);
  const pageLabel = (path: MainPath) => names.pages[path];
  const serviceLabel = (path: ServicePath) => names.services[path].label;
  const groupTitle = (id: ServiceGroupId) => names.groups[id].title;
  const pageLink = (path: RelatedPath): PageLink =>
    path === "/filing-deadlines"
      ? { path: href(path), label: pageLabel(path), summary: names.filingDeadlinesSummary }
      : { path: href(path), label: serviceLabel(path), summary: names.services[path].summary };
  return {
    locale,
    href,
    pageLabel,
    mainPages: mainPages.map((page) => ({ path: page.path, href: href(page.path), label: pageLabel(page.path) })),
    serviceLabel,
    groupTitle,
    pageLink,
    groups: () =>
      serviceGroups.map((group) => ({
        id: group.id,
        ...names.groups[group.id],
        links: servicesInGroup(group.id).map((service) => pageLink(service.path)),
      })),
    crumbs: (path) => {
      const home = { label: words.breadcrumbs.home, path: href("/") };
      const serviceTrail = (service: Service) => [
        home,
        { label: groupTitle(service.group), path: href(`/services#${service.group}`) },
      ];
      const reference = findReferencePage(path);
      const parent = reference && findService(reference.parent);
      if (reference && parent) {
        return [
          ...serviceTrail(parent),
          { label: serviceLabel(parent.path), path: href(parent.path) },
          { label: names.references[reference.path] },
        ];
      }
      const service = findService(path);
      if (service) return [...serviceTrail(service), { label: serviceLabel(service.path) }];
      const page = mainPages.find((p) => p.path === path);
      if (!page || page.path === "/") return [];
      return [home, { label: pageLabel(page.path) }];
    },
  };
}
