import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { mainPages, serviceGroups, servicesInGroup } from "~/lib/catalog";
import { useDismissable } from "~/lib/use-dismissable";

const itemClass =
  "flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-900";

/** The menu below the md breakpoint: a toggle, the main pages and a Services disclosure. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const menuId = useId();
  const servicesId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const closeAll = useCallback(() => {
    setOpen(false);
    setServicesOpen(false);
  }, []);
  useDismissable(open, closeAll, container, trigger);

  const [home, ...otherPages] = mainPages;

  return (
    <div ref={container} className="md:hidden">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="js-only inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
        <span className="sr-only">Menu</span>
      </button>
      <nav
        id={menuId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-brand-100 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="space-y-1">
          <li>
            <Link to={home.path} onClick={closeAll} className={itemClass}>
              {home.label}
            </Link>
          </li>
          <li>
            <button
              type="button"
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen((o) => !o)}
              className={`${itemClass} w-full justify-between`}
            >
              Services
              <ChevronDown aria-hidden="true" className={`h-5 w-5 transition-transform ${servicesOpen ? "rotate-180" : ""}`} />
            </button>
            <div id={servicesId} hidden={!servicesOpen} className="mt-1 mb-2 space-y-4 border-l-2 border-brand-100 pl-3">
              {serviceGroups.map((group) => (
                <div key={group.id}>
                  <p id={`${servicesId}-${group.id}`} className="px-3 pt-2 text-xs font-bold tracking-wide text-brand-700 uppercase">
                    {group.title}
                  </p>
                  <ul aria-labelledby={`${servicesId}-${group.id}`}>
                    {servicesInGroup(group.id).map((service) => (
                      <li key={service.path}>
                        <Link to={service.path} onClick={closeAll} className={itemClass}>
                          {service.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
          {otherPages.map((page) => (
            <li key={page.path}>
              <Link to={page.path} onClick={closeAll} className={itemClass}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="nojs-only absolute inset-x-0 top-16 flex flex-wrap gap-x-1 border-b border-brand-100 bg-white px-2 text-sm">
        {mainPages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="inline-flex min-h-11 items-center px-2 font-medium text-brand-800 underline">
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
