import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { services } from "./lib/catalog";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("trucking-insights", "routes/trucking-insights.tsx"),
  route("filing-deadlines", "routes/filing-deadlines.tsx"),
  route("contact", "routes/contact.tsx"),
  // One template serves every catalog entry; its loader picks the page's content module.
  ...services.map((s) => route(s.path, "routes/service-page.tsx", { id: `service${s.path}` })),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
