import type { IslandName, IslandProps } from "./types";

/** The empty placeholder a build-time page leaves where an island will mount. */
export function IslandSlot<N extends IslandName>({ name, props, className }: { name: N; props: IslandProps[N]; className?: string }) {
  return <div data-island={name} data-props={JSON.stringify(props)} className={className} />;
}
