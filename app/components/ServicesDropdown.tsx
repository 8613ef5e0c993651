import { ChevronDown } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { serviceGroups, servicesInGroup } from "~/lib/catalog";
import { useDismissable } from "~/lib/use-dismissable";

/** The desktop Services menu: a disclosure button and a panel with the six service groups. */
export function ServicesDropdown() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissable(open, close, container, trigger);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-ink hover:bg-brand-50 hover:text-brand-900"
      >
        Services
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 mt-2 max-h-[min(36rem,calc(100vh-6rem))] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto rounded-lg border border-brand-100 bg-white p-6 shadow-xl"
      >
        <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceGroups.map((group) => (
            <div key={group.id}>
              <p id={`${panelId}-${group.id}`} className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">
                {group.title}
              </p>
              <ul aria-labelledby={`${panelId}-${group.id}`} className="space-y-0.5">
                {servicesInGroup(group.id).map((service) => (
                  <li key={service.path}>
                    <Link
                      to={service.path}
                      onClick={close}
                      className="block rounded px-2 py-1.5 text-[0.95rem] text-ink hover:bg-brand-50 hover:text-brand-900"
                    >
                      {service.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-6 border-t border-brand-100 pt-4">
          <Link to="/services" onClick={close} className="link">
            All services with a short description
          </Link>
        </p>
      </div>
    </div>
  );
}
