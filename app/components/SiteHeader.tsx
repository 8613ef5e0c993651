import { ChevronDown, Menu, X } from "lucide-react";
import type { SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { serviceGroups, servicesInGroup, type MainPath } from "~/lib/catalog";
import type { LocalizedCatalog } from "~/lib/localized-catalog";
import { site } from "~/lib/site";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LogoMark } from "./LogoMark";
import { Text, TextShape } from "./Text";

/*
 * Rendered at build time (decision 0007). The Services menu and the mobile menu are popovers: the
 * browser opens them, closes them on Escape or a click outside and returns focus, with or
 * without JavaScript. app/scripts/popover-state.ts adds aria-expanded.
 */

const desktopLink =
  "inline-flex min-h-11 items-center rounded-md px-2 font-medium whitespace-nowrap underline-offset-8 hover:bg-brand-50 hover:text-brand-900";
/*
 * From 1280 px one row holds the name, the seven links and the language switcher in every
 * language; below, the menu button stands in for the links. On one line each, the name and the
 * links need 1,354 px in Bulgarian, 1,313 in Russian and 1,249 in English, and the row has 1,048
 * beside the switcher. So the name wraps onto two lines, and a long label (13 characters or more)
 * may wrap too. It breaks only at the space nearest its middle: never onto a third line, taller
 * than the row, nor at a hyphen Russian and Bulgarian words take elsewhere. The links then need
 * at least 782 px in Russian, the most; a narrower row has too little left for the name. A short
 * label ("About us") stays on one line: split, its words would read as two items. The current
 * page's underline keeps close to each line, off the next.
 */
const wrappingLink =
  "inline-flex min-h-11 items-center rounded-md px-2 text-center leading-snug font-medium hyphens-manual underline-offset-3 hover:bg-brand-50 hover:text-brand-900";
const wrapsFrom = 13;

/** `label` with every space made non-breaking but the one that splits it into the most even two lines. */
function breakNearMiddle(label: string): string {
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index);
  const longerLine = (space: number) => Math.max(space, label.length - space - 1);
  const split = spaces.reduce((best, space) => (longerLine(space) < longerLine(best) ? space : best));
  const keep = (part: string) => part.replaceAll(" ", "\u00a0");
  return `${keep(label.slice(0, split))} ${keep(label.slice(split + 1))}`;
}

const currentLink = "text-brand-900 underline decoration-accent-500 decoration-2";
type HeaderCopy = SharedCopy["header"];

function NavItem({ path, currentPath, catalog }: { path: MainPath; currentPath: string; catalog: LocalizedCatalog }) {
  const current = path === currentPath;
  const label = catalog.pageLabel(path);
  const wraps = label.length >= wrapsFrom && label.includes(" ");
  return (
    <a
      href={catalog.href(path)}
      aria-current={current ? "page" : undefined}
      className={`${wraps ? wrappingLink : desktopLink} ${current ? currentLink : "text-ink"}`}
    >
      <Text box>{wraps ? breakNearMiddle(label) : label}</Text>
    </a>
  );
}

/*
 * Both menus list the main pages in the catalog's order, but with Services second: it opens the
 * list of services, whose last link is the Services page, rather than being a second "Services".
 */
const pagesAfterServices = (catalog: LocalizedCatalog) =>
  catalog.mainPages.filter((page) => page.path !== "/" && page.path !== "/services");

function ServicesButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      popoverTarget="services-menu"
      aria-controls="services-menu"
      className={`popover-invoker gap-1 ${className}`}
    >
      <Text box>{label}</Text>
      <ChevronDown aria-hidden="true" className="services-chevron h-4 w-4 transition-transform" />
    </button>
  );
}

/**
 * The catalog's one copy in the header, opened by the Services button of the desktop row and by
 * the Services item of the mobile menu (where it opens over the menu, which stays open beneath).
 * It sits outside both, since either may be hidden at the width the other shows.
 */
