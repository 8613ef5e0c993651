import { Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import type { IslandComponents, IslandName } from "./islands/types";

/*
 * A placeholder's props come back from its JSON, which the build wrote from the same
 * IslandProps type as the component's, so they are trusted to match.
 */
function islandFor(islands: IslandComponents, name: string | undefined) {
  if (!name || !Object.hasOwn(islands, name)) return undefined;
  return islands[name as IslandName] as ComponentType<{ host: HTMLElement }> | undefined;
}

/**
 * Markup the build rendered (see app/lib/render-static.server.tsx). React keeps it as it is and,
 * after hydration, mounts into each island placeholder the component the route provides for
 * it (decision 0005). Routes import their islands statically, or lazily when few pages use them.
 */
export function StaticHtml({ html, islands = {} }: { html: string; islands?: IslandComponents }) {
  const container = useRef<HTMLDivElement>(null);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);

  useEffect(() => {
    setHosts(Array.from(container.current?.querySelectorAll<HTMLElement>("[data-island]") ?? []));
  }, [html]);

  return (
    <>
      <div ref={container} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
      {hosts.map((host, index) => {
        const Island = islandFor(islands, host.dataset.island);
        if (!Island) return null;
        const props = JSON.parse(host.dataset.props ?? "{}") as object;
        return createPortal(
          <Suspense>
            <Island {...props} host={host} />
          </Suspense>,
          host,
          `${host.dataset.island}-${index}`,
        );
      })}
    </>
  );
}
