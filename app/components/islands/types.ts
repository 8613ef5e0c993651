import type { ComponentType } from "react";
import type { Schedule } from "~/lib/site";
import type { ZoneTable } from "~/lib/tools/dates";

/**
 * The widgets that live inside build-time markup and appear only after hydration, with the
 * props each one's placeholder carries. One list for both sides: the placeholder written at
 * build time and the component mounted in the browser.
 */
export interface IslandProps {
  "open-now": { schedule: Schedule; zone: ZoneTable };
  "print-button": { label: string; icon: string };
  "ucr-fee-finder": Record<string, never>;
  "form-2290-due-date": { zone: ZoneTable };
  "form-2290-penalty": Record<string, never>;
  "deadline-calendar": { zone: ZoneTable; siteHost: string; icon: string };
}

export type IslandName = keyof IslandProps;

/** What every island component receives: its props and the placeholder it renders into. */
export type IslandComponentProps<N extends IslandName> = IslandProps[N] & { host: HTMLElement };

/** The islands a piece of build-time markup may contain, as the route that shows it provides them. */
export type IslandComponents = {
  [N in IslandName]?: ComponentType<IslandComponentProps<N>>;
};
