import { useRef, useState, type KeyboardEvent } from "react";
import type { ServiceGroupId } from "~/lib/catalog";
import type { GroupLinks } from "~/lib/catalog-summaries";
import { IconMarkup } from "./IconMarkup";

/** A group's links with its icons as markup, rendered at build time (`iconSvg`). */
export interface TabGroup extends GroupLinks {
  tabIcon: string;
  panelIcon: string;
}

const defaultTab: ServiceGroupId = "irp";

/**
 * The home page's services section, following the WAI-ARIA tabs pattern with automatic
 * activation. Every panel is in the pre-rendered HTML; without JavaScript all are shown, which is
 * why the inactive ones are hidden by a class (overridable by the <noscript> style), not by `hidden`.
 */
export function ServiceTabs({ groups, arrowIcon }: { groups: readonly TabGroup[]; arrowIcon: string }) {
  const [selected, setSelected] = useState<ServiceGroupId>(defaultTab);
  const tabRefs = useRef(new Map<ServiceGroupId, HTMLButtonElement>());

  function select(index: number) {
    const count = groups.length;
    const group = groups[(index + count) % count];
    if (!group) return;
    setSelected(group.id);
    tabRefs.current.get(group.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: groups.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div role="tablist" aria-label="Service groups" className="js-only grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {groups.map((group, index) => {
          const isSelected = group.id === selected;
          return (
            <button
              key={group.id}
              ref={(el) => {
                if (el) tabRefs.current.set(group.id, el);
              }}
              type="button"
              role="tab"
              id={`tab-${group.id}`}
              aria-selected={isSelected}
              aria-controls={`panel-${group.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(group.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`flex min-h-14 items-center gap-2 rounded-lg border-2 px-3 py-2 text-left text-sm font-semibold transition-colors ${
                isSelected
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-brand-100 bg-white text-brand-900 hover:border-brand-600"
              }`}
            >
              <IconMarkup svg={group.tabIcon} />
              <span>{group.title}</span>
            </button>
          );
        })}
      </div>
      {groups.map((group) => (
        <div
          key={group.id}
          role="tabpanel"
          id={`panel-${group.id}`}
          aria-labelledby={`tab-${group.id}`}
          tabIndex={0}
          className={`tab-panel ${group.id === selected ? "" : "hidden"} mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-7`}
        >
          <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
            <IconMarkup svg={group.panelIcon} />
            {group.tabTitle}
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.links.map((service) => (
              <li key={service.path}>
                <a
                  href={service.path}
                  className="group flex h-full flex-col rounded-lg border border-brand-100 bg-white p-4 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
                >
                  <span className="flex items-start justify-between gap-2 font-semibold text-brand-900">
                    {service.label}
                    <IconMarkup svg={arrowIcon} />
                  </span>
                  <span className="mt-1.5 text-[0.95rem] leading-snug text-muted">{service.summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
