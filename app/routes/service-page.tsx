import { lazy } from "react";
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
import { renderStatic } from "~/lib/render-static.server";
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

/* Runs at build time only: the page reaches the browser as markup, with its metadata (decision 0005). */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const content = getServiceContent(path);
  const service = findService(path);
  if (!content || !service) throw new Response("Not found", { status: 404 });
  const related = (content.related ?? []).map(pageLink);
  return {
    html: renderStatic(<ServicePage content={content} service={service} related={related} />),
    meta: serviceMeta(content, service),
  };
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

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} islands={islands} />;
}
