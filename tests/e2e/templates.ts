import type { ReferencePageContent, ServicePageContent } from "../../app/content/types";
import { mainPages, referenceContentFor, referencePages, serviceContentFor, services } from "./pages";

/*
 * The pages the browser walks stand for every page of the site: each main page and the not-found
 * page (each is a template of its own), and the fewest service and reference pages that between
 * them show every kind of section, table layout, tool and page part the content uses. A new
 * template is a new main page or a new kind in app/content/types.ts: it enters the walk here by
 * itself, through the content that uses it.
 */
function featuresOf(content: ServicePageContent | ReferencePageContent, kind: "service" | "reference"): string[] {
  const features = content.sections.flatMap((section) => {
    const table = "columns" in section ? section : "table" in section ? section.table : undefined;
    return [
      `${kind}:${section.kind}`,
      ...("tool" in section ? [`tool:${section.tool}`] : []),
      ...(table ? [`table:${table.layout ?? "columns"}`] : []),
      ...(section.reference ? ["reference-link"] : []),
      ...(section.paragraphs ? ["paragraphs"] : []),
      ...(section.note ? ["note"] : []),
      ...("howToUse" in section && section.howToUse ? ["how-to-use"] : []),
      ...("noScript" in section && section.noScript ? ["no-script-note"] : []),
    ];
  });
  const parts = ["faqs", "expertGuidanceBanner", "related", "openQuestions"] as const;
  return [...features, ...parts.filter((part) => part in content).map((part) => `${kind}:${part}`)];
}

/** Greedy cover: the page showing the most features not yet covered, until none is left. */
function cover(pages: { path: string; features: string[] }[]): string[] {
  const left = new Set(pages.flatMap((page) => page.features));
  const chosen: string[] = [];
  while (left.size > 0) {
    const best = pages.reduce((a, b) =>
      b.features.filter((f) => left.has(f)).length > a.features.filter((f) => left.has(f)).length ? b : a,
    );
    chosen.push(best.path);
    for (const feature of best.features) left.delete(feature);
  }
  return chosen;
}

/** The English paths of the walk; each is walked in every language. */
export async function templatePaths(): Promise<string[]> {
  const pages = [
    ...(await Promise.all(
      services.map(async ({ path }) => ({ path, features: featuresOf(await serviceContentFor(path), "service") })),
    )),
    ...(await Promise.all(
      referencePages.map(async ({ path }) => ({
        path,
        features: featuresOf(await referenceContentFor(path), "reference"),
      })),
    )),
  ];
  return [...mainPages.map((page) => page.path), ...cover(pages), "/a-missing-page"];
}
