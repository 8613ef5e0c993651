import { ServicePage } from "~/components/service/ServicePage";
import { getServiceContent } from "~/content/services";
import type { ServicePageContent } from "~/content/types";
import { findService, groupOf, type Service } from "~/lib/catalog";
import { pageLink } from "~/lib/catalog-summaries";
import { metaFromLoader } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/meta";
import { serviceJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/service-page";

/* Runs at build time only: content, links and metadata reach the browser inside the page. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const content = getServiceContent(path);
  const service = findService(path);
  if (!content || !service) throw new Response("Not found", { status: 404 });
  const related = (content.related ?? []).map(pageLink);
  return { content, service, related, meta: serviceMeta(content, service) };
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
  return <ServicePage content={loaderData.content} service={loaderData.service} related={loaderData.related} />;
}