function ServicesMenu({
  currentPath,
  catalog,
  copy,
}: {
  currentPath: string;
  catalog: LocalizedCatalog;
  copy: HeaderCopy;
}) {
  return (
    <div
      id="services-menu"
      popover="auto"
      className="fixed inset-x-0 top-18 bottom-auto mx-auto max-h-[calc(100vh-6rem)] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-brand-100 bg-white p-6 text-ink raised-xl"
    >
      <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {serviceGroups.map((group) => (
          <div key={group.id}>
            <p
              id={`services-menu-${group.id}`}
              className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase"
            >
              <Text>{catalog.groupTitle(group.id)}</Text>
            </p>
            <ul aria-labelledby={`services-menu-${group.id}`}>
              {servicesInGroup(group.id).map((service) => (
                <li key={service.path}>
                  <a
                    href={catalog.href(service.path)}
                    aria-current={service.path === currentPath ? "page" : undefined}
                    className="menu-link"
                  >
                    <Text>{catalog.serviceLabel(service.path)}</Text>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-6 border-t border-brand-100 pt-4">
        <a
          href={catalog.href("/services")}
          aria-current={currentPath === "/services" ? "page" : undefined}
          className="link"
        >
          <Text>{copy.allServices}</Text>
        </a>
      </p>
    </div>
  );
}

function MobileMenu({
  currentPath,
  switchPath,
  catalog,
  copy,
  className,
}: {
  currentPath: string;
  switchPath: string;
  catalog: LocalizedCatalog;
  copy: HeaderCopy;
  className: string;
}) {
  const item = (path: MainPath, label: string) => (
    <li key={path}>
      <a href={catalog.href(path)} aria-current={path === currentPath ? "page" : undefined} className="menu-item">
        <Text box>{label}</Text>
      </a>
    </li>
  );
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-controls="mobile-menu"
        className="popover-invoker inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" data-first-screen className="popover-closed-icon h-6 w-6" />
        <X aria-hidden="true" className="popover-open-icon h-6 w-6" />
        <span className="sr-only">
          <Text>{copy.menu}</Text>
        </span>
      </button>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label={copy.mainNavigation}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100vh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-brand-100 bg-white px-4 pt-2 pb-6 text-ink raised-lg"
      >
        <ul className="space-y-1">
          {item("/", catalog.pageLabel("/"))}
          <li>
            <ServicesButton label={catalog.pageLabel("/services")} className="menu-item w-full justify-between" />
          </li>
          {pagesAfterServices(catalog).map((page) => item(page.path, page.label))}
        </ul>
        <div className="mt-4 border-t border-brand-100 px-3 pt-4">
          <LanguageSwitcher locale={catalog.locale} path={switchPath} label={copy.language} />
        </div>
      </nav>
    </div>
  );
}

/** `currentPath` is the page's path without its language prefix ("/contact"), to mark it and to switch language. */
export function SiteHeader({
  currentPath,
  locale,
  copy,
  catalog,
}: {
  currentPath: string;
  locale: Locale;
  copy: HeaderCopy;
  catalog: LocalizedCatalog;
}) {
  // The not-found page has no twin in the other languages: its switcher leads to their home pages.
  const switchPath = currentPath === "/404" ? "/" : currentPath;
  return (
    <TextShape locale={locale}>
      <header className="print-hide sticky top-0 z-40 border-b border-brand-100 frosted">
        <div className="container-page flex h-16 items-center justify-between gap-4 xl:max-w-7xl">
          {/*
          From 1280 px the row is wider than the page's content (7xl, not 6xl): the links need it,
          and the name squeezed into three lines would be taller than the header (layout.spec checks
          the row fits).
          On a phone the name wraps in the width the menu button leaves (2.75rem and the 1rem gap),
          whether or not the button has been parsed yet: a slow phone paints the header before it
          has all of it, and a name that rewrapped when the button arrived moved (a layout shift).
        */}
          <a
            href={catalog.href("/")}
            className="flex min-h-11 items-center gap-2.5 rounded-md font-bold text-brand-900 max-sm:max-w-[calc(100%-3.75rem)]"
          >
            <LogoMark className="h-9 w-9 shrink-0" />
            <span className="text-lg leading-tight">
              <Text>{site.name}</Text>
            </span>
          </a>
          <nav aria-label={copy.mainNavigation} className="hidden xl:block">
            <ul className="flex items-center gap-1">
              <li>
                <NavItem path="/" currentPath={currentPath} catalog={catalog} />
              </li>
              <li>
                <ServicesButton label={catalog.pageLabel("/services")} className={`${desktopLink} text-ink`} />
              </li>
              {pagesAfterServices(catalog).map(({ path, href, label }) =>
                path === "/contact" ? (
                  <li key={path} className="ml-2">
                    <a
                      href={href}
                      aria-current={path === currentPath ? "page" : undefined}
                      className="btn-primary whitespace-nowrap"
                    >
                      <Text box>{label}</Text>
                    </a>
                  </li>
                ) : (
                  <li key={path}>
                    <NavItem path={path} currentPath={currentPath} catalog={catalog} />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="ml-auto hidden sm:block">
            <LanguageSwitcher locale={locale} path={switchPath} label={copy.language} compact />
          </div>
          <MobileMenu
            currentPath={currentPath}
            switchPath={switchPath}
            catalog={catalog}
            copy={copy}
            className="xl:hidden"
          />
        </div>
        <ServicesMenu currentPath={currentPath} catalog={catalog} copy={copy} />
      </header>
    </TextShape>
  );
}
