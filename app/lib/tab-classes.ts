/**
 * The home page's service tabs' classes in each state: the build renders them
 * (app/components/ServiceTabs.tsx) and app/scripts/service-tabs.ts swaps them when a tab is
 * chosen. A module of its own, so the script does not import the component and, through it, React.
 */
export const tabStateClasses = {
  selected: "border-brand-700 bg-brand-700 text-white",
  idle: "border-brand-100 bg-white text-brand-900 hover:border-brand-600",
};
