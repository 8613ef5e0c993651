import { ServicePage } from "~/components/service/ServicePage";
import { getServiceContent } from "~/content/services";
import { findService, groupOf } from "~/lib/catalog";
import { pageMeta } from "~/lib/meta";
import { serviceJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/service-page";

/* Runs at build time only: the content reaches the browser inside the pre-rendered page. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  const content = getServiceContent(path);
  const service = findService(path);
  if (!content || !service) throw new Response("Not found", { status: 404 });
  return { content, service };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { content, service } = loaderData;
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
  return <ServicePage content={loaderData.content} service={loaderData.service} />;
}
