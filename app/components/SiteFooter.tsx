import type { NotaryNotices, SharedCopy } from "~/content/types";
import type { LocalizedCatalog } from "~/lib/localized-catalog";
import { site } from "~/lib/site";
import { ContactLines } from "./ContactLines";
import { LogoMark } from "./LogoMark";
import { NotaryNotice } from "./NotaryNotice";
import { Text, TextShape } from "./Text";

/** The spec fixes the copyright year at 2025. */
const copyrightYear = 2025;

/** `notaryNotice` is the statutory notice of a translated page; English pages have none. */
export function SiteFooter({
  shared,
  catalog,
  notaryNotice,
}: {
  shared: Pick<SharedCopy, "tagline" | "footer" | "contactLines">;
  catalog: LocalizedCatalog;
  notaryNotice?: NotaryNotices;
}) {
  const words = shared.footer;
  return (
    <TextShape locale={catalog.locale}>
      <footer className="on-dark print-hide mt-16 bg-brand-950 text-brand-100">
        <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1fr]">
          <section aria-labelledby="footer-contact">
            <p className="flex items-center gap-2.5 text-lg font-bold text-white">
              <LogoMark className="h-9 w-9" />
              <Text box>{site.name}</Text>
            </p>
            <p className="mt-3 max-w-sm text-brand-200">
              <Text>{`${shared.tagline}.`}</Text>
            </p>
            <h2 id="footer-contact" className="mt-6 mb-3 text-sm font-bold tracking-wide text-white uppercase">
              <Text>{words.contact}</Text>
            </h2>
            <ContactLines words={shared.contactLines} tone="dark" />
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
              <Text>{words.quickLinks}</Text>
            </h2>
            <ul className="space-y-1.5">
              {catalog.mainPages.map((page) => (
                <li key={page.path}>
                  <a href={page.href} className="footer-link">
                    <Text>{page.label}</Text>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className="mb-3 text-sm font-bold tracking-wide text-white uppercase">
              <Text>{words.services}</Text>
            </h2>
            {/* The header's Services menu and the services page list every service; here, listing
              them all again took a few screens of a phone on every page. */}
            <ul className="space-y-1.5">
              {catalog.groups().map((group) => (
                <li key={group.id}>
                  <a href={`${catalog.href("/services")}#${group.id}`} className="footer-link">
                    <Text>{group.tabTitle}</Text>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {notaryNotice && (
          <div className="container-page pb-10">
            <NotaryNotice {...notaryNotice} />
          </div>
        )}
        <div className="border-t border-white/10">
          <p className="container-page py-5 text-sm text-brand-200">
            <Text>{`© ${copyrightYear} ${site.name}. ${words.rights}`}</Text>
          </p>
        </div>
      </footer>
    </TextShape>
  );
}
