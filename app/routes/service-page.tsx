import { lazy } from "react";
import { useLocation } from "react-router";
import type { IslandComponents } from "~/components/islands/types";
import PrintButton from "~/components/service/PrintButton";
import { ServicePage } from "~/components/service/ServicePage";
import { StaticHtml } from "~/components/StaticHtml";
import { getServiceContent } from "~/content/services";
import type { ServicePageContent } from "~/content/types";
import { findService, groupOf, type Service } from "~/lib/catalog";
import { pageLink } from "~/lib/catalog-summaries";
import { metaFromLoader } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/meta";
import { renderStatic } from "~/lib/render-static";
import { serviceJsonLd } from "~/lib/structured-data";
import OpenNow from "~/components/tools/OpenNow";
import type { Route } from "./+types/service-page";

/*
 * Every service page shows the office hours (open now) and most print a checklist; the tools
 * are on one or two pages each, so their chunks load only there.
 */
const islands: IslandComponents = {
  "open-now": OpenNow,
  "print-button": PrintButton,
  "ucr-fee-finder": lazy(() => import("~/components/tools/UcrFeeFinder")),
  "form-2290-due-date": lazy(() => import("~/components/tools/Form2290DuePicker")),
  "form-2290-penalty": lazy(() => import("~/components/tools/Form2290Penalty")),
};

function pageFor(pathname: string) {
  const path = pathname.replace(/\/$/, "");
  const content = getServiceContent(path);
  const service = findService(path);
  if (!content || !service) throw new Response("Not found", { status: 404 });
  return { content, service };
}

/* Runs at build time only: the page's metadata travels in the page (decision 0005). */
export function loader({ request }: Route.LoaderArgs) {
  const { content, service } = pageFor(new URL(request.url).pathname);
  return { meta: serviceMeta(content, service) };
}

/* Build time only (see the component): the whole page as markup. */
function pageMarkup(pathname: string): string {
  const { content, service } = pageFor(pathname);
  const related = (content.related ?? []).map(pageLink);
  return renderStatic(<ServicePage content={content} service={service} related={related} />);
}

export const meta = metaFromLoader;

function serviceMeta(content: ServicePageContent, service: Service) {
  return pageMeta({
    title: content.title,
    description: content.description,
    path: service.path,
    jsonLd: [
      serviceJsonLd({
        name: service.label,
        description: content.description,
        path: service.path,
        category: groupOf(service).title,
      }),
    ],
  });
}

export default function ServiceRoute() {
  const { pathname } = useLocation();
  return <StaticHtml markup={import.meta.env.SSR ? pageMarkup(pathname) : null} islands={islands} />;
}
