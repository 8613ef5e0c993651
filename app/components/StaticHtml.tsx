import { Suspense, useEffect, useId, useRef, useState, type ComponentType } from "react";
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
 * Markup the build rendered (`renderStatic`, under `import.meta.env.SSR`). While pre-rendering,
 * `markup` is that markup; in the browser it is null and the component takes the markup from the
 * pre-rendered page itself, so the page carries it once (decision 0005). After hydration it
 * mounts into each island placeholder the component the route provides for it.
 */
export function StaticHtml({ markup, islands = {} }: { markup: string | null; islands?: IslandComponents }) {
  const id = useId();
  const [html] = useState(() => markup ?? document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? "");
  const container = useRef<HTMLDivElement>(null);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);

  useEffect(() => {
    setHosts(Array.from(container.current?.querySelectorAll<HTMLElement>("[data-island]") ?? []));
  }, [html]);

  return (
    <>
      <div ref={container} data-static={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
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
