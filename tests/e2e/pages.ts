import type { ServicePageContent } from "../../app/content/types";
import { mainPages, services } from "../../app/lib/catalog";

/** The content module of a service page, loaded the way the build loads it. */
export async function serviceContentFor(path: string): Promise<ServicePageContent> {
  const module = (await import(`../../app/content/services/${path.slice(1)}.ts`)) as { default: ServicePageContent };
  return module.default;
}

export const mainPageHeadings: Record<(typeof mainPages)[number]["path"], RegExp> = {
  "/": /trusted partner/i,
  "/about": /^About us$/,
  "/services": /^All services$/,
  "/checkup": /^What does my truck need\?$/,
  "/trucking-insights": /^Trucking Insights$/,
  "/filing-deadlines": /^Filing deadlines$/,
  "/contact": /^Contact us$/,
};

export { mainPages, services };
