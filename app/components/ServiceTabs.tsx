import { ArrowRight } from "lucide-react";
import type { ServiceGroupId } from "~/lib/catalog";
import type { GroupLinks } from "~/lib/localized-catalog";
import { ServiceGroupIcon } from "./ServiceGroupIcon";
import { Text } from "./Text";
import { tabStateClasses } from "~/lib/tab-classes";

const defaultTab: ServiceGroupId = "irp";

const tabClass =
  "flex min-h-14 items-center gap-2 rounded-lg border-2 px-3 py-2 text-left text-sm font-semibold transition-colors";

/**
 * The home page's services section, following the WAI-ARIA tabs pattern with automatic
 * activation (app/scripts/service-tabs.ts). Every panel is in the HTML; without JavaScript the
 * tab list is hidden and all panels show, which is why inactive panels are hidden by a class
 * (overridable by the <noscript> style), not by `hidden`. Below 380 px the tabs take one column:
 * two left "Miscellaneous" and "Регистрация" wider than their tab.
 */
export function ServiceTabs({ groups, label }: { groups: readonly GroupLinks[]; label: string }) {
  return (
    <div data-tabs="">
      <div
        role="tablist"
        aria-label={label}
        className="js-only grid gap-2 min-[380px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        {groups.map((group) => {
          const isSelected = group.id === defaultTab;
          return (
            <button
              key={group.id}
              type="button"
              role="tab"
              id={`tab-${group.id}`}
              aria-selected={isSelected}
              aria-controls={`panel-${group.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={`${tabClass} ${isSelected ? tabStateClasses.selected : tabStateClasses.idle}`}
            >
              <ServiceGroupIcon group={group.id} className="h-5 w-5 shrink-0" />
              <span>
                <Text>{group.title}</Text>
              </span>
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
          className={`tab-panel ${group.id === defaultTab ? "" : "hidden"} mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-7`}
        >
          <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
            <ServiceGroupIcon group={group.id} className="h-6 w-6 shrink-0 text-brand-600" />
            <Text box>{group.tabTitle}</Text>
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.links.map((service) => (
              <li key={service.path}>
                <a
                  href={service.path}
                  className="group flex h-full flex-col rounded-lg border border-brand-100 bg-white p-4 raised-sm transition-shadow hover:border-brand-600 hover:raised-md"
                >
                  <span className="flex items-start justify-between gap-2 font-semibold text-brand-900">
                    <Text box>{service.label}</Text>
                    <ArrowRight
                      aria-hidden="true"
                      className="mt-1 h-4 w-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1.5 text-[0.95rem] leading-snug text-muted">
                    <Text>{service.summary}</Text>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
